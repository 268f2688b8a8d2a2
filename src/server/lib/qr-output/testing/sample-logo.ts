// Test-only: a small opaque PNG logo, drawn by resvg, as a data URI.
import { Resvg } from '@resvg/resvg-js';

export function sampleLogoDataUri(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#1d4ed8"/>' +
    '<path d="M14 44 32 14 50 44z" fill="#ffffff"/><circle cx="32" cy="38" r="6" fill="#f59e0b"/>' +
    '</svg>';
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}
