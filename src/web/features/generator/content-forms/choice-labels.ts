import {
  APP_CATEGORIES,
  APP_PLATFORMS,
  REVIEW_PLATFORMS,
  SOCIAL_PLATFORMS,
} from '../../../../contracts/qr-content.js';

// Display names for the choice lists of spec 000 §3 (the stored values are the list's).

export interface ChoiceOption {
  value: string;
  label: string;
}

const SOCIAL_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
};

const REVIEW_LABELS: Record<(typeof REVIEW_PLATFORMS)[number], string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  trustpilot: 'Trustpilot',
};

const APP_PLATFORM_LABELS: Record<(typeof APP_PLATFORMS)[number], string> = {
  appstore: 'App Store',
  googleplay: 'Google Play',
  microsoft: 'Microsoft Store',
  amazon: 'Amazon Appstore',
};

const APP_CATEGORY_LABELS: Record<(typeof APP_CATEGORIES)[number], string> = {
  games: 'Games',
  productivity: 'Productivity',
  social: 'Social',
  utilities: 'Utilities',
  entertainment: 'Entertainment',
  lifestyle: 'Lifestyle',
  education: 'Education',
  business: 'Business',
  health: 'Health & Fitness',
  finance: 'Finance',
  news: 'News',
  travel: 'Travel',
  shopping: 'Shopping',
  photo: 'Photo & Video',
  music: 'Music',
  weather: 'Weather',
  reference: 'Reference',
  sports: 'Sports',
  food: 'Food & Drink',
  medical: 'Medical',
};

function options<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const SOCIAL_PLATFORM_OPTIONS: readonly ChoiceOption[] = options(
  SOCIAL_PLATFORMS,
  SOCIAL_LABELS,
);
export const REVIEW_PLATFORM_OPTIONS: readonly ChoiceOption[] = options(
  REVIEW_PLATFORMS,
  REVIEW_LABELS,
);
export const APP_PLATFORM_OPTIONS: readonly ChoiceOption[] = options(
  APP_PLATFORMS,
  APP_PLATFORM_LABELS,
);
export const APP_CATEGORY_OPTIONS: readonly ChoiceOption[] = options(
  APP_CATEGORIES,
  APP_CATEGORY_LABELS,
);

/** WiFi security as users know it; WPA covers WPA/WPA2/WPA3 personal, nopass an open network. */
export const WIFI_ENCRYPTION_OPTIONS: readonly ChoiceOption[] = [
  { value: 'WPA', label: 'WPA/WPA2' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'None' },
];
