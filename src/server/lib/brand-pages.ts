/** More brands than this in one process is not a real deployment: start over rather than grow. */
const MAX_BRANDS = 1_000;

/**
 * `build` memoised by brand name: pages that differ only in the brand they name (the default
 * brand, or a white-label client's on its hosts) are built once per brand and then reused for
 * every request. Bounded: past MAX_BRANDS names the memo starts over.
 */
export function memoByBrand<T>(build: (brandName: string) => T): (brandName: string) => T {
  const built = new Map<string, T>();
  return (brandName) => {
    let value = built.get(brandName);
    if (value === undefined) {
      if (built.size >= MAX_BRANDS) built.clear();
      value = build(brandName);
      built.set(brandName, value);
    }
    return value;
  };
}
