/** The host of a Referer header (no path, query or credentials), or null. At most 255 characters. */
export function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host.slice(0, 255) || null;
  } catch {
    return null;
  }
}
