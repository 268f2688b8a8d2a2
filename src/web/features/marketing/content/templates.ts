import type { QrType } from '../../../../qr/payload/qr-types.js';
import { TEMPLATE_QUERY_PARAM } from '../../../../contracts/template-link.js';

export type TemplateCategory = 'business' | 'personal' | 'hospitality' | 'events';

export const TEMPLATE_CATEGORIES: readonly { id: TemplateCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All Templates' },
  { id: 'business', label: 'Business' },
  { id: 'personal', label: 'Personal' },
  { id: 'hospitality', label: 'Hospitality' },
  { id: 'events', label: 'Events' },
];

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
  /** The spec's template id (001 §2). */
  id: string;
  title: string;
  description: string;
  category: TemplateCategory;
  popular: boolean;
  /** The type name handed to the generator (aliases such as "event" are resolved there). */
  qrType: string;
  /** The QR type the generator opens on. */
  generatorType: QrType;
  /** Preview data in the spec's shape for its type (001 §3): what the generator is filled with. */
  previewData: Record<string, string | number>;
  design: TemplateDesign;
}

/** The 13 templates of /templates (spec 001 §2). Sample data only: replace it with your own. */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'website',
    title: 'Website Link',
    description: 'Send people to your home page, a landing page or an online shop.',
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
    title: 'Business Card',
    description: 'A contact card with name, company, phone and e-mail, saved in one scan.',
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
    title: 'Payment Request',
    description: 'Open a checkout page for a product or service at a fixed price.',
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
    title: 'Restaurant Menu',
    description: 'Link table cards to your menu as a PDF you can replace at any time.',
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
    title: 'Location',
    description: 'Open an address in the map app, for shops, venues and meeting points.',
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
    title: 'Wi-Fi Access',
    description: 'Let guests join your network without typing the password.',
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
    title: 'Event Invitation',
    description: 'Add an event with its date and time to the scanner’s calendar.',
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
    title: 'Phone Contact',
    description: 'A simple contact with a name and phone number, for flyers and notices.',
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
    title: 'E-mail Message',
    description: 'Open a new e-mail with the address, subject and text already filled in.',
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
    title: 'Social Profile',
    description: 'Grow your following with a code that opens your profile page.',
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
    title: 'Calendar Entry',
    description: 'Put a meeting, class or workshop in the calendar with one scan.',
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
    title: 'App Download',
    description: 'Send people straight to your app’s store page.',
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
    title: 'Bitcoin Payment',
    description: 'Share a wallet address and an amount, copied exactly by the wallet app.',
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

/**
 * Where "Use Template" goes: the generator opened on the template's type, naming the template.
 * A plain link, so it works before the page has hydrated and without the templates page's
 * script: the generator then finds the template by its id (templateSelectionById).
 */
export function templateHref(template: Template): string {
  const query = new URLSearchParams({ qr: template.qrType, [TEMPLATE_QUERY_PARAM]: template.id });
  return `/?${query.toString()}`;
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
    title: template.title,
    design: template.design,
  };
}

/** The selection of the template with `id`, or null when there is none. */
export function templateSelectionById(id: string): ReturnType<typeof templateSelection> | null {
  const template = TEMPLATES.find((t) => t.id === id);
  return template ? templateSelection(template) : null;
}
