// Styled rendering of an encoded symbol: design types and defaults, the SVG renderer, logo
// limits and the frame-text outliner.
export * from './design.js';
export * from './color.js';
export type { QrEcl, QrMatrixLike } from './matrix-like.js';
export { QUIET_ZONE_MODULES } from './matrix-like.js';
export * from './logo.js';
export * from './scene.js';
export * from './svg.js';
export * from './text-outliner.js';
