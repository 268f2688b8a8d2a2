import { useQuery } from '@tanstack/react-query';
import type { QrLogo } from '../../../../qr/render/design.js';
import { throwIfNotOk } from '../../../lib/api.js';

/** Width / height from a PNG's IHDR chunk (bytes 16-23); 1 for anything else. */
export function pngAspect(bytes: Uint8Array): number {
  const isPng = bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50;
  if (!isPng) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? width / height : 1;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** GET /logo/{id} (a stored PNG) as an inline logo for the renderer. */
export async function fetchLogo(id: string): Promise<QrLogo> {
  const res = await fetch(`/logo/${encodeURIComponent(id)}`, { credentials: 'include' });
  await throwIfNotOk(res);
  const type = res.headers.get('content-type')?.split(';')[0] || 'image/png';
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { href: `data:${type};base64,${toBase64(bytes)}`, aspect: pngAspect(bytes) };
}

/**
 * A code's logo for drawing it, fetched once per id and shared by every card. `ready` is false
 * while it loads; a logo that cannot be loaded is logged and the code is drawn without it
 * (its modules are the same: the ECL comes from the stored design).
 */
export function useStoredLogo(logoId: string | undefined): { logo?: QrLogo; ready: boolean } {
  const query = useQuery({
    queryKey: ['stored-logo', logoId],
    enabled: logoId !== undefined,
    queryFn: async () => {
      try {
        return await fetchLogo(logoId as string);
      } catch (error) {
        console.warn('Loading a QR code logo failed', error);
        return null;
      }
    },
  });
  if (!logoId) return { ready: true };
  return { logo: query.data ?? undefined, ready: !query.isLoading };
}
