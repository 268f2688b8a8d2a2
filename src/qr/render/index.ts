// Styled rendering of an encoded symbol: design types and defaults, the SVG renderer, logo
// limits and the frame-text outliner's types.
export * from './design.js';
export * from './color.js';
export type { QrEcl, QrMatrixLike } from './matrix-like.js';
export { QUIET_ZONE_MODULES } from './matrix-like.js';
export * from './logo.js';
export * from './scene.js';
export * from './svg.js';
// Types only: the outliner itself (and opentype.js) is imported from './text-outliner.js' by
// whoever draws frame text, so a browser bundle that only renders codes never carries the parser.
export type { TextOutline, TextOutliner } from './text-outliner.js';
export * from './tiles.js';
export * from './colour-presets.js';
