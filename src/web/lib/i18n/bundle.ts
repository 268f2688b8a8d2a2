// The messages the public site draws, one catalogue per namespace (src/contracts/i18n/catalogues),
// gathered per language into one bundle: bundles/{locale}.ts, each its own chunk, so a page
// downloads only its own language (load-bundle.ts).
import type { Catalogue } from '../../../contracts/i18n/format.js';
import type { CommonMessageId } from '../../../contracts/i18n/catalogues/common/en.js';
import type { SiteAboutMessageId } from '../../../contracts/i18n/catalogues/site-about/en.js';
import type { SiteAnalyticsFeatureMessageId } from '../../../contracts/i18n/catalogues/site-analytics-feature/en.js';
import type { SiteBlogMessageId } from '../../../contracts/i18n/catalogues/site-blog/en.js';
import type { SiteChromeMessageId } from '../../../contracts/i18n/catalogues/site-chrome/en.js';
import type { SiteContactMessageId } from '../../../contracts/i18n/catalogues/site-contact/en.js';
import type { SiteDevelopersMessageId } from '../../../contracts/i18n/catalogues/site-developers/en.js';
import type { SiteFaqMessageId } from '../../../contracts/i18n/catalogues/site-faq/en.js';
import type { SiteFeaturesMessageId } from '../../../contracts/i18n/catalogues/site-features/en.js';
import type { SiteLandingMessageId } from '../../../contracts/i18n/catalogues/site-landing/en.js';
import type { SiteSubscribeMessageId } from '../../../contracts/i18n/catalogues/site-subscribe/en.js';
import type { SitePrivacyMessageId } from '../../../contracts/i18n/catalogues/site-privacy/en.js';
import type { SiteTemplatesMessageId } from '../../../contracts/i18n/catalogues/site-templates/en.js';
import type { SiteTermsMessageId } from '../../../contracts/i18n/catalogues/site-terms/en.js';
import type { SiteUseCasesMessageId } from '../../../contracts/i18n/catalogues/site-use-cases/en.js';
import type { SiteGeneratorFormsMessageId } from '../../../contracts/i18n/catalogues/site-generator-forms/en.js';
import type { SiteGeneratorDesignMessageId } from '../../../contracts/i18n/catalogues/site-generator-design/en.js';
import type { SiteGeneratorResultMessageId } from '../../../contracts/i18n/catalogues/site-generator-result/en.js';
import type { SiteBillingMessageId } from '../../../contracts/i18n/catalogues/site-billing/en.js';
import type { ContractMessageId } from '../../../contracts/i18n/catalogues/contract-messages/en.js';

/** The message ids of each namespace of the site's bundle. */
export interface SiteMessageIds {
  common: CommonMessageId;
  chrome: SiteChromeMessageId;
  landing: SiteLandingMessageId;
  features: SiteFeaturesMessageId;
  faq: SiteFaqMessageId;
  useCases: SiteUseCasesMessageId;
  about: SiteAboutMessageId;
  contact: SiteContactMessageId;
  analyticsFeature: SiteAnalyticsFeatureMessageId;
  templates: SiteTemplatesMessageId;
  developers: SiteDevelopersMessageId;
  subscribe: SiteSubscribeMessageId;
  privacy: SitePrivacyMessageId;
  terms: SiteTermsMessageId;
  blog: SiteBlogMessageId;
  /** The contracts' validation and server messages, found by their English text (localize-message.ts). */
  contract: ContractMessageId;
  generatorForms: SiteGeneratorFormsMessageId;
  generatorDesign: SiteGeneratorDesignMessageId;
  generatorResult: SiteGeneratorResultMessageId;
  billing: SiteBillingMessageId;
}

export type SiteNamespace = keyof SiteMessageIds;

/** One language's messages for the whole public site. */
export type SiteBundle = { readonly [N in SiteNamespace]: Catalogue<SiteMessageIds[N]> };
