// Hosted pages (issue 25): what the short link of a content code (contact, wifi, events, email,
// sms, whatsapp, phone, text, bitcoin, pdf, images) shows instead of redirecting, and the contact's
// vCard and the event's iCalendar downloads. The redirect calls `page` at its one dispatch
// point; link types never reach this module.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isHostedType } from '../../../contracts/dynamic-codes.js';
import type { App } from '../../lib/app-types.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { fileAnswer } from '../../lib/route-schemas.js';
import { registerHostedPagePreview } from './preview.js';
import { requestBrandName, requestClientId } from '../../lib/tenant.js';
import { languageHeaders, type PageBrand } from '../../lib/brand-pages.js';
import { negotiateLocale, type Locale } from '../../../contracts/i18n/locales.js';
import type { RedirectCache, RedirectTarget } from '../redirect/index.js';
import { isShortCode } from '../redirect/index.js';
import { PAGE_CSP, renderRedirectPage } from '../redirect/index.js';
import { buildICalendar, type EventContent } from './ical.js';
import { renderHostedPage, type ImageSizesOf } from './render.js';
import { buildVCard, contactName, type ContactContent } from './vcard.js';

export { renderHostedPage } from './render.js';

export interface HostedAnswer {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

export interface HostedPagesOptions {
  brandName: string;
  publicUrl: string;
}

export interface HostedPageRenderOptions {
  /** The resized copies of an uploaded image (srcset on image pages); none when unset. */
  imageSizes?: ImageSizesOf;
}

/**
 * The page of a hosted code under the host's brand name (a code is only served on its own
 * client's hosts), or null when the code redirects.
 */
export type HostedPageFor = (
  target: RedirectTarget,
  shortCode: string,
  brand: PageBrand,
  /** The request's Accept-Language: the page is written in the best of the five for it. */
  acceptLanguage: string | undefined,
) => HostedAnswer | null;

/**
 * Renders each code's page once per language: cached targets are never mutated (an edit loads a
 * new object), so the HTML is reused for every scan until the code (or its client's name)
 * changes. Accept-Language is read only for hosted types: a link code returns null first.
 */
export function createHostedPages(options: HostedPageRenderOptions): HostedPageFor {
  const rendered = new WeakMap<
    RedirectTarget,
    { brand: PageBrand; answers: Map<Locale, HostedAnswer | null> }
  >();
  return (target, shortCode, brand, acceptLanguage) => {
    if (!isHostedType(target.qrType)) return null;
    const locale = negotiateLocale(acceptLanguage);
    let known = rendered.get(target);
    if (known?.brand.name !== brand.name || known.brand.color !== brand.color) {
      known = { brand, answers: new Map() };
      rendered.set(target, known);
    }
    let answer = known.answers.get(locale);
    if (answer === undefined) {
      const page = renderHostedPage(target, {
        brandName: brand.name,
        brandColor: brand.color,
        base: `/d/${shortCode}`,
        imageSizes: options.imageSizes,
        locale,
      });
      answer = page && {
        body: Buffer.from(page.html),
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-length': String(Buffer.byteLength(page.html)),
          'content-security-policy': page.csp,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-robots-tag': 'noindex',
          'referrer-policy': 'no-referrer',
          ...languageHeaders(locale),
        },
      };
      known.answers.set(locale, answer);
    }
    return answer;
  };
}

/** A file name from a display name: letters, digits, spaces, dots and dashes. */
function fileName(name: string, extension: string): string {
  const base = name.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'download';
  return `${base.slice(0, 80)}.${extension}`;
}

/**
 * GET /d/{code}/contact.vcf and /d/{code}/event.ics: the files behind "Save contact" and "Add to
 * calendar". Not counted as scans (the page was). Paused codes answer the paused page;
 * unknown, deleted or other-type codes, and codes of another client than the host's, the
 * not-found page.
 */
export function registerHostedPageRoutes(
  app: App,
  deps: HostedPagesOptions & { cache: Pick<RedirectCache, 'get'>; now?: () => Date },
): void {
  const host = new URL(deps.publicUrl).host;
  const publicBase = deps.publicUrl.replace(/\/+$/, '');
  const now = deps.now ?? (() => new Date());
  const page = (request: FastifyRequest, reply: FastifyReply, kind: 'paused' | 'not-found') => {
    const locale = negotiateLocale(request.headers['accept-language']);
    return reply
      .status(kind === 'paused' ? 200 : 404)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .headers(languageHeaders(locale))
      .type('text/html; charset=utf-8')
      .send(renderRedirectPage(kind, requestBrandName(request, deps.brandName), locale));
  };

  const file =
    (
      qrType: string,
      build: (target: RedirectTarget, brandName: string) => [string, string, string],
    ) =>
    async (request: FastifyRequest<{ Params: { shortCode: string } }>, reply: FastifyReply) => {
      const { shortCode } = request.params;
      const target = isShortCode(shortCode) ? await deps.cache.get(shortCode) : null;
      // Another white-label client's code is not found on this host, as at the link itself.
      const here = target !== null && target.clientId === requestClientId(request);
      if (!here || target.isDeleted || target.qrType !== qrType) {
        return page(request, reply, 'not-found');
      }
      if (target.isPaused) return page(request, reply, 'paused');
      const [name, type, body] = build(target, requestBrandName(request, deps.brandName));
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .type(type)
        .send(body);
    };

  const options = { config: { securityHeaders: false as const } };
  /** The file; or the paused page (200) or the not-found page (404), all sent as text. */
  const fileSchema = (mediaType: string, description: string) => ({
    // Any text: what is not a short code gets the not-found page.
    params: z.object({ shortCode: z.string() }),
    response: {
      200: fileAnswer(mediaType, description).or(
        fileAnswer('text/html', 'The paused page, when the code is paused'),
      ),
      404: fileAnswer('text/html', 'The not-found page: no such code of this type here'),
    },
  });
  app.get(
    '/d/:shortCode/contact.vcf',
    { ...options, schema: fileSchema('text/vcard', 'The contact as a vCard 4.0 file') },
    file('contact', (target) => {
      const contact = target.content as unknown as ContactContent;
      return [
        fileName(contactName(contact), 'vcf'),
        'text/vcard; charset=utf-8',
        buildVCard(contact, {
          uid: `urn:uuid:${codeUuid(target.id, host)}`,
          rev: now(),
          photoUrl: contact.photoId
            ? `${publicBase}/images/${encodeURIComponent(contact.photoId)}/raw`
            : undefined,
        }),
      ];
    }),
  );
  app.get(
    '/d/:shortCode/event.ics',
    { ...options, schema: fileSchema('text/calendar', 'The event as an iCalendar file') },
    file('events', (target, brandName) => {
      const event = target.content as unknown as EventContent;
      return [
        fileName(event.title, 'ics'),
        'text/calendar; charset=utf-8',
        buildICalendar(event, {
          uid: `dynamic-${target.id}@${host}`,
          now: now(),
          productName: brandName,
        }),
      ];
    }),
  );
}

/** A stable UUID-shaped id for a code on this host (the vCard's UID survives edits). */
function codeUuid(id: number, host: string): string {
  const hex = createHash('sha256').update(`${host}#${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosted page (or null) of a content code's short link, for the redirect. */
    hostedPages: HostedPageFor;
  }
}

/**
 * Hosted pages of content codes: `app.hostedPages` for /d/{code}, the vCard and iCalendar
 * files, and the editor's preview. Uses `app.uploads` and, per request, `app.redirectCache`.
 */
export const hostedPagesModule = defineModule(
  'hosted-pages',
  (app, { config, now }: ModuleDeps) => {
    const imageSizes = (id: string) => app.uploads.imageSizes(id);
    app.decorate('hostedPages', createHostedPages({ imageSizes }));
    scoped(app, (scope) => {
      registerHostedPageRoutes(scope, {
        brandName: config.brandName,
        publicUrl: config.publicUrl,
        cache: { get: (shortCode) => app.redirectCache.get(shortCode) },
        now,
      });
      registerHostedPagePreview(scope, { brandName: config.brandName, imageSizes });
    });
  },
  ['uploads'],
);
