import { createHash } from 'node:crypto';
import { galleryImagesOf, isTimeZone, type GalleryImage } from '../../../contracts/qr-content.js';
import {
  createTranslator,
  type Catalogues,
  type Translator,
} from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
import {
  hostedPageMessages,
  type HostedPageMessageId,
} from '../../../contracts/i18n/catalogues/hosted-pages/index.js';
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

type T = Translator<HostedPageMessageId>['t'];

/** A JavaScript string literal of `text`, safe inside an inline script element. */
function jsString(text: string): string {
  return `'${text.replace(/[\\']/g, '\\$&').replace(/</g, '\\u003c')}'`;
}

/**
 * The one script of every hosted page: copy buttons and the viewer's local time, in the page's
 * language (English: the viewer's own date format, as before; other languages: that language's).
 */
function scriptFor(t: T, locale: Locale): string {
  const dateLocale = locale === DEFAULT_LOCALE ? 'undefined' : jsString(locale);
  return `(function(){var s=document.getElementById('status');
document.querySelectorAll('button[data-copy]').forEach(function(b){b.hidden=false;b.addEventListener('click',function(){navigator.clipboard.writeText(b.getAttribute('data-copy')).then(function(){b.textContent=${jsString(t('script.copied'))};s.textContent=b.getAttribute('data-done')},function(){s.textContent=${jsString(t('script.copyRefused'))}})})});
document.querySelectorAll('time[data-local]').forEach(function(t){t.textContent=new Date(t.getAttribute('datetime')).toLocaleString(${dateLocale},{weekday:'short',year:'numeric',month:'short',day:'numeric',hour:'2-digit',minute:'2-digit',timeZoneName:'short'})});})();`;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Each script's hash, by its text (one per language in practice). */
const scriptHashes = new Map<string, string>();
function hashOf(script: string): string {
  let hash = scriptHashes.get(script);
  if (hash === undefined) {
    if (scriptHashes.size > 100) scriptHashes.clear();
    hash = sha256(script);
    scriptHashes.set(script, hash);
  }
  return hash;
}

/** The BCP 47 tag dates and numbers are written in: British English keeps today's format. */
const INTL_TAG: Record<Locale, string> = { en: 'en-GB', es: 'es', de: 'de', fr: 'fr', pt: 'pt' };

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

/** What a page's body is written with: its messages and the tag of its dates and numbers. */
interface Words {
  t: T;
  intl: string;
}

/** `iso` as read in `timeZone` (an IANA name; UTC when absent), with the zone's short name. */
function formatIn(iso: string, intl: string, timeZone = 'UTC'): string {
  return new Date(iso).toLocaleString(intl, {
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
  html: string;
}

function contactBody(
  c: ContactContent,
  base: string,
  imageSizes: ImageSizesOf,
  { t }: Words,
): Body {
  const name = contactName(c);
  const initials = [c.firstName, c.lastName]
    .map((part) => Array.from((part ?? '').trim())[0] ?? '')
    .join('')
    .toUpperCase();
  const actions = [
    `<a class="btn primary" href="${e(base)}/contact.vcf" download>${e(t('contact.save'))}</a>`,
  ];
  if (c.phoneNumber) {
    actions.push(
      `<a class="btn" href="tel:${e(compactPhoneNumber(c.phoneNumber))}">${e(t('contact.call', { phone: c.phoneNumber }))}</a>`,
    );
  }
  if (c.email) {
    actions.push(
      `<a class="btn" href="mailto:${e(c.email)}">${e(t('contact.email', { email: c.email }))}</a>`,
    );
  }
  const map = c.address ? buildLocationPayload({ address: c.address }) : null;
  if (map) {
    actions.push(`<a class="btn" href="${e(map)}" rel="noopener">${e(t('contact.map'))}</a>`);
  }
  if (c.url) {
    actions.push(`<a class="btn" href="${e(c.url)}" rel="noopener">${e(t('contact.website'))}</a>`);
  }
  // The uploaded photo or logo (our origin); a linked picture elsewhere would be a third-party
  // request, so without an upload the initials stand in. It shows 96 CSS px wide: its smallest
  // WebP copy (480 px, sharp on a 3x screen) rather than the original, which may be megabytes.
  const photoPath = c.photoId ? `/images/${encodeURIComponent(c.photoId)}` : '';
  const smallest = c.photoId ? imageSizes(c.photoId)?.variants[0] : undefined;
  const face = c.photoId
    ? `<img class="face" src="${e(smallest ? `${photoPath}/w/${smallest.width}` : `${photoPath}/raw`)}" alt="${e(t('contact.photo', { name }))}" width="96" height="96">`
    : `<div class="avatar" aria-hidden="true">${e(initials)}</div>`;
  const notes = c.notes ? `<p class="text">${e(c.notes)}</p>` : '';
  return {
    title: name,
    html: `${face}
<h1>${e(name)}</h1>
${c.organization ? `<p class="sub">${e(c.organization)}</p>` : ''}
<dl>${c.phoneNumber ? detail(t('contact.phone'), c.phoneNumber) : ''}${c.email ? detail(t('contact.emailTerm'), c.email) : ''}${c.address ? detail(t('contact.address'), c.address) : ''}</dl>
<div class="actions">${actions.join('')}</div>
${notes}`,
  };
}

const SECURITY_LABELS: Record<string, HostedPageMessageId> = {
  WPA: 'wifi.security.wpa',
  WEP: 'wifi.security.wep',
  nopass: 'wifi.security.none',
};

function wifiBody(w: WifiFields, { t }: Words): Body {
  const password = w.encryption !== 'nopass' ? (w.password ?? '') : '';
  const security = SECURITY_LABELS[w.encryption];
  return {
    title: t('wifi.title', { ssid: w.ssid }),
    html: `<h1>${e(t('wifi.heading'))}</h1>
<dl>
${detail(t('wifi.name'), w.ssid, copyButton(w.ssid, t('wifi.copyName'), t('wifi.nameCopied')))}
${password ? `<dt>${e(t('wifi.password'))}</dt><dd><div class="row"><span class="mono">${e(password)}</span>${copyButton(password, t('wifi.copyPassword'), t('wifi.passwordCopied'))}</div></dd>` : ''}
${detail(t('wifi.security'), security ? t(security) : w.encryption)}
${w.hidden ? detail(t('wifi.hidden'), t('wifi.hiddenYes')) : ''}
</dl>
<figure>${qrSvg(buildWifiPayload(w), t('wifi.codeLabel', { ssid: w.ssid }))}
<figcaption>${e(t('wifi.caption', { ssid: w.ssid }))}</figcaption></figure>`,
  };
}

function eventBody(ev: EventContent, base: string, { t, intl }: Words): Body {
  const end = eventEnd(ev).toISOString();
  const zone = ev.timeZone && isTimeZone(ev.timeZone) ? ev.timeZone : 'UTC';
  const map = ev.location ? buildLocationPayload({ address: ev.location }) : null;
  const range = t('event.range', {
    start: formatIn(ev.startDate, intl, zone),
    end: formatIn(end, intl, zone),
  });
  return {
    title: ev.title,
    html: `<h1>${e(ev.title)}</h1>
<dl>
<dt>${e(t('event.starts'))}</dt><dd><time datetime="${e(ev.startDate)}" data-local>${e(formatIn(ev.startDate, intl))}</time></dd>
<dt>${e(t('event.ends'))}</dt><dd><time datetime="${e(end)}" data-local>${e(formatIn(end, intl))}</time></dd>
<dt>${e(t('event.zone', { zone }))}</dt><dd>${e(range)}</dd>
${ev.location ? `<dt>${e(t('event.place'))}</dt><dd>${e(ev.location)}</dd>` : ''}
</dl>
<div class="actions"><a class="btn primary" href="${e(base)}/event.ics" download>${e(t('event.calendar'))}</a>
${map ? `<a class="btn" href="${e(map)}" rel="noopener">${e(t('event.map'))}</a>` : ''}</div>
${ev.description ? `<p class="text">${e(ev.description)}</p>` : ''}`,
  };
}

function emailBody(c: Record<string, unknown>, { t }: Words): Body {
  const href = buildEmailPayload({
    email: str(c.email),
    subject: str(c.subject),
    body: str(c.body),
  });
  return {
    title: t('email.title', { email: str(c.email) }),
    html: `<h1>${e(t('email.heading'))}</h1>
<dl>${detail(t('email.to'), str(c.email))}${c.subject ? detail(t('email.subject'), str(c.subject)) : ''}</dl>
${c.body ? `<p class="text">${e(str(c.body))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}">${e(t('email.write'))}</a></div>`,
  };
}

function smsBody(c: Record<string, unknown>, { t }: Words): Body {
  const number = compactPhoneNumber(str(c.phoneNumber));
  const message = str(c.message);
  const href = `sms:${number}${message ? `?body=${percentEncodeForHref(message)}` : ''}`;
  return {
    title: t('sms.title', { phone: str(c.phoneNumber) }),
    html: `<h1>${e(t('sms.heading'))}</h1>
<dl>${detail(t('sms.to'), str(c.phoneNumber))}</dl>
${message ? `<p class="text">${e(message)}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}">${e(t('sms.open'))}</a>
<a class="btn" href="tel:${e(number)}">${e(t('sms.call', { phone: str(c.phoneNumber) }))}</a></div>`,
  };
}

/** The phone type: the number stored normalised (tel:-ready), the call first. */
function phoneBody(c: Record<string, unknown>, { t }: Words): Body {
  const number = compactPhoneNumber(str(c.phoneNumber));
  return {
    title: t('phone.call', { phone: number }),
    html: `<h1>${e(t('phone.call', { phone: number }))}</h1>
<dl>${detail(t('phone.number'), number, copyButton(number, t('phone.copy'), t('phone.copied')))}</dl>
<div class="actions"><a class="btn primary" href="tel:${e(number)}">${e(t('phone.callNow'))}</a></div>`,
  };
}

function whatsappBody(c: Record<string, unknown>, { t }: Words): Body {
  const href = buildWhatsappPayload({ phoneNumber: str(c.phoneNumber), message: str(c.message) });
  return {
    title: t('whatsapp.title', { phone: str(c.phoneNumber) }),
    html: `<h1>${e(t('whatsapp.heading'))}</h1>
<dl>${detail(t('whatsapp.to'), str(c.phoneNumber))}</dl>
${c.message ? `<p class="text">${e(str(c.message))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(href)}" rel="noopener">${e(t('whatsapp.open'))}</a></div>`,
  };
}

function textBody(c: Record<string, unknown>, { t }: Words): Body {
  const text = str(c.textContent);
  const [firstLine = ''] = text.trim().split('\n');
  const first = firstLine.slice(0, 60);
  return {
    title: first || t('text.title'),
    html: `<h1>${e(t('text.heading'))}</h1>
<p class="text">${e(text)}</p>
<div class="actions">${copyButton(text, t('text.copy'), t('text.copied'))}</div>`,
  };
}

function bitcoinBody(c: BitcoinFields, { t, intl }: Words): Body {
  const address = c.address;
  const href = buildBitcoinPayload(c);
  const heading = c.label ? t('bitcoin.pay', { label: c.label }) : t('bitcoin.title');
  const hasAmount = c.amount !== undefined && c.amount !== null && c.amount !== '';
  // English: as stored. Other languages: their decimal sign, up to 8 decimals (a satoshi).
  const amount = Number(c.amount);
  const written =
    intl !== INTL_TAG.en && Number.isFinite(amount)
      ? amount.toLocaleString(intl, { maximumFractionDigits: 8, useGrouping: false })
      : String(c.amount);
  return {
    title: heading,
    html: `<h1>${e(heading)}</h1>
<dl>
<dt>${e(t('bitcoin.address'))}</dt><dd><div class="row"><span class="mono">${e(address)}</span>${copyButton(address, t('bitcoin.copy'), t('bitcoin.copied'))}</div></dd>
${hasAmount ? detail(t('bitcoin.amount'), t('bitcoin.amountValue', { amount: written })) : ''}
${c.message ? detail(t('bitcoin.message'), c.message) : ''}
</dl>
<div class="actions"><a class="btn primary" href="${e(href)}">${e(t('bitcoin.open'))}</a></div>`,
  };
}

function pdfBody(c: Record<string, unknown>, { t }: Words): Body {
  const src = `/pdf/${encodeURIComponent(str(c.pdfId))}`;
  const title = str(c.title);
  const fileName = `${title.replace(/[^\p{L}\p{N} ._-]/gu, '_').trim() || 'document'}.pdf`;
  return {
    title,
    html: `<h1>${e(title)}</h1>
${c.description ? `<p class="sub">${e(str(c.description))}</p>` : ''}
<div class="actions"><a class="btn primary" href="${e(src)}">${e(t('pdf.open'))}</a>
<a class="btn" href="${e(src)}" download="${e(fileName)}">${e(t('pdf.download'))}</a></div>
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
function imagesBody(c: Record<string, unknown>, imageSizes: ImageSizesOf, { t }: Words): Body {
  const title = str(c.title);
  const images = galleryImagesOf(c);
  const count = images.length;
  const altOf = (image: GalleryImage, n: number) =>
    image.alt ?? (count === 1 ? title : t('images.alt', { title, n, count }));
  const description = c.description ? `<p>${e(str(c.description))}</p>` : '';
  if (count <= 1) {
    const imageId = images[0]?.imageId ?? '';
    const attributes = responsiveImageAttributes(imageId, imageSizes(imageId), IMAGE_SIZES);
    return {
      title,
      html: `<h1>${e(title)}</h1>
<figure><img class="photo" ${attributes} alt="${e(altOf(images[0] ?? { imageId }, 1))}"></figure>
${description}
<div class="actions"><a class="btn" href="/images/${e(encodeURIComponent(imageId))}/raw" download>${e(t('images.downloadOne'))}</a></div>`,
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
<figcaption>${e(t('images.position', { n, count }))} · <a href="/images/${e(id)}/raw" download>${e(t('images.download', { n }))}</a></figcaption></figure></li>`;
  });
  // The number is visible; the label says what it does (the slide itself carries the alt text).
  const links = images.map(
    (_, i) =>
      `<li><a href="#image-${i + 1}" aria-label="${e(t('images.show', { n: i + 1 }))}">${i + 1}</a></li>`,
  );
  return {
    title,
    html: `<h1>${e(title)}</h1>
${description}
<section aria-label="${e(t('images.gallery', { count }))}">
<p class="sub">${e(t('images.hint'))}</p>
<ol class="gallery" tabindex="0" aria-label="${e(t('images.list'))}">
${slides.join('\n')}
</ol>
<nav aria-label="${e(t('images.pick'))}"><ol class="pick">${links.join('')}</ol></nav>
</section>`,
  };
}

/** The hosted types, each with the message of the label over its page. */
const KIND: Record<string, HostedPageMessageId> = {
  contact: 'kind.contact',
  wifi: 'kind.wifi',
  events: 'kind.events',
  email: 'kind.email',
  sms: 'kind.sms',
  whatsapp: 'kind.whatsapp',
  phone: 'kind.phone',
  text: 'kind.text',
  bitcoin: 'kind.bitcoin',
  pdf: 'kind.pdf',
  images: 'kind.images',
};

function bodyOf(
  code: HostedCode,
  base: string,
  imageSizes: ImageSizesOf,
  words: Words,
): Body | null {
  const c = code.content;
  switch (code.qrType) {
    case 'contact':
      return contactBody(c as unknown as ContactContent, base, imageSizes, words);
    case 'wifi':
      return wifiBody(c as unknown as WifiFields, words);
    case 'events':
      return eventBody(c as unknown as EventContent, base, words);
    case 'email':
      return emailBody(c, words);
    case 'sms':
      return smsBody(c, words);
    case 'whatsapp':
      return whatsappBody(c, words);
    case 'phone':
      return phoneBody(c, words);
    case 'text':
      return textBody(c, words);
    case 'bitcoin':
      return bitcoinBody(c as unknown as BitcoinFields, words);
    case 'pdf':
      return pdfBody(c, words);
    case 'images':
      return imagesBody(c, imageSizes, words);
    default:
      return null;
  }
}

export interface RenderedHostedPage {
  html: string;
  csp: string;
}

/** Stands for the brand's link while the footer's sentence is formatted and escaped. */
const BRAND_MARK = '\u0000brand\u0000';

/**
 * The hosted page of a content code: one self-contained HTML document (inline style and one
 * inline script, both allowed by hash only; images and PDFs from this origin only; no
 * third-party request, no cookie). `base` is the short link's path (/d/{code}), under which
 * the .vcf and .ics downloads live. withScript: false leaves the script out (a preview in a
 * sandboxed frame, where it could not run). Null for types that are not hosted. Written in
 * `locale` (English by default); the owner's content stays as written.
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
    locale?: Locale;
    /** The messages (tests pass a pseudo-locale); the hosted-pages catalogue by default. */
    catalogues?: Catalogues<HostedPageMessageId>;
  },
): RenderedHostedPage | null {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const { t } = createTranslator(options.catalogues ?? hostedPageMessages, locale);
  const body = bodyOf(code, options.base, options.imageSizes ?? (() => null), {
    t,
    intl: INTL_TAG[locale],
  });
  if (!body) return null;
  const theme = themeOf(options.brandColor);
  const style = styleFor(accentOf(code.design, theme), theme);
  const kind = KIND[code.qrType];
  const label = kind ? t(kind) : code.qrType;
  const brandLink = `<a href="/">${e(options.brandName)}</a>`;
  const footer = e(t('page.footer', { brand: BRAND_MARK })).replace(BRAND_MARK, brandLink);
  const script = scriptFor(t, locale);
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${e(t('page.title', { title: body.title, brand: options.brandName }))}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="kind">${e(label)}</p>
${body.html}
<p id="status" role="status" class="sub"></p>
</main>
<footer><p>${footer}</p></footer>
${options.withScript === false ? '' : `<script>${script}</script>\n`}</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    `script-src ${hashOf(script)}`,
    "img-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
