// Which type (and data) the generator opens on (spec 000 §2, 001 §2 "Use Template"): a
// template handed over in sessionStorage wins, then the `qr` query parameter, then the
// localStorage item. Restricted types (pdf while signed out) are not preselected.
import { isQrType, type QrType } from '../../../qr/payload/qr-types.js';
import { templateToContent, type ContentValue } from './content-forms/index.js';

export const SELECTED_TYPE_KEY = 'selectedQrType';
export const SELECTED_TEMPLATE_KEY = 'selectedTemplate';

export interface Preselection {
  qrType: QrType;
  /** The template's data as form content; null opens the type's empty form. */
  content: ContentValue | null;
  /** The template's title, when the preselection came from a template. */
  templateTitle: string | null;
}

/** Types a signed-out visitor may not open (spec 000 §6). */
export function isRestrictedType(qrType: QrType, signedIn: boolean): boolean {
  return qrType === 'pdf' && !signedIn;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function readTemplate(): Preselection | null {
  const raw = readStorage(() => sessionStorage, SELECTED_TEMPLATE_KEY);
  if (!raw) return null;
  try {
    const template = JSON.parse(raw) as { qrType?: unknown; data?: unknown; title?: unknown };
    if (typeof template.qrType !== 'string' || typeof template.data !== 'object') return null;
    const converted = templateToContent({
      qrType: template.qrType,
      data: (template.data ?? {}) as Record<string, unknown>,
    });
    if (!converted) return null;
    return {
      qrType: converted.qrType,
      content: converted.value,
      templateTitle: typeof template.title === 'string' ? template.title : null,
    };
  } catch {
    return null;
  }
}

/** The preselection from `search` (e.g. "?qr=wifi") and the browser's storage, or null. */
export function readPreselection(search: string, signedIn: boolean): Preselection | null {
  const fromQuery = new URLSearchParams(search).get('qr');
  const fromStorage = readStorage(() => localStorage, SELECTED_TYPE_KEY);
  const candidates: (Preselection | null)[] = [
    readTemplate(),
    isQrType(fromQuery) ? { qrType: fromQuery, content: null, templateTitle: null } : null,
    isQrType(fromStorage) ? { qrType: fromStorage, content: null, templateTitle: null } : null,
  ];
  return candidates.find((c) => c !== null && !isRestrictedType(c.qrType, signedIn)) ?? null;
}

/** A template is used once: removed after the generator has taken it up. */
export function clearSelectedTemplate(): void {
  try {
    sessionStorage.removeItem(SELECTED_TEMPLATE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
