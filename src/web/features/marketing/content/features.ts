// The features' facts: what each is, who may use it and what provides it. Their words, in every
// language, are the site-features catalogue's (src/contracts/i18n/catalogues/site-features):
// `feature.{id}.title` and `.description`, `category.{id}.title` and `.intro`.
import type { SiteFeaturesMessageId } from '../../../../contracts/i18n/catalogues/site-features/en.js';

export type FeatureCategory = 'generation' | 'customization' | 'management' | 'security';

export const FEATURE_CATEGORIES: readonly FeatureCategory[] = [
  'generation',
  'customization',
  'management',
  'security',
];

/** Who can use a feature: everyone, a free account, or the trial / a subscription. */
export type FeatureAccess = 'everyone' | 'account' | 'premium';

export interface Feature {
  id: string;
  category: FeatureCategory;
  access: FeatureAccess;
  /** A page with more about it, and its link's words. */
  link?: { href: string; label: SiteFeaturesMessageId };
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
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/qr/payload/index.ts', 'src/contracts/qr-content.ts'],
    },
  },
  {
    id: 'downloads',
    category: 'generation',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode', 'POST /api/generate-qrcode/pdf'],
      files: ['src/web/features/generator/result/download-files.ts'],
    },
  },
  {
    id: 'scan-check',
    category: 'generation',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/server/lib/qr-output/scan-check.ts'],
    },
  },
  {
    id: 'colours',
    category: 'customization',
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/generate-qrcode'],
      files: ['src/contracts/design.ts', 'src/qr/verify/contrast.ts'],
    },
  },
  {
    id: 'shapes',
    category: 'customization',
    access: 'everyone',
    providedBy: { routes: ['POST /api/generate-qrcode'], files: ['src/qr/render/design.ts'] },
  },
  {
    id: 'logo-frame',
    category: 'customization',
    access: 'account',
    providedBy: {
      routes: ['POST /api/generate-qrcode', 'POST /api/upload-logo'],
      files: ['src/web/features/generator/logo-presets.ts'],
    },
  },
  {
    id: 'saved',
    category: 'management',
    access: 'account',
    providedBy: {
      routes: ['GET /api/qrcodes', 'POST /api/qrcodes'],
      files: ['src/web/features/dashboard/dashboard-page.tsx'],
    },
  },
  {
    id: 'dynamic',
    category: 'management',
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
    access: 'premium',
    link: { href: '/features/analytics', label: 'link.analytics' },
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
    access: 'everyone',
    providedBy: {
      routes: ['GET /d/*'],
      files: ['src/server/modules/redirect/safe-destination.ts'],
    },
  },
  {
    id: 'privacy',
    category: 'security',
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
    access: 'everyone',
    providedBy: {
      routes: ['POST /api/login', 'POST /api/change-password'],
      files: ['src/server/modules/auth/password.ts'],
    },
  },
];

/** The badge of a feature not open to everyone (a message id), or null. */
export const ACCESS_LABELS: Record<FeatureAccess, SiteFeaturesMessageId | null> = {
  everyone: null,
  account: 'access.account',
  premium: 'access.premium',
};

/** A feature's title and description: their message ids. */
export function featureMessageIds(feature: Pick<Feature, 'id'>): {
  title: SiteFeaturesMessageId;
  description: SiteFeaturesMessageId;
} {
  return {
    title: `feature.${feature.id}.title` as SiteFeaturesMessageId,
    description: `feature.${feature.id}.description` as SiteFeaturesMessageId,
  };
}

/** A category's title and introduction: their message ids. */
export function categoryMessageIds(category: FeatureCategory): {
  title: SiteFeaturesMessageId;
  intro: SiteFeaturesMessageId;
} {
  return {
    title: `category.${category}.title`,
    intro: `category.${category}.intro`,
  };
}
