// The dashboard feature's public surface: drawing a stored code's design (template previews).
export { storedDesign, svgDataUri } from './preview/code-svg.js';
