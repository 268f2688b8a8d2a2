// Issue 24's colour preset timing, shared by the generator journey and the page-weight bench.

/**
 * Clicks the colour preset named `name` and resolves with the milliseconds from the click to the
 * frame after the live preview's image shows `colour` (it is painted by then). Runs in the page
 * (`page.evaluate(presetToPreviewMs, [name, colour])`), so it uses nothing from outside.
 */
export function presetToPreviewMs([name, colour]: readonly [string, string]): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const image = document.querySelector<HTMLImageElement>('img[alt="QR code preview"]');
    const tile = [...document.querySelectorAll<HTMLElement>('[role="radio"]')].find(
      (r) => r.getAttribute('aria-label') === name,
    );
    if (!image || !tile) return reject(new Error(`preview or "${name}" missing`));
    const observer = new MutationObserver(() => {
      if (!decodeURIComponent(image.src).toLowerCase().includes(colour)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(image, { attributes: true, attributeFilter: ['src'] });
    const start = performance.now();
    tile.click();
  });
}
