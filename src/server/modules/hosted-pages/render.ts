import { createHash } from 'node:crypto';
import {
  galleryImagesOf,
  isTimeZone,
  QR_TYPE_LABELS,
  type GalleryImage,
} from '../../../contracts/qr-content.js';
import { encodeQr } from '../../../qr/encode/index.js';
import {
  buildBitcoinPayload,
  buildEmailPayload,
  buildLocationPayload,
  buildWhatsappPayload,
  buildWifiPayload,
  compactPhoneNumber,
  type BitcoinFields,
  type WifiFields,
} from '../../../qr/payload/index.js';
import { percentEncode as percentEncodeForHref } from '../../../qr/payload/escape.js';
import { escapeHtml as e } from '../../lib/html-page.js';
import { responsiveImageAttributes, type ImageSizes } from '../uploads/index.js';
import { eventEnd, type EventContent } from './ical.js';
import { contactName, type ContactContent } from './vcard.js';

/** The original's size and resized copies of an uploaded image, or null (uploads module). */
export type ImageSizesOf = (imageId: string) => ImageSizes | null;

/** What a hosted page is drawn from: the code's type, content and design. */
export interface HostedCode {
  qrType: string;
  content: Record<string, unknown>;
  design: Record<string, unknown>;
}

/** The one script of every hosted page: copy buttons and the viewer's local time. */
const SCRIPT = `(function(){var s=document.getElementById('status');
document.querySelectorAll('button[data-copy]').forEach(function(b){b.hidden=false;b.addEventListener('click',function(){navigator.clipboard.writeText(b.getAttribute('data-copy')).then(function(){b.textContent='Copied';s.textContent=b.getAttribute('data-done')},function(){s.textContent='Copying is not allowed here: select the text and copy it.'})})});
document.querySelectorAll('time[data-local]').forEach(function(t){t.textContent=new Date(t.getAttribute('datetime')).toLocaleString(undefined,{weekday:'short',year:'numeric',month:'short',day:'numeric',hour:'2-digit',minute:'2-digit',timeZoneName:'short'})});})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SCRIPT_HASH = sha256(SCRIPT);

/** The default accent when the code's colour is too light for white text (WCAG AA 4.5:1). */
const DEFAULT_ACCENT = '#1d4ed8';

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The page's background (#f1f5f9), which links are read on. */
const PAGE_LUMINANCE = luminance('#f1f5f9');

/** `hex` when text of it on a background of `backgroundLuminance` (or white text on it) is AA. */
function readable(hex: unknown, backgroundLuminance: number): hex is string {
  if (typeof hex !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(hex)) return false;
  const own = luminance(hex);
  const light = Math.max(backgroundLuminance, own);
  const dark = Math.min(backgroundLuminance, own);
  return (light + 0.05) / (dark + 0.05) >= 4.5;
}

/**
 * The page's brand colour: the white-label client's primary colour on its hosts when it is dark
 * enough to read on the page, else our blue.
 */
export function themeOf(clientColor: string | null | undefined): string {
  return readable(clientColor, PAGE_LUMINANCE) ? clientColor.toLowerCase() : DEFAULT_ACCENT;
}

/**
 * The code's foreground colour (the owner's brand) when white text on it is readable, else
 * `theme` (the host's brand).
 */
export function accentOf(design: Record<string, unknown>, theme = DEFAULT_ACCENT): string {
  return readable(design.fgColor, 1) ? (design.fgColor as string).toLowerCase() : theme;
}

function styleFor(accent: string, theme: string): string {
  return `:root{--a:${accent}}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;line-height:1.5}
main{background:#fff;max-width:36rem;margin:0 auto;padding:1.5rem 1.25rem;min-height:calc(100vh - 3rem)}
h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem;overflow-wrap:anywhere}
.kind{color:#475569;font-size:.875rem;margin:0;text-transform:uppercase;letter-spacing:.05em}
.sub{color:#334155;margin:0 0 1rem;overflow-wrap:anywhere}
.face{display:block;width:6rem;height:6rem;object-fit:cover;border-radius:50%;background:#e2e8f0}
.avatar{width:4.5rem;height:4.5rem;border-radius:50%;background:var(--a);color:#fff;display:flex;align-items:center;justify-content:center;font-size:1.75rem;font-weight:600}
.actions{display:flex;flex-direction:column;gap:.625rem;margin:1.25rem 0}
.btn{display:block;text-align:center;padding:.875rem 1rem;border-radius:.625rem;font-weight:600;font-size:1rem;text-decoration:none;border:2px solid var(--a);background:#fff;color:#0f172a;cursor:pointer;width:100%;font-family:inherit}
.btn.primary{background:var(--a);color:#fff}
.btn:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
dl{margin:1rem 0;display:grid;gap:.75rem}
dt{font-size:.875rem;color:#475569}
dd{margin:0;font-size:1.0625rem;overflow-wrap:anywhere}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.row .btn{width:auto;padding:.375rem .75rem;font-size:.875rem}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace}
.text{white-space:pre-wrap;overflow-wrap:anywhere;user-select:text;font-size:1.0625rem;background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem;margin:1rem 0}
.join{display:block;width:12rem;height:12rem;margin:.5rem auto}
figure{margin:1.5rem 0;text-align:center}
figcaption{color:#334155;font-size:.9375rem}
img.photo{display:block;width:100%;height:auto;border-radius:.5rem}
.gallery{display:flex;gap:.75rem;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;list-style:none;margin:1rem 0;padding:0 0 .5rem}
.gallery>li{flex:0 0 100%;scroll-snap-align:center}
.gallery figure{margin:0}
.gallery img.photo{max-height:75vh;object-fit:contain;background:#f8fafc}
.gallery:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (prefers-reduced-motion:no-preference){.gallery{scroll-behavior:smooth}}
.pick{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:center;list-style:none;margin:0;padding:0}
.pick a{display:flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;border:2px solid var(--a);border-radius:.5rem;color:#0f172a;font-weight:600;text-decoration:none}
iframe{display:none;width:100%;height:70vh;border:1px solid #e2e8f0;border-radius:.5rem}
@media (min-width:48rem){iframe{display:block}main{max-width:48rem}}
p{overflow-wrap:anywhere}
a{color:${theme}}
footer{text-align:center;font-size:.8125rem;color:#475569;padding:1rem}
footer a{color:#334155}`;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function copyButton(value: string, label: string, done: string): string {
  return `<button type="button" class="btn" data-copy="${e(value)}" data-done="${e(done)}" hidden>${e(label)}</button>`;
}

function detail(term: string, value: string, extra = ''): string {
  return `<dt>${e(term)}</dt><dd><div class="row"><span>${e(value)}</span>${extra}</div></dd>`;
}

/** `iso` as read in `timeZone` (an IANA name; UTC when absent), with the zone's short name. */
function formatIn(iso: string, timeZone = 'UTC'): string {
  return new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** An inline SVG of `payload` as a plain QR code (4-module quiet zone), drawn as one path. */
export function qrSvg(payload: string, label: string): string {
  const matrix = encodeQr(payload, { ecl: 'M', fit: true });
  const margin = 4;
  const size = matrix.size + margin * 2;
  let path = '';
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.isDark(x, y)) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }
  }
  return `<svg class="join" viewBox="0 0 ${size} ${size}" role="img" aria-label="${e(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

interface Body {
  title: string;
  kind: string;
  html: string;
}

function contactBody(c: ContactContent, base: string, imageSizes: ImageSizesOf): Body {
  const name = contactName(c);
  const initials = [c.firstName, c.lastName]
    .map((part) => Array.from((part ?? '').trim())[0] ?? '')
    .join('')
    .toUpperCase();
  const actions = [
    `<a class="btn primary" href="${e(base)}/contact.vcf" download>Save contact</a>`,
  ];
  if (c.phoneNumber) {
    actions.push(
      `<a class="btn" href="tel:${e(compactPhoneNumber(c.phoneNumber))}">Call ${e(c.phoneNumber)}</a>`,
    );
  }
  if (c.email) actions.push(`<a class="btn" href="mailto:${e(c.email)}">Email ${e(c.email)}</a>`);
  const map = c.address ? buildLocationPayload({ address: c.address }) : null;
  if (map)
    actions.push(`<a class="btn" href="${e(map)}" rel="noopener">Open the address in Maps</a>`);
  if (c.url) actions.push(`<a class="btn" href="${e(c.url)}" rel="noopener">Website</a>`);
  // The uploaded photo or logo (our origin); a linked picture elsewhere would be a third-party
  // request, so without an upload the initials stand in. It shows 96 CSS px wide: its smallest
  // WebP copy (480 px, sharp on a 3x screen) rather than the original, which may be megabytes.
  const photoPath = c.photoId ? `/images/${encodeURIComponent(c.photoId)}` : '';
  const smallest = c.photoId ? imageSizes(c.photoId)?.variants[0] : undefined;
  const face = c.photoId
    ? `<img class="face" src="${e(smallest ? `${photoPath}/w/${smallest.width}` : `${photoPath}/raw`)}" alt="${e(`Photo of ${name}`)}" width="96" height="96">`
    : `<div class="avatar" aria-hidden="true">${e(initials)}</div>`;
  const notes = c.notes ? `<p class="text">${e(c.notes)}</p>` : '';
  return {
    title: name,
    kind: 'Contact',
    html: `${face}
<h1>${e(name)}</h1>
${c.organization ? `<p class="sub">${e(c.organization)}</p>` : ''}
<dl>${c.phoneNumber ? detail('Phone', c.phoneNumber) : ''}${c.email ? detail('Email', c.email) : ''}${c.address ? detail('Address', c.address) : ''}</dl>
<div class="actions">${actions.join('')}</div>
${notes}`,
  };
}

const SECURITY_LABELS: Record<string, string> = {
  WPA: 'WPA/WPA2/WPA3',
  WEP: 'WEP',
  nopass: 'None (open network)',
};

function wifiBody(w: WifiFields): Body {
  const password = w.encryption !== 'nopass' ? (w.password ?? '') : '';
  return {
    title: `Wi-Fi: ${w.ssid}`,
    kind: 'Wi-Fi',
    html: `<h1>Join the Wi-Fi network</h1>
<dl>
${detail('Network name', w.ssid, copyButton(w.ssid, 'Copy name', 'Network name copied'))}
${password ? `<dt>Password</dt><dd><div class="row"><span class="mono">${e(password)}</span>${copyButton(password, 'Copy password', 'Password copied')}</div></dd>` : ''}
${detail('Security', SECURITY_LABELS[w.encryption] ?? w.encryption)}
${w.hidden ? detail('Hidden network', 'Yes: add it by name') : ''}
</dl>
<figure>${qrSvg(buildWifiPayload(w), `Wi-Fi join code for ${w.ssid}`)}
<figcaption>Another phone can scan this code to join ${e(w.ssid)}.</figcaption></figure>`,
  };
}

function eventBody(ev: EventContent, base: string): Body {
  const end = eventEnd(ev).toISOString();
  const zone = ev.timeZone && isTimeZone(ev.timeZone) ? ev.timeZone : 'UTC';
  const map = ev.location ? buildLocationPayload({ address: ev.location }) : null;
  return {
    title: ev.title,
    kind: 'Event',
    html: `<h1>${e(ev.title)}</h1>
<dl>
<dt>Starts (your time)</dt><dd><time datetime="${e(ev.startDate)}" data-local>${e(formatIn(ev.startDate))}</time></dd>
<dt>Ends (your time)</dt><dd><time datetime="${e(end)}" data-local>${e(formatIn(end))}</time></dd>
<dt>Event time (${e(zone)})</dt><dd>${e(formatIn(ev.startDate, zone))} to ${e(formatIn(end, zone))}</dd>
${ev.location ? `<dt>Place</dt><dd>${e(ev.location)}</dd>` : ''}
</dl>
<div class="actions"><a class="btn primary" href="${e(base)}/event.ics" download>Add to calendar</a>
${map ? `<a class="btn" href="${e(map)}" rel="noopener">Open the place in Maps</a>` : ''}</div>
${ev.description ? `<p class="text">${e(ev.description)}</p>` : ''}`,
  };
}

function emailBody(c: Record<string, unknown>): Body {
  const href = buildEmailPayload({
    email: str(c.email),
    subject: str(c.subject),
    body: str(c.body),
  });
  return {
    title: `Email ${str(c.email)}`,
    kind: 'Email',
    html: `<h1>Send an email</h1>
<dl>${detail('To', str(c.email))}${c.subject ? detail('Subject', str(c.subject)) : ''}</dl>
${c.body ? `<p class="text">${e(str(c.body))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}">Write the email</a></div>`,
  };
}

function smsBody(c: Record<string, unknown>): Body {
  const number = compactPhoneNumber(str(c.phoneNumber));
  const message = str(c.message);
  const href = `sms:${number}${message ? `?body=${percentEncodeForHref(message)}` : ''}`;
  return {
    title: `Text ${str(c.phoneNumber)}`,
    kind: 'SMS',
    html: `<h1>Send a text message</h1>
<dl>${detail('To', str(c.phoneNumber))}</dl>
${message ? `<p class="text">${e(message)}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}">Open Messages</a>
<a class="btn" href="tel:${e(number)}">Call ${e(str(c.phoneNumber))}</a></div>`,
  };
}

/** The phone type: the number stored normalised (tel:-ready), the call first. */
function phoneBody(c: Record<string, unknown>): Body {
  const number = compactPhoneNumber(str(c.phoneNumber));
  return {
    title: `Call ${number}`,
    kind: 'Phone',
    html: `<h1>Call ${e(number)}</h1>
<dl>${detail('Phone number', number, copyButton(number, 'Copy number', 'Number copied'))}</dl>
<div class="actions"><a class="btn primary" href="tel:${e(number)}">Call now</a></div>`,
  };
}

function whatsappBody(c: Record<string, unknown>): Body {
  const href = buildWhatsappPayload({ phoneNumber: str(c.phoneNumber), message: str(c.message) });
  return {
    title: `WhatsApp ${str(c.phoneNumber)}`,
    kind: 'WhatsApp',
    html: `<h1>Message on WhatsApp</h1>
<dl>${detail('To', str(c.phoneNumber))}</dl>
${c.message ? `<p class="text">${e(str(c.message))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}" rel="noopener">Open WhatsApp</a></div>`,
  };
}

function textBody(c: Record<string, unknown>): Body {
  const text = str(c.textContent);
  const [firstLine = ''] = text.trim().split('\n');
  const first = firstLine.slice(0, 60);
  return {
    title: first || 'Text',
    kind: 'Text',
    html: `<h1>Message</h1>
<p class="text">${e(text)}</p>
<div class="actions">${copyButton(text, 'Copy text', 'Text copied')}</div>`,
  };
}

function bitcoinBody(c: BitcoinFields): Body {
  const address = c.address;
  const href = buildBitcoinPayload(c);
  return {
    title: c.label ? `Pay ${c.label}` : 'Bitcoin payment',
    kind: 'Bitcoin',
    html: `<h1>${e(c.label ? `Pay ${c.label}` : 'Bitcoin payment')}</h1>
<dl>
<dt>Address</dt><dd><div class="row"><span class="mono">${e(address)}</span>${copyButton(address, 'Copy address', 'Address copied')}</div></dd>
${c.amount !== undefined && c.amount !== null && c.amount !== '' ? detail('Amount', `${String(c.amount)} BTC`) : ''}
${c.message ? detail('Message', c.message) : ''}
</dl>
<div class="actions"><a class="btn primary" href="${e(href)}">Open in a Bitcoin wallet</a></div>`,
  };
}

function pdfBody(c: Record<string, unknown>): Body {
  const src = `/pdf/${encodeURIComponent(str(c.pdfId))}`;
  const title = str(c.title);
  const fileName = `${title.replace(/[^\p{L}\p{N} ._-]/gu, '_').trim() || 'document'}.pdf`;
  return {
    title,
    kind: 'Menu / PDF',
    html: `<h1>${e(title)}</h1>
${c.description ? `<p class="sub">${e(str(c.description))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(src)}">Open the PDF</a>
<a class="btn" href="${e(src)}" download="${e(fileName)}">Download the PDF</a></div>
<iframe src="${e(src)}" title="${e(title)}"></iframe>`,
  };
}

/** The width of main's content box at each breakpoint of styleFor (36rem, 48rem at 48rem+). */
const IMAGE_SIZES = '(min-width: 48rem) 45.5rem, (min-width: 36rem) 33.5rem, calc(100vw - 2.5rem)';

/**
 * The images type: the gallery, one image per slide in a row that scrolls sideways and snaps
 * (CSS scroll-snap: swipe on a phone, arrow keys once the focusable row has the focus), with
 * numbered links to each slide for keyboard and screen-reader users. No script needed.
 */
function imagesBody(c: Record<string, unknown>, imageSizes: ImageSizesOf): Body {
  const title = str(c.title);
  const images = galleryImagesOf(c);
  const count = images.length;
  const altOf = (image: GalleryImage, n: number) =>
    image.alt ?? (count === 1 ? title : `${title}, image ${n} of ${count}`);
  const description = c.description ? `<p>${e(str(c.description))}</p>` : '';
  if (count <= 1) {
    const imageId = images[0]?.imageId ?? '';
    const attributes = responsiveImageAttributes(imageId, imageSizes(imageId), IMAGE_SIZES);
    return {
      title,
      kind: 'Images',
      html: `<h1>${e(title)}</h1>
<figure><img class="photo" ${attributes} alt="${e(altOf(images[0] ?? { imageId }, 1))}"></figure>
${description}
<div class="actions"><a class="btn" href="/images/${e(encodeURIComponent(imageId))}/raw" download>Download the image</a></div>`,
    };
  }
  const slides = images.map((image, i) => {
    const n = i + 1;
    const id = encodeURIComponent(image.imageId);
    const attributes = responsiveImageAttributes(
      image.imageId,
      imageSizes(image.imageId),
      IMAGE_SIZES,
    );
    // The first image is what the page is for; the others load as they near the view.
    const loading = i === 0 ? '' : ' loading="lazy" decoding="async"';
    return `<li id="image-${n}"><figure><img class="photo" ${attributes} alt="${e(altOf(image, n))}"${loading}>
<figcaption>${n} of ${count} · <a href="/images/${e(id)}/raw" download>Download image ${n}</a></figcaption></figure></li>`;
  });
  // The number is visible; the label says what it does (the slide itself carries the alt text).
  const links = images.map(
    (_, i) => `<li><a href="#image-${i + 1}" aria-label="Show image ${i + 1}">${i + 1}</a></li>`,
  );
  return {
    title,
    kind: 'Images',
    html: `<h1>${e(title)}</h1>
${description}
<section aria-label="${e(`Gallery, ${count} images`)}">
<p class="sub">Swipe or use the arrow keys to see the next image.</p>
<ol class="gallery" tabindex="0" aria-label="Images">
${slides.join('\n')}
</ol>
<nav aria-label="Go to an image"><ol class="pick">${links.join('')}</ol></nav>
</section>`,
  };
}

function bodyOf(code: HostedCode, base: string, imageSizes: ImageSizesOf): Body | null {
  const c = code.content;
  switch (code.qrType) {
    case 'contact':
      return contactBody(c as unknown as ContactContent, base, imageSizes);
    case 'wifi':
      return wifiBody(c as unknown as WifiFields);
    case 'events':
      return eventBody(c as unknown as EventContent, base);
    case 'email':
      return emailBody(c);
    case 'sms':
      return smsBody(c);
    case 'whatsapp':
      return whatsappBody(c);
    case 'phone':
      return phoneBody(c);
    case 'text':
      return textBody(c);
    case 'bitcoin':
      return bitcoinBody(c as unknown as BitcoinFields);
    case 'pdf':
      return pdfBody(c);
    case 'images':
      return imagesBody(c, imageSizes);
    default:
      return null;
  }
}

export interface RenderedHostedPage {
  html: string;
  csp: string;
}

/**
 * The hosted page of a content code: one self-contained HTML document (inline style and one
 * inline script, both allowed by hash only; images and PDFs from this origin only; no
 * third-party request, no cookie). `base` is the short link's path (/d/{code}), under which
 * the .vcf and .ics downloads live. withScript: false leaves the script out (a preview in a
 * sandboxed frame, where it could not run). Null for types that are not hosted.
 */
export function renderHostedPage(
  code: HostedCode,
  options: {
    brandName: string;
    /** The white-label client's primary colour on its hosts (links, and the accent fallback). */
    brandColor?: string | null;
    base: string;
    withScript?: boolean;
    imageSizes?: ImageSizesOf;
  },
): RenderedHostedPage | null {
  const body = bodyOf(code, options.base, options.imageSizes ?? (() => null));
  if (!body) return null;
  const theme = themeOf(options.brandColor);
  const style = styleFor(accentOf(code.design, theme), theme);
  const label = QR_TYPE_LABELS[code.qrType as keyof typeof QR_TYPE_LABELS] ?? body.kind;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${e(body.title)} - ${e(options.brandName)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="kind">${e(label)}</p>
${body.html}
<p id="status" role="status" class="sub"></p>
</main>
<footer><p>Shared with a QR code made on <a href="/">${e(options.brandName)}</a></p></footer>
${options.withScript === false ? '' : `<script>${SCRIPT}</script>\n`}</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    `script-src ${SCRIPT_HASH}`,
    "img-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
