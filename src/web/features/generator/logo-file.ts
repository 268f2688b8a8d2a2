// A logo chosen in the Logo tab: checked in the browser first (image type, 2 MB, issue 4),
// then uploaded so the server has it by id, and read as a data URI for the live preview.
import { uploadLogo } from './api/generator-api.js';

/** Server limit for logo uploads (issue 4: 2 MB). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Types the renderer can embed (src/qr/render/logo.ts isEmbeddableImage). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

export const LOGO_MESSAGES = {
  notImage: 'Please select an image file (PNG, JPEG, GIF, WebP or SVG).',
  tooLarge: 'The logo must be at most 2 MB.',
  uploadFailed: 'The logo could not be uploaded. Please try again.',
} as const;

export interface LogoState {
  /** The upload id the generate and save calls send as logoId. */
  id: string;
  /** `data:image/...;base64,...` for the preview. */
  dataUri: string;
  /** Width / height of the image (1 when it could not be measured). */
  aspect: number;
  fileName: string;
  /** Set when the logo is one of the presets. */
  presetId?: string;
}

/** The problem with `file` as a logo, or null when it may be uploaded. */
export function checkLogoFile(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return LOGO_MESSAGES.notImage;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}

function readDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The image's aspect ratio; 1 if it does not load within a moment (the preview still works). */
function measureAspect(dataUri: string): Promise<number> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(1), 500);
    image.onload = () => {
      clearTimeout(timer);
      const { naturalWidth: w, naturalHeight: h } = image;
      resolve(w > 0 && h > 0 ? w / h : 1);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(1);
    };
    image.src = dataUri;
  });
}

/** Uploads and reads the logo; rejects with the upload's ApiError or a read error. */
export async function prepareLogo(file: File, presetId?: string): Promise<LogoState> {
  const [uploaded, dataUri] = await Promise.all([uploadLogo(file), readDataUri(file)]);
  const aspect = await measureAspect(dataUri);
  return { id: uploaded.id, dataUri, aspect, fileName: file.name, presetId };
}

/**
 * A logo uploaded earlier, by its id (a brand kit's logo): read from /logo/{id} for the preview.
 * Rejects when it is no longer there.
 */
export async function loadUploadedLogo(id: string): Promise<LogoState> {
  const res = await fetch(`/logo/${encodeURIComponent(id)}`, { credentials: 'include' });
  if (!res.ok) throw new Error(`logo ${id}: ${res.status}`);
  const blob = await res.blob();
  const file = new File([blob], 'Brand kit logo', { type: blob.type || 'image/png' });
  const dataUri = await readDataUri(file);
  const aspect = await measureAspect(dataUri);
  return { id, dataUri, aspect, fileName: file.name };
}
