import type { ComponentType } from 'react';
import { ApiKeysSection } from './sections/api-keys-section.js';
import { DangerZoneSection } from './sections/danger-zone-section.js';
import { DataExportSection } from './sections/data-export-section.js';
import { EmailVerificationSection } from './sections/email-verification-section.js';
import { LanguageSection } from './sections/language-section.js';
import { PlanSection } from './sections/plan-section.js';
import { ProfileSection } from './sections/profile-section.js';
import { SessionsSection } from './sections/sessions-section.js';
import { SignInSection } from './sections/sign-in-section.js';
import { WebhooksSection } from './sections/webhooks-section.js';
import { ConnectSection } from '../payments/index.js';
import { MailPreferencesSection } from '../newsletter/index.js';
import type { AccountSectionProps } from './section-props.js';

/**
 * The sections of /account-settings, top to bottom. A feature adds its own section (a plan or
 * Stripe Connect card, say) with one line here; each renders its own SectionCard.
 */
export const ACCOUNT_SECTIONS: { key: string; Section: ComponentType<AccountSectionProps> }[] = [
  { key: 'profile', Section: ProfileSection },
  { key: 'language', Section: LanguageSection },
  { key: 'sign-in', Section: SignInSection },
  { key: 'email-verification', Section: EmailVerificationSection },
  { key: 'plan', Section: PlanSection },
  { key: 'connect', Section: ConnectSection },
  { key: 'sessions', Section: SessionsSection },
  { key: 'mail-preferences', Section: MailPreferencesSection },
  { key: 'api-keys', Section: ApiKeysSection },
  { key: 'webhooks', Section: WebhooksSection },
  { key: 'data-export', Section: DataExportSection },
  { key: 'danger-zone', Section: DangerZoneSection },
];
