import type { QrType } from '../../../../qr/payload/qr-types.js';
import { TEMPLATE_QUERY_PARAM } from '../../../../contracts/template-link.js';
import {
  messages as english,
  type SiteTemplatesMessageId,
} from '../../../../contracts/i18n/catalogues/site-templates/en.js';

// A template's name and description, in every language, are the site-templates catalogue's
// (`{id}.title`, `{id}.description`), and so are the categories' and the QR types' names
// (`category.{id}`, `type.{type}`). The generator, in English only for now, is handed the
// English name.

export type TemplateCategory = 'business' | 'personal' | 'hospitality' | 'events';

/** The category filter's buttons, in order ("all" first); each has its `category.{id}` message. */
export const TEMPLATE_CATEGORIES: readonly (TemplateCategory | 'all')[] = [
  'all',
  'business',
  'personal',
  'hospitality',
  'events',
];

/** A category's name (or "All Templates"): its message id. */
export function categoryMessageId(category: TemplateCategory | 'all'): SiteTemplatesMessageId {
  return `category.${category}`;
}

/** The QR types the templates open the generator on (each has its `type.{type}` message). */
export type TemplateQrType = Extract<
  QrType,
  | 'url'
  | 'contact'
  | 'payment'
  | 'pdf'
  | 'location'
  | 'wifi'
  | 'events'
  | 'email'
  | 'social'
  | 'apps'
  | 'bitcoin'
>;

/** A QR type's name on the cards ("Menu/PDF" for a PDF: a menu as often as a document). */
export function typeMessageId(type: TemplateQrType): SiteTemplatesMessageId {
  return `type.${type}`;
}

/** A design in the generator's flat field names (src/contracts/design.ts). */
export interface TemplateDesign {
  fgColor: string;
  bgColor: string;
  gradientColor?: string;
  dotShape: 'square' | 'circle' | 'rounded' | 'classy-rounded';
  cornerShape: 'square' | 'circle' | 'curve-square';
  innerCornerShape: 'square' | 'circle' | 'curve-square';
  enableFrame: boolean;
  frameText?: string;
  frameColor?: string;
  frameTextColor?: string;
  frameStyle?: 'rounded' | 'square' | 'speech-bubble';
}

export interface Template {
  /** The spec's template id (001 §2); its name and description are `{id}.title`, `{id}.description`. */
  id: string;
  category: TemplateCategory;
  popular: boolean;
  /** The type name handed to the generator (aliases such as "event" are resolved there). */
  qrType: string;
  /** The QR type the generator opens on. */
  generatorType: TemplateQrType;
  /** Preview data in the spec's shape for its type (001 §3): what the generator is filled with. */
  previewData: Record<string, string | number>;
  design: TemplateDesign;
}

/** The 13 templates of /templates (spec 001 §2). Sample data only: replace it with your own. */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'website',
    category: 'business',
    popular: true,
    qrType: 'url',
    generatorType: 'url',
    previewData: { url: 'https://example.com' },
    design: {
      fgColor: '#1E3A8A',
      bgColor: '#FFFFFF',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'VISIT US',
      frameColor: '#1E3A8A',
      frameTextColor: '#FFFFFF',
      frameStyle: 'rounded',
    },
  },
  {
    id: 'business-card',
    category: 'business',
    popular: true,
    qrType: 'contact',
    generatorType: 'contact',
    previewData: {
      firstName: 'Alex',
      lastName: 'Morgan',
      company: 'Example Studio',
      phone: '+15555550100',
      email: 'alex@example.com',
    },
    design: {
      fgColor: '#111827',
      bgColor: '#FFFFFF',
      dotShape: 'square',
      cornerShape: 'square',
      innerCornerShape: 'square',
      enableFrame: false,
    },
  },
  {
    id: 'payment',
    category: 'business',
    popular: false,
    qrType: 'payment',
    generatorType: 'payment',
    previewData: { amount: 25, currency: 'USD' },
    design: {
      fgColor: '#065F46',
      bgColor: '#FFFFFF',
      dotShape: 'rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'PAY HERE',
      frameColor: '#065F46',
      frameTextColor: '#FFFFFF',
      frameStyle: 'square',
    },
  },
  {
    id: 'menu',
    category: 'hospitality',
    popular: true,
    qrType: 'menu',
    generatorType: 'pdf',
    previewData: { fileName: 'menu.pdf' },
    design: {
      fgColor: '#7C2D12',
      bgColor: '#FFF7ED',
      dotShape: 'classy-rounded',
      cornerShape: 'curve-square',
      innerCornerShape: 'square',
      enableFrame: true,
      frameText: 'SEE OUR MENU',
      frameColor: '#7C2D12',
      frameTextColor: '#FFFFFF',
      frameStyle: 'speech-bubble',
    },
  },
  {
    id: 'location',
    category: 'personal',
    popular: false,
    qrType: 'location',
    generatorType: 'location',
    previewData: { address: 'Champ de Mars, 5 Avenue Anatole France, 75007 Paris, France' },
    design: {
      fgColor: '#B91C1C',
      bgColor: '#FFFFFF',
      dotShape: 'circle',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      enableFrame: false,
    },
  },
  {
    id: 'wifi',
    category: 'hospitality',
    popular: true,
    qrType: 'wifi',
    generatorType: 'wifi',
    previewData: { ssid: 'Guest WiFi', password: 'welcome-guest-2026', encryption: 'WPA' },
    design: {
      fgColor: '#1F2937',
      bgColor: '#FFFFFF',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'FREE WIFI',
      frameColor: '#1F2937',
      frameTextColor: '#FFFFFF',
      frameStyle: 'rounded',
    },
  },
  {
    id: 'event',
    category: 'events',
    popular: true,
    qrType: 'event',
    generatorType: 'events',
    previewData: { eventName: 'Summer Open House', date: '2026-07-18', time: '18:00' },
    design: {
      fgColor: '#6D28D9',
      bgColor: '#FFFFFF',
      dotShape: 'classy-rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'SAVE THE DATE',
      frameColor: '#6D28D9',
      frameTextColor: '#FFFFFF',
      frameStyle: 'rounded',
    },
  },
  {
    id: 'contact-phone',
    category: 'personal',
    popular: false,
    qrType: 'contact',
    generatorType: 'contact',
    previewData: { firstName: 'Alex', lastName: 'Morgan', phone: '+15555550100' },
    design: {
      fgColor: '#0F766E',
      bgColor: '#FFFFFF',
      dotShape: 'circle',
      cornerShape: 'square',
      innerCornerShape: 'circle',
      enableFrame: false,
    },
  },
  {
    id: 'email',
    category: 'business',
    popular: false,
    qrType: 'email',
    generatorType: 'email',
    previewData: {
      recipient: 'hello@example.com',
      subject: 'Question about my order',
      body: 'Hello, I have a question about my order:',
    },
    design: {
      fgColor: '#1D4ED8',
      bgColor: '#FFFFFF',
      dotShape: 'square',
      cornerShape: 'curve-square',
      innerCornerShape: 'square',
      enableFrame: false,
    },
  },
  {
    id: 'social-media',
    category: 'personal',
    popular: true,
    qrType: 'social-media',
    generatorType: 'social',
    previewData: { platform: 'instagram', url: 'https://www.instagram.com/example' },
    design: {
      fgColor: '#BE185D',
      bgColor: '#FFFFFF',
      gradientColor: '#7E22CE',
      dotShape: 'rounded',
      cornerShape: 'circle',
      innerCornerShape: 'circle',
      enableFrame: true,
      frameText: 'FOLLOW US',
      frameColor: '#BE185D',
      frameTextColor: '#FFFFFF',
      frameStyle: 'rounded',
    },
  },
  {
    id: 'event-calendar',
    category: 'events',
    popular: false,
    qrType: 'event',
    generatorType: 'events',
    previewData: { eventName: 'Team Workshop', date: '2026-09-03', time: '09:30' },
    design: {
      fgColor: '#0E7490',
      bgColor: '#FFFFFF',
      dotShape: 'square',
      cornerShape: 'square',
      innerCornerShape: 'square',
      enableFrame: true,
      frameText: 'ADD TO CALENDAR',
      frameColor: '#0E7490',
      frameTextColor: '#FFFFFF',
      frameStyle: 'square',
    },
  },
  {
    id: 'app-download',
    category: 'business',
    popular: false,
    qrType: 'app-download',
    generatorType: 'apps',
    previewData: {
      appName: 'Example App',
      appStoreUrl: 'https://apps.apple.com/us/app/example/id1234567890',
    },
    design: {
      fgColor: '#000000',
      bgColor: '#FFFFFF',
      dotShape: 'rounded',
      cornerShape: 'curve-square',
      innerCornerShape: 'curve-square',
      enableFrame: true,
      frameText: 'GET THE APP',
      frameColor: '#000000',
      frameTextColor: '#FFFFFF',
      frameStyle: 'rounded',
    },
  },
  {
    id: 'bitcoin-payment',
    category: 'personal',
    popular: false,
    qrType: 'bitcoin',
    generatorType: 'bitcoin',
    previewData: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 0.001 },
    design: {
      fgColor: '#92400E',
      bgColor: '#FFFFFF',
      dotShape: 'square',
      cornerShape: 'circle',
      innerCornerShape: 'square',
      enableFrame: false,
    },
  },
];

/** A template's name and description: their message ids. */
export function messageIdsOfTemplate(template: Pick<Template, 'id'>): {
  title: SiteTemplatesMessageId;
  description: SiteTemplatesMessageId;
} {
  return {
    title: `${template.id}.title` as SiteTemplatesMessageId,
    description: `${template.id}.description` as SiteTemplatesMessageId,
  };
}

/**
 * Where "Use Template" goes: the generator opened on the template's type, naming the template.
 * A plain link, so it works before the page has hydrated and without the templates page's
 * script: the generator then finds the template by its id (templateSelectionById). `home` is
 * the generator's page: "/", or a translated landing page ("/es/").
 */
export function templateHref(template: Template, home = '/'): string {
  const query = new URLSearchParams({ qr: template.qrType, [TEMPLATE_QUERY_PARAM]: template.id });
  return `${home}?${query.toString()}`;
}

/** What "Use Template" hands the generator (spec 001 §2: qrType, data, title, plus the design). */
export function templateSelection(template: Template): {
  qrType: string;
  data: Record<string, string | number>;
  title: string;
  design: TemplateDesign;
} {
  return {
    qrType: template.qrType,
    data: template.previewData,
    title: english[messageIdsOfTemplate(template).title],
    design: template.design,
  };
}

/** The selection of the template with `id`, or null when there is none. */
export function templateSelectionById(id: string): ReturnType<typeof templateSelection> | null {
  const template = TEMPLATES.find((t) => t.id === id);
  return template ? templateSelection(template) : null;
}
