import { PREMIUM_OR_TRIAL } from '../../../lib/plan-labels.js';
export type FeatureCategory = 'generation' | 'customization' | 'management' | 'security';

export const FEATURE_CATEGORIES: readonly { id: FeatureCategory; title: string; intro: string }[] =
  [
    {
      id: 'generation',
      title: 'Generation',
      intro: 'Make codes for what people actually scan, and know they work before you print.',
    },
    {
      id: 'customization',
      title: 'Customization',
      intro: 'Make a code look like your brand without making it hard to read.',
    },
    {
      id: 'management',
      title: 'Management',
      intro: 'Keep your codes in one place and change them after they are printed.',
    },
    {
      id: 'security',
      title: 'Security and privacy',
      intro: 'Protect the people who scan your codes, and your account.',
    },
  ];

/** Who can use a feature: everyone, a free account, or the trial / a subscription. */
export type FeatureAccess = 'everyone' | 'account' | 'premium';

export interface Feature {
  id: string;
  category: FeatureCategory;
  title: string;
  description: string;
  access: FeatureAccess;
  /** A page with more about it. */
  link?: { href: string; label: string };
  /**
   * What provides the claim today: `METHOD /path` of a server route (checked by
   * features-claims.test.ts against the real app) and/or a file of the web app.
   */
  providedBy: { routes: readonly string[]; files: readonly string[] };
}

/** The 12 cards of /features (spec 001 §2), true of the product today. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'types',
    category: 'generation',
    title: '16 kinds of QR code',
    description:
      'Websites, contact cards (vCard), Wi-Fi access, e-mail, SMS, WhatsApp, locations, calendar events, app downloads, social profiles, review pages, Bitcoin payments, PDFs, images, plain text and product payments.',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/qr/payload/index.ts', 'src/contracts/qr-content.ts'],
    },
  },
  {
    id: 'downloads',
    category: 'generation',
    title: 'PNG, SVG and PDF downloads',
    description:
      'Download a PNG up to 4096 pixels wide, a vector SVG that stays sharp at any size, or a print-ready PDF at the size you choose.',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode', 'POST /api/generate-qrcode/pdf'],
      files: ['src/web/features/generator/result/download-files.ts'],
    },
  },
  {
    id: 'scan-check',
    category: 'generation',
    title: 'Scan check before you print',
    description:
      'Each code is read back by three independent decoders and a simulated phone camera, then graded Robust, Fragile or Not scannable with advice on what to change.',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/server/lib/qr-output/scan-check.ts'],
    },
  },
  {
    id: 'colours',
    category: 'customization',
    title: 'Colours and gradients',
    description:
      'Pick foreground and background colours, with a contrast check that warns when a combination will not scan. Two-colour gradients come with a free account.',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/contracts/design.ts', 'src/qr/verify/contrast.ts'],
    },
  },
  {
    id: 'shapes',
    category: 'customization',
    title: 'Dot and corner shapes',
    description:
      'Square, circle, rounded or classy-rounded dots, and square, squircle or curved-square corner markers, each with its own colour.',
    access: 'everyone',
    providedBy: { routes: ['POST /api/generate-qrcode'], files: ['src/qr/render/design.ts'] },
  },
  {
    id: 'logo-frame',
    category: 'customization',
    title: 'Logos and frames',
    description:
      'Add a call-to-action frame such as "SCAN ME" in three styles. With a free account, place your own logo or a preset icon in the centre.',
    access: 'account',
    providedBy: {
      routes: ['POST /api/generate-qrcode', 'POST /api/upload-logo'],
      files: ['src/web/features/generator/logo-presets.ts'],
    },
  },
  {
    id: 'saved',
    category: 'management',
    title: 'Saved codes',
    description:
      'Keep the codes you make in your account (up to 20 on the free plan), rename them and download them again at any time.',
    access: 'account',
    providedBy: {
      routes: ['GET /api/qrcodes', 'POST /api/qrcodes'],
      files: ['src/web/features/dashboard/dashboard-page.tsx'],
    },
  },
  {
    id: 'dynamic',
    category: 'management',
    title: 'Dynamic codes',
    description:
      'Print once, change the destination later. Pause and resume a code, and export your codes with their scan counts as CSV. A free account includes one; the trial and subscriptions include more.',
    access: 'premium',
    providedBy: {
      routes: [
        'POST /api/dynamic-qrcodes',
        'PUT /api/dynamic-qrcodes/:id',
        'POST /api/dynamic-qrcodes/:id/pause',
        'POST /api/dynamic-qrcodes/:id/resume',
        'GET /api/dynamic-qrcodes/export.csv',
      ],
      files: [],
    },
  },
  {
    id: 'analytics',
    category: 'management',
    title: 'Scan analytics',
    description:
      'See scans over time, unique visitors, countries, devices, browsers and operating systems for each dynamic code, and export them as CSV or PDF.',
    access: 'premium',
    link: { href: '/features/analytics', label: 'Learn about analytics' },
    providedBy: {
      routes: [
        'GET /api/user-analytics',
        'GET /api/dynamic-qrcodes/:id/analytics.csv',
        'GET /api/dynamic-qrcodes/:id/analytics.pdf',
      ],
      files: ['src/web/features/analytics/analytics-overview.tsx'],
    },
  },
  {
    id: 'safe-links',
    category: 'security',
    title: 'Safe short links',
    description:
      'Dynamic codes only redirect to web addresses that pass our checks, and a paused or deleted code shows a clear page instead of a broken link.',
    access: 'everyone',
    providedBy: {
      routes: ['GET /d/*'],
      files: ['src/server/modules/redirect/safe-destination.ts'],
    },
  },
  {
    id: 'privacy',
    category: 'security',
    title: 'Analytics without IP addresses',
    description:
      'Scans are counted without storing IP addresses: unique visitors are told apart by a one-way key that changes every day, and bots and link previews are left out.',
    access: 'everyone',
    providedBy: {
      routes: ['GET /d/*'],
      files: [
        'src/server/modules/scans/visitor-key.ts',
        'src/server/modules/scans/bot-detection.ts',
      ],
    },
  },
  {
    id: 'accounts',
    category: 'security',
    title: 'Careful account security',
    description:
      'Passwords are hashed with Argon2, sessions live in a secure cookie and end everywhere when you change your password, and repeated failed log-ins are slowed down. Log in with Google is available when the site enables it.',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/login', 'POST /api/change-password'],
      files: ['src/server/modules/auth/password.ts'],
    },
  },
];

export const ACCESS_LABELS: Record<FeatureAccess, string | null> = {
  everyone: null,
  account: 'Free account',
  premium: PREMIUM_OR_TRIAL,
};
