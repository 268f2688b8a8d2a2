// Hosted pages, link-control pages and the short link's own pages in the scanner's language
// (issue 42 item 4): by Accept-Language, <html lang>, a translated heading and Vary for each page;
// a pseudo-locale proves that every word they print comes from a catalogue, apart from the
// owner's content and the brand's name; and the pages through the real short link.
import { eq } from 'drizzle-orm';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { hostedPageMessages } from '../../../contracts/i18n/catalogues/hosted-pages/index.js';
import { linkPageMessages } from '../../../contracts/i18n/catalogues/link-pages/index.js';
import { LOCALES, type Locale } from '../../../contracts/i18n/locales.js';
import {
  hasPlainLetters,
  pseudoCatalogues,
} from '../../../contracts/i18n/pseudo-locale.fixtures.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildLinkPages, renderLinkPage, type LinkPageKind } from '../link-controls/index.js';
import {
  renderRedirectPage,
  type RedirectPageKind,
  type RedirectTarget,
} from '../redirect/index.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { createHostedPages, renderHostedPage } from './index.js';
import { LANGUAGE_FIXTURES } from './language.fixtures.js';
import type { HostedPageMessageId } from '../../../contracts/i18n/catalogues/hosted-pages/index.js';
import type { LinkPageMessageId } from '../../../contracts/i18n/catalogues/link-pages/index.js';

const BRAND = 'Brand Kit Co';

/** A header a phone in each language sends. */
const ACCEPT: Record<Locale, string> = {
  en: 'en-US,en;q=0.9',
  es: 'es-MX,es;q=0.9,en;q=0.5',
  de: 'de-DE,de;q=0.9,en;q=0.8',
  fr: 'fr-FR,fr;q=0.9',
  pt: 'pt-BR,pt;q=0.9,en-US;q=0.7',
};

/** A message as it appears in the HTML (escaped as the renderers escape it). */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

interface Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Every text a reader meets: text nodes (not in script or style) and the labelling attributes. */
function readableTexts(html: string): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'script' || node.nodeName === 'style') return;
    if (node.nodeName === '#text' && node.value !== undefined) texts.push(node.value);
    for (const attr of node.attrs ?? []) {
      if (['alt', 'aria-label', 'title', 'data-done', 'placeholder'].includes(attr.name)) {
        texts.push(attr.value);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return texts.filter((text) => text.trim() !== '');
}

/** What is left of `text` once the owner's words and the brand are taken out. */
function withoutOwner(text: string, owner: readonly string[]): string {
  let rest = text;
  // Longest first, so a name is not cut by a shorter word it contains.
  for (const word of [...owner, BRAND].sort((a, b) => b.length - a.length)) {
    rest = rest.split(word).join(' ');
  }
  return rest;
}

const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

/** Per page, a message of its own that must show, translated, in every language. */
const HEADING: Record<string, HostedPageMessageId> = {
  contact: 'contact.save',
  wifi: 'wifi.heading',
  events: 'event.calendar',
  email: 'email.heading',
  sms: 'sms.heading',
  whatsapp: 'whatsapp.heading',
  phone: 'phone.callNow',
  text: 'text.copy',
  bitcoin: 'bitcoin.open',
  pdf: 'pdf.open',
  images: 'images.downloadOne',
};

/** The dates an event page writes, as Intl writes them in `intl` (their words are Intl's). */
function eventDates(intl: string): string[] {
  const format = (iso: string, timeZone: string) =>
    new Date(iso).toLocaleString(intl, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
  const times = ['2026-07-04T18:00:00.000Z', '2026-07-04T23:00:00.000Z'];
  return times.flatMap((iso) => [format(iso, 'UTC'), format(iso, 'Europe/Berlin')]);
}

describe('hosted pages by Accept-Language', () => {
  const pageFor = createHostedPages({});
  for (const fixture of LANGUAGE_FIXTURES.filter((f) => !f.name.includes(' '))) {
    it.each(LOCALES)(`${fixture.name} in %s: <html lang>, its words, Vary`, (locale) => {
      const target = { ...fixture.code, id: 1 } as unknown as RedirectTarget;
      const answer = pageFor(target, 'abcdefgh', { name: BRAND, color: null }, ACCEPT[locale]);
      expect(answer).not.toBeNull();
      const html = answer!.body.toString();
      expect(langOf(html)).toBe(locale);
      expect(answer!.headers.vary).toBe('Accept-Language');
      expect(answer!.headers['content-language']).toBe(locale);
      expect(answer!.headers['cache-control']).toBe('no-store');
      const id = HEADING[fixture.code.qrType]!;
      const words = hostedPageMessages[locale][id];
      expect(html).toContain(escaped(words));
      if (locale !== 'en') expect(words).not.toBe(hostedPageMessages.en[id]);
      // The owner's content as written, whatever the language.
      for (const word of fixture.owner) expect(html).toContain(escaped(word.split('\n')[0]!));
    });
  }

  it('keeps one page per language for a code, and English for anything else', () => {
    const target = { ...LANGUAGE_FIXTURES[0]!.code, id: 2 } as unknown as RedirectTarget;
    const brand = { name: BRAND, color: null };
    const de = pageFor(target, 'abcdefgh', brand, 'de');
    expect(pageFor(target, 'abcdefgh', brand, 'de-AT,de;q=0.9')).toBe(de);
    expect(langOf(pageFor(target, 'abcdefgh', brand, 'ja,zh;q=0.8')!.body.toString())).toBe('en');
    expect(langOf(pageFor(target, 'abcdefgh', brand, undefined)!.body.toString())).toBe('en');
  });

  it('writes event dates with Intl in the page language', () => {
    const events = LANGUAGE_FIXTURES.find((f) => f.name === 'events')!;
    const de = renderHostedPage(events.code, { brandName: BRAND, base: '/d/x', locale: 'de' })!;
    expect(de.html).toContain('Sa., 4. Juli 2026');
    const fr = renderHostedPage(events.code, { brandName: BRAND, base: '/d/x', locale: 'fr' })!;
    expect(fr.html).toContain('sam. 4 juil. 2026');
    // The copy buttons' words and the viewer's local time in the page's language, allowed by hash.
    expect(de.html).toContain("toLocaleString('de',");
    expect(de.html).toContain("'Kopiert'");
  });
});

describe('pseudo-locale: no word on a hosted page comes from outside the catalogue', () => {
  const catalogues = pseudoCatalogues(hostedPageMessages);
  it.each(LANGUAGE_FIXTURES.map((f) => [f.name, f] as const))('%s', (_, fixture) => {
    const page = renderHostedPage(fixture.code, {
      brandName: BRAND,
      base: '/d/abcdefgh',
      catalogues,
    })!;
    const owner = [...fixture.owner, ...eventDates('en-GB')];
    const texts = readableTexts(page.html);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(hasPlainLetters(withoutOwner(text, owner)), `"${text}"`).toBe(false);
    }
    // The script's words too (its "Copied" and its refusal).
    expect(page.html).toContain(`textContent='Çöþîéđ'`);
  });
});

const LINK_KINDS: [LinkPageKind, LinkPageMessageId, number][] = [
  ['not-active', 'notActive.heading', 200],
  ['expired', 'expired.heading', 410],
  ['password', 'password.heading', 200],
  ['password-wrong', 'password.wrong', 401],
  ['password-throttled', 'password.tooManyTries', 429],
];
const REDIRECT_KINDS: [RedirectPageKind, LinkPageMessageId][] = [
  ['paused', 'paused.heading'],
  ['not-found', 'notFound.heading'],
  ['retired', 'retired.heading'],
  ['unsafe', 'unsafe.heading'],
  ['unavailable', 'unavailable.heading'],
];

describe('link-control pages by language', () => {
  const pages = buildLinkPages({});
  for (const [kind, id, status] of LINK_KINDS) {
    it.each(LOCALES)(`${kind} in %s`, (locale) => {
      const page = pages(BRAND, locale)[kind];
      const html = page.body.toString();
      expect(page.status).toBe(status);
      expect(langOf(html)).toBe(locale);
      expect(page.headers.vary).toBe('Accept-Language');
      expect(page.headers['content-language']).toBe(locale);
      expect(html).toContain(escaped(linkPageMessages[locale][id]));
    });
  }

  const pseudo = pseudoCatalogues(linkPageMessages);
  it.each([
    ...LINK_KINDS.map(([kind]) => [kind, renderLinkPage(kind, BRAND, 'en', pseudo)] as const),
    ...REDIRECT_KINDS.map(
      ([kind]) => [kind, renderRedirectPage(kind, BRAND, 'en', pseudo)] as const,
    ),
  ])('pseudo-locale: every word of the %s page is the catalogue’s', (_, html) => {
    const texts = readableTexts(html);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      expect(hasPlainLetters(withoutOwner(text, [])), `"${text}"`).toBe(false);
    }
  });
});

describe.each(testDatabases('engine-independent'))('through the short link on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  const open = (shortCode: string, locale: Locale) =>
    app().inject({
      url: `/d/${shortCode}`,
      headers: {
        'accept-language': ACCEPT[locale],
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
      },
    });

  /** A code straight in the database, with `fields` set on it. */
  const code = async (fields: Partial<typeof dynamicQrCodes.$inferInsert>) => {
    const db = database().db;
    const created = await insertCode(db, await insertUser(db));
    if (Object.keys(fields).length > 0) {
      await db.update(dynamicQrCodes).set(fields).where(eq(dynamicQrCodes.id, created.id));
    }
    return created.shortCode;
  };

  it('answers a 410 expired page in each language', async () => {
    const shortCode = await code({
      linkControls: {
        startsAt: null,
        expiresAt: '2020-01-01T00:00:00.000Z',
        maxScans: null,
        fallbackUrl: null,
        rules: [],
      },
    });
    for (const locale of LOCALES) {
      const res = await open(shortCode, locale);
      expect(res.statusCode).toBe(410);
      expect(langOf(res.body)).toBe(locale);
      expect(res.headers.vary).toBe('Accept-Language');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(escaped(linkPageMessages[locale]['expired.heading']));
    }
  });

  it('answers the hosted contact page, the paused and the removed page in each language', async () => {
    const contact = LANGUAGE_FIXTURES[0]!.code;
    const hosted = await code({ qrType: contact.qrType, content: contact.content });
    const paused = await code({ isPaused: true });
    const removed = await code({ retiredAt: new Date() });
    for (const locale of LOCALES) {
      const page = await open(hosted, locale);
      expect(page.statusCode).toBe(200);
      expect(langOf(page.body)).toBe(locale);
      expect(page.headers.vary).toBe('Accept-Language');
      expect(page.body).toContain(escaped(hostedPageMessages[locale]['contact.save']));
      expect(page.body).toContain('Zoë Müller');
      const pause = await open(paused, locale);
      expect(langOf(pause.body)).toBe(locale);
      expect(pause.body).toContain(escaped(linkPageMessages[locale]['paused.heading']));
      const gone = await open(removed, locale);
      expect(gone.statusCode).toBe(410);
      expect(gone.headers.vary).toBe('Accept-Language');
      expect(gone.body).toContain(escaped(linkPageMessages[locale]['retired.heading']));
    }
  });

  it('leaves a plain redirect as it was: no Vary, no language', async () => {
    const shortCode = await code({});
    const res = await open(shortCode, 'de');
    expect(res.statusCode).toBe(302);
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-language']).toBeUndefined();
  });
});
