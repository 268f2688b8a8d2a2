// Which type (and data) the generator opens on (spec 000 §2, 001 §2 "Use Template"): a
// template handed over in sessionStorage wins, then the `qr` query parameter, then the
// localStorage item. Restricted types (pdf while signed out) are not preselected.
// Read before the card's chunk loads (the hero needs the type), so this module stays light:
// the template's data is mapped onto the form by the card (templateToContent).
import { isQrType, type QrType } from '../../../qr/payload/qr-types.js';

export const SELECTED_TYPE_KEY = 'selectedQrType';
export const SELECTED_TEMPLATE_KEY = 'selectedTemplate';
// The template's query parameter is shared with the templates page's links (src/contracts).
export { TEMPLATE_QUERY_PARAM } from '../../../contracts/template-link.js';

/** A template as the templates page stores it (001 §2): type, preview data, title, design. */
export interface SelectedTemplate {
  qrType: string;
  data: Record<string, unknown>;
  title: string | null;
  /** Flat design fields, unchecked (the card takes the valid ones: designFromTemplate). */
  design: unknown;
}

export interface Preselection {
  qrType: QrType;
  /** The template to fill the form from, when the preselection came from one. */
  template: SelectedTemplate | null;
}

/** Type names a template (spec 001 §2: "event", "app-download", ...) may use for ours. */
const TYPE_ALIASES: Readonly<Record<string, QrType>> = {
  website: 'url',
  event: 'events',
  app: 'apps',
  'social-media': 'social',
  menu: 'pdf',
  call: 'phone',
  tel: 'phone',
};

/** Our type for a type name or one of its aliases (any case); null for anything else. */
export function resolveQrType(name: unknown): QrType | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  if (isQrType(key)) return key;
  return Object.hasOwn(TYPE_ALIASES, key) ? (TYPE_ALIASES[key] ?? null) : null;
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

function readTemplate(): SelectedTemplate | null {
  const raw = readStorage(() => sessionStorage, SELECTED_TEMPLATE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as {
      qrType?: unknown;
      data?: unknown;
      title?: unknown;
      design?: unknown;
    };
    if (typeof parsed.qrType !== 'string') return null;
    const data = typeof parsed.data === 'object' && parsed.data !== null ? parsed.data : {};
    return {
      qrType: parsed.qrType,
      data: data as Record<string, unknown>,
      title: typeof parsed.title === 'string' ? parsed.title : null,
      design: parsed.design ?? null,
    };
  } catch {
    return null;
  }
}

/** The preselection from `search` (e.g. "?qr=wifi") and the browser's storage, or null. */
export function readPreselection(search: string, signedIn: boolean): Preselection | null {
  // "Use Template" sets ?qr= to the template's type, which may be an alias ("event").
  const fromQuery = resolveQrType(new URLSearchParams(search).get('qr'));
  const fromStorage = resolveQrType(readStorage(() => localStorage, SELECTED_TYPE_KEY));
  const template = readTemplate();
  const templateType = resolveQrType(template?.qrType) ?? fromQuery;
  const candidates: (Preselection | null)[] = [
    template && templateType ? { qrType: templateType, template } : null,
    fromQuery ? { qrType: fromQuery, template: null } : null,
    fromStorage ? { qrType: fromStorage, template: null } : null,
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
