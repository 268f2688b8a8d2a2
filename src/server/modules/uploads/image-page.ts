import { escapeHtml as e } from '../../lib/html-page.js';
import { responsiveImageAttributes, type ImageSizes } from './image-variants.js';

/**
 * The public page behind /images/{id} (what an images code opens): the image, its title and
 * description. Everything user-supplied is escaped; no script, inline style only.
 */
export function renderImagePage(page: {
  brandName: string;
  id: string;
  title: string;
  description: string | null;
  /** The resized copies (srcset); null for an image stored before they were made. */
  sizes: ImageSizes | null;
}): string {
  const description = page.description ? `<p>${e(page.description)}</p>\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(page.title)} - ${e(page.brandName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.25rem;max-width:48rem;margin:1rem;width:100%;box-sizing:border-box}
img{display:block;max-width:100%;height:auto;margin:0 auto;border-radius:8px}
h1{font-size:1.375rem;margin:1rem 0 .5rem;overflow-wrap:anywhere}
p{margin:0;line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<img ${responsiveImageAttributes(page.id, page.sizes, '(min-width: 50rem) 45.5rem, calc(100vw - 4.5rem)')} alt="${e(page.title)}">
<h1>${e(page.title)}</h1>
${description}</main>
</body>
</html>
`;
}
