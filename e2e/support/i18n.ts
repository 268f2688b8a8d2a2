// The pseudo-locale's check (issue 42 item 5): words a page shows that are not from the catalogues.

/**
 * Every word of the page a visitor meets that is not from the catalogues: visible text and the
 * labels and placeholders of elements, outside parts marked as another language (`lang`: the
 * generator, the English posts' titles, each language's own name) or as not to translate (a
 * person's name). In the pseudo-locale a catalogue's text is accented and bracketed. `root` is a
 * CSS selector: the part of the page looked at (`body` for all of it). Runs in the page
 * (`page.evaluate(hardCodedTexts, 'body')`), so it uses nothing from outside.
 */
export function hardCodedTexts(root: string): string[] {
  const fromCatalogue = /[\u00c0-\u024f\u1e00-\u1eff⟦⟧]/;
  // Figures, punctuation and currency signs ("$0") are the same in every language.
  // A hex colour ("#1E40AF") and an e-mail address (a user's, as written) too.
  const neutral =
    /^(?:[\s\d.,:;·…%©×()\-–/|*\p{Sc}]*|#[0-9a-f]{3,8}|[^\s@]+@[^\s@]+\.[a-z]{2,})$/iu;
  const brand = 'QR Shark';
  const exempt = (el: Element | null) =>
    !el || Boolean(el.closest('script, style, svg, time, [translate="no"], [lang]:not(html)'));
  const found: string[] = [];
  const scope = document.querySelector(root);
  if (!scope) return [`no element matches ${root}`];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || neutral.test(text) || text === brand || exempt(parent)) continue;
    if (parent && !parent.checkVisibility()) continue;
    if (!fromCatalogue.test(text)) found.push(text);
  }
  for (const el of scope.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (exempt(el) || !(el as HTMLElement).checkVisibility()) continue;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = el.getAttribute(name)?.trim();
      if (value && !neutral.test(value) && !fromCatalogue.test(value))
        found.push(`${name}=${value}`);
    }
  }
  return found;
}
