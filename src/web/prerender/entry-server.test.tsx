// The prerendered public pages as a visitor without JavaScript gets them (issue 37 item 2):
// the real build-time renderer, on the real pages. The FAQ's answers are in the HTML, inside
// native <details> that open without a script; the schema.org data parses and carries the
// fields search engines require.
import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../components/json-ld.js';
import { FAQ_ENTRIES, faqMessageIds } from '../features/marketing/content/faq.js';
import { messages as faqEnglish } from '../../contracts/i18n/catalogues/site-faq/en.js';
import { POSTS } from '../features/blog/posts.js';
import { prerenderPaths, renderPage } from './entry-server.js';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

describe('prerendered pages without JavaScript', () => {
  it('/faq carries every question and every answer, each in a native <details>', async () => {
    const { html, head } = await renderPage('/faq');
    expect(head.title).toBe('Frequently Asked Questions - QR Shark');
    const items = [...html.matchAll(/<details\b[^>]*>([\s\S]*?)<\/details>/g)].map((m) =>
      decode(m[1] ?? ''),
    );
    expect(items).toHaveLength(FAQ_ENTRIES.length);
    for (const [i, entry] of FAQ_ENTRIES.entries()) {
      const ids = faqMessageIds(entry);
      expect(items[i]).toMatch(/^<summary\b/);
      expect(items[i]).toContain(faqEnglish[ids.question]);
      for (const id of ids.answer) expect(items[i]).toContain(`<p>${faqEnglish[id]}</p>`);
    }
    // Closed by default, in one group: the browser keeps one open at a time.
    const tags = [...html.matchAll(/<details\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.every((t) => !/\sopen\b/.test(t))).toBe(true);
    expect(new Set(tags.map((t) => /name="([^"]+)"/.exec(t)?.[1])).size).toBe(1);
  });

  it('/faq has FAQPage data with each question and its whole answer', async () => {
    const data = jsonLd((await renderPage('/faq')).html);
    expect(data).toHaveLength(1);
    const [faq = {}] = data;
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual(
      FAQ_ENTRIES.map((e) => ({
        '@type': 'Question',
        name: faqEnglish[faqMessageIds(e).question],
        acceptedAnswer: {
          '@type': 'Answer',
          text: faqMessageIds(e)
            .answer.map((id) => faqEnglish[id])
            .join('\n\n'),
        },
      })),
    );
  });

  it('a blog post has Article data (BlogPosting) with the required and recommended fields', async () => {
    const post = POSTS.find((p) => p.id === 3);
    if (!post) throw new Error('no post 3');
    const { html } = await renderPage(`/blog/${post.id}`);
    const [article = {}] = jsonLd(html);
    expect(article['@context']).toBe('https://schema.org');
    // BlogPosting is schema.org's Article for a blog post.
    expect(article['@type']).toBe('BlogPosting');
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: 'QR Shark' },
      // The build writes PUBLIC_URL's placeholder here (no window); this test runs in jsdom.
      mainEntityOfPage: `${siteOrigin()}/blog/${post.id}`,
      image: `${siteOrigin()}/social/blog/${post.id}.png`,
    });
    expect(String(article.headline).length).toBeLessThanOrEqual(110);
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('prerenders every public page and every post', () => {
    const paths = prerenderPaths();
    expect(paths).toContain('/faq');
    for (const post of POSTS) expect(paths).toContain(`/blog/${post.id}`);
    for (const lang of ['es', 'de', 'fr', 'pt']) {
      for (const page of [
        '/',
        '/features',
        '/features/analytics',
        '/faq',
        '/templates',
        '/about',
        '/contact',
        '/developers',
        '/subscribe',
        '/blog',
        '/privacy',
        '/terms',
      ]) {
        expect(paths).toContain(page === '/' ? `/${lang}/` : `/${lang}${page}`);
      }
    }
  });
});

describe('prerendered pages in other languages (issue 42)', () => {
  it('/es/ is the landing page in Spanish, its links kept in Spanish where a page is translated', async () => {
    const { html, head, locale } = await renderPage('/es/');
    expect(locale).toBe('es');
    expect(head.title).toBe('Generador de códigos QR gratis - QR Shark');
    expect(head.description).toMatch(/^Crea, personaliza y descarga códigos QR gratis\./);
    const text = decode(html);
    expect(text).toContain('Crea códigos QR que siempre se pueden escanear');
    expect(text).toContain('Lo que añade una cuenta gratuita');
    expect(text).toContain('1 código QR dinámico cuyo destino puedes cambiar');
    // Translated pages stay in the language; the app's screens (sign-in) claim no language: they
    // speak the visitor's.
    expect(text).toContain('href="/es/features"');
    expect(text).toContain('href="/es/faq"');
    expect(text).toMatch(/<a href="\/login" class="[^"]*">Iniciar sesión<\/a>/);
    expect(text).toContain('href="/es/templates"');
    expect(text).toMatch(/<a href="\/es\/subscribe"[^>]*>Precios<\/a>/);
    // The switcher keeps the page: each language's landing page, named in its own language.
    expect(text).toMatch(/<a href="\/de\/" hrefLang="de" lang="de"[^>]*>Deutsch<\/a>/);
    expect(text).toMatch(/<a href="\/" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(text).toMatch(/<a href="\/es\/" hrefLang="es" lang="es" aria-current="true"/);
    // The generator and the trial card are in Spanish too, and nothing marks them English.
    expect(text).toContain('Genera tu código QR');
    expect(text).toContain('URL del sitio web');
    expect(text).toContain('Prueba Premium gratis durante 3 días');
    expect(text).not.toMatch(/<div lang="en" class="px-4/);
  });

  it('/de/faq has every question and answer in German, /fr/features its cards in French', async () => {
    const faq = decode((await renderPage('/de/faq')).html);
    expect(faq).toContain(
      '<h1 class="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">Häufige Fragen</h1>',
    );
    expect([...faq.matchAll(/<details\b/g)]).toHaveLength(FAQ_ENTRIES.length);
    expect(faq).toContain('Was ist der Unterschied zwischen statischen und dynamischen QR-Codes?');
    const features = await renderPage('/fr/features');
    expect(features.head.title).toBe('Fonctionnalités - QR Shark');
    expect(decode(features.html)).toContain('Vérification avant impression');
    expect(decode(features.html)).toContain('<strong>Compte gratuit</strong>');
  });

  it('/fr/about and /de/contact are in their language, the DB-IP credit in its English words', async () => {
    const about = await renderPage('/fr/about');
    expect(about.locale).toBe('fr');
    expect(about.head.title).toBe('À propos de QR Shark - QR Shark');
    const aboutText = decode(about.html);
    expect(aboutText).toContain('Notre histoire');
    expect(aboutText).toContain('Gratuit veut dire gratuit');
    expect(aboutText).toMatch(
      /<a href="https:\/\/db-ip.com\/" lang="en"[^>]*>IP Geolocation by DB-IP<\/a>/,
    );
    expect(aboutText).toContain('href="/fr/features"');
    const contact = await renderPage('/de/contact');
    expect(contact.locale).toBe('de');
    expect(contact.head.title).toBe('Kontakt - QR Shark');
    const contactText = decode(contact.html);
    expect(contactText).toContain('Mo.–Fr. 9–18 Uhr (EST)');
    expect(contactText).toContain('Wir antworten innerhalb von 24 Stunden.');
    expect(contactText).toContain('Nachricht senden');
    expect(contactText).toContain('href="/de/faq"');
    const english = await renderPage('/contact');
    expect(english.head.title).toBe('Contact Us - QR Shark');
    expect(decode(english.html)).toContain('We reply within 24 hours.');
  });

  it('/de/features/analytics and /pt/templates are in their language, the English-only demo marked so', async () => {
    const analytics = await renderPage('/de/features/analytics');
    expect(analytics.locale).toBe('de');
    expect(analytics.head.title).toBe('QR-Code-Statistiken und Tracking - QR Shark');
    const analyticsText = decode(analytics.html);
    expect(analyticsText).toContain('Scan-Tracking in Echtzeit');
    expect(analyticsText).toContain('In einem kostenlosen Konto enthalten');
    expect(analyticsText).toContain('href="/de/features"');
    expect(analyticsText).toMatch(/<a href="\/register" class="[^"]*">Kostenlos starten<\/a>/);
    // The dashboard's charts (drawn in the browser only) speak English: their place says so.
    expect(analyticsText).toMatch(/<div lang="en"><div><div aria-hidden="true"/);
    const templates = await renderPage('/pt/templates');
    expect(templates.locale).toBe('pt');
    expect(templates.head.title).toBe('Modelos de código QR - QR Shark');
    const templatesText = decode(templates.html);
    expect(templatesText).toContain('Mostrando 13 modelos');
    expect(templatesText).toContain('Acesso ao Wi-Fi');
    expect(templatesText).toContain('href="/pt/?qr=wifi&template=wifi"');
    expect(templatesText).toContain('href="/pt/"');
    const english = await renderPage('/templates');
    expect(english.head.title).toBe('QR Code Templates - QR Shark');
    expect(decode(english.html)).toContain('href="/?qr=wifi&template=wifi"');
    expect(decode(english.html)).toContain('Showing 13 templates');
  });

  it('/de/developers and /fr/subscribe are in their language, code and the API’s own words as written', async () => {
    const developers = await renderPage('/de/developers');
    expect(developers.locale).toBe('de');
    expect(developers.head.title).toBe('API für Entwickler - QR Shark');
    const developersText = decode(developers.html);
    // The German guides, prerendered (their chunk waited for), code samples as in English.
    expect(developersText).toContain('<h2>1. Einen Schlüssel erstellen</h2>');
    expect(developersText).toContain('<h3>Die Signatur prüfen</h3>');
    expect(developersText).not.toContain('Create a key');
    expect(developersText).toContain('<pre translate="no">');
    expect(developersText).toContain('export QRS_KEY=');
    expect(developersText).toContain('id="webhooks"');
    expect(developersText).toContain('Referenz wird geladen…');
    expect(developersText).toContain('<code translate="no">/api/v1</code>');
    const subscribe = await renderPage('/fr/subscribe');
    expect(subscribe.locale).toBe('fr');
    expect(subscribe.head.title).toBe('Choisissez votre offre - QR Shark');
    const subscribeText = decode(subscribe.html);
    expect(subscribeText).toContain('Commencez par un essai gratuit de 3 jours');
    expect(subscribeText).toContain('Premium est facturé par espace de travail');
    const english = await renderPage('/developers');
    expect(decode(english.html)).toContain('<h2>1. Create a key</h2>');
    expect(decode(english.html)).not.toContain('Schlüssel');
    expect((await renderPage('/subscribe')).head.title).toBe('Choose Your Plan - QR Shark');
  });

  it('/de/privacy and /fr/terms are in their language, dated in its words, naming the English original', async () => {
    const privacy = await renderPage('/de/privacy');
    expect(privacy.locale).toBe('de');
    expect(privacy.head.title).toBe('Datenschutzerklärung - QR Shark');
    const privacyText = decode(privacy.html);
    expect(privacyText).toContain(
      'Zuletzt aktualisiert: <time dateTime="2026-11">November 2026</time>',
    );
    expect(privacyText).toContain('<h2>Menschen, die Ihre Codes scannen</h2>');
    expect(privacyText).toContain(
      'Wir speichern die IP-Adresse keiner Person, die einen Code scannt.',
    );
    // A translation says so once, linking to the English page; the contact link stays in German.
    expect(privacyText).toMatch(/<a href="\/privacy" hrefLang="en"[^>]*>englischen Originals<\/a>/);
    expect(privacyText).toMatch(/<a href="\/de\/contact"[^>]*>Kontaktieren Sie uns<\/a>/);
    const terms = await renderPage('/fr/terms');
    expect(terms.locale).toBe('fr');
    expect(terms.head.title).toBe('Conditions d’utilisation - QR Shark');
    const termsText = decode(terms.html);
    expect(termsText).toContain(
      'Dernière mise à jour\u00a0: <time dateTime="2026-11">novembre 2026</time>',
    );
    expect(termsText).toContain('<h2>Usage acceptable</h2>');
    expect(termsText).toMatch(
      /<a href="\/terms" hrefLang="en"[^>]*>version originale en anglais<\/a>/,
    );
    // English keeps its words as they were, without the translation's sentence.
    const english = await renderPage('/privacy');
    expect(english.head.title).toBe('Privacy Policy - QR Shark');
    const englishText = decode(english.html);
    expect(englishText).toContain('Last updated <time dateTime="2026-11">November 2026</time>');
    expect(englishText).toContain('We do not store the IP address of anyone who scans a code.');
    expect(englishText).not.toContain('This page is a translation');
    expect(englishText).toMatch(/<a href="\/contact"[^>]*>Contact us<\/a>\./);
    expect((await renderPage('/terms')).head.title).toBe('Terms of Service - QR Shark');
  });

  it('/pt/blog says its articles are in English and links to the English posts', async () => {
    const text = decode((await renderPage('/pt/blog')).html);
    expect(text).toContain('Os artigos estão em inglês.');
    expect(text).toMatch(/<h2 lang="en"[^>]*><a href="\/blog\/1" hrefLang="en"/);
    expect(text).toContain('min de leitura');
  });

  it('an address under a language that has no such page is the not-found page in that language', async () => {
    const { html, locale } = await renderPage('/es/login');
    expect(locale).toBe('es');
    expect(decode(html)).toContain('Página no encontrada');
  });
});
