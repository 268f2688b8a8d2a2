import {
  APP_CATEGORIES,
  APP_PLATFORMS,
  REVIEW_PLATFORMS,
  SOCIAL_PLATFORMS,
} from '../../../../contracts/qr-content.js';
import type { SiteGeneratorFormsMessageId } from '../../../../contracts/i18n/catalogues/site-generator-forms/en.js';

// Display names for the choice lists of spec 000 §3 (the stored values are the list's). Brand
// and technical names (platforms, stores, WPA/WPA2) are shown as they are in every language;
// the others are message ids of the generatorForms catalogue (issue 42).

export type ChoiceOption = { value: string } & (
  | {
      /** A name shown as it is in every language (a brand, a standard). */
      name: string;
    }
  | {
      /** The message naming the choice in the page's language. */
      label: SiteGeneratorFormsMessageId;
    }
);

const SOCIAL_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
};

const REVIEW_NAMES: Record<(typeof REVIEW_PLATFORMS)[number], string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  trustpilot: 'Trustpilot',
};

const APP_PLATFORM_NAMES: Record<(typeof APP_PLATFORMS)[number], string> = {
  appstore: 'App Store',
  googleplay: 'Google Play',
  microsoft: 'Microsoft Store',
  amazon: 'Amazon Appstore',
};

const APP_CATEGORY_LABELS: Record<(typeof APP_CATEGORIES)[number], SiteGeneratorFormsMessageId> = {
  games: 'choice.appCategory.games',
  productivity: 'choice.appCategory.productivity',
  social: 'choice.appCategory.social',
  utilities: 'choice.appCategory.utilities',
  entertainment: 'choice.appCategory.entertainment',
  lifestyle: 'choice.appCategory.lifestyle',
  education: 'choice.appCategory.education',
  business: 'choice.appCategory.business',
  health: 'choice.appCategory.health',
  finance: 'choice.appCategory.finance',
  news: 'choice.appCategory.news',
  travel: 'choice.appCategory.travel',
  shopping: 'choice.appCategory.shopping',
  photo: 'choice.appCategory.photo',
  music: 'choice.appCategory.music',
  weather: 'choice.appCategory.weather',
  reference: 'choice.appCategory.reference',
  sports: 'choice.appCategory.sports',
  food: 'choice.appCategory.food',
  medical: 'choice.appCategory.medical',
};

function named<T extends string>(values: readonly T[], names: Record<T, string>): ChoiceOption[] {
  return values.map((value) => ({ value, name: names[value] }));
}

export const SOCIAL_PLATFORM_OPTIONS: readonly ChoiceOption[] = named(
  SOCIAL_PLATFORMS,
  SOCIAL_NAMES,
);
export const REVIEW_PLATFORM_OPTIONS: readonly ChoiceOption[] = named(
  REVIEW_PLATFORMS,
  REVIEW_NAMES,
);
export const APP_PLATFORM_OPTIONS: readonly ChoiceOption[] = named(
  APP_PLATFORMS,
  APP_PLATFORM_NAMES,
);
export const APP_CATEGORY_OPTIONS: readonly ChoiceOption[] = APP_CATEGORIES.map((value) => ({
  value,
  label: APP_CATEGORY_LABELS[value],
}));

/** WiFi security as users know it; WPA covers WPA/WPA2/WPA3 personal, nopass an open network. */
export const WIFI_ENCRYPTION_OPTIONS: readonly ChoiceOption[] = [
  { value: 'WPA', name: 'WPA/WPA2' },
  { value: 'WEP', name: 'WEP' },
  { value: 'nopass', label: 'choice.wifi.none' },
];

/** What a choice shows: its name, or its message drawn by `t` (useT('generatorForms').t). */
export function choiceText(
  t: (id: SiteGeneratorFormsMessageId) => string,
  option: ChoiceOption,
): string {
  return 'name' in option ? option.name : t(option.label);
}
