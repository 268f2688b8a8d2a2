// The public site's messages in German.
import type { SiteBundle } from '../bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/common/de.js';
import { messages as chrome } from '../../../../contracts/i18n/catalogues/site-chrome/de.js';
import { messages as landing } from '../../../../contracts/i18n/catalogues/site-landing/de.js';
import { messages as features } from '../../../../contracts/i18n/catalogues/site-features/de.js';
import { messages as faq } from '../../../../contracts/i18n/catalogues/site-faq/de.js';
import { messages as useCases } from '../../../../contracts/i18n/catalogues/site-use-cases/de.js';
import { messages as about } from '../../../../contracts/i18n/catalogues/site-about/de.js';
import { messages as contact } from '../../../../contracts/i18n/catalogues/site-contact/de.js';
import { messages as analyticsFeature } from '../../../../contracts/i18n/catalogues/site-analytics-feature/de.js';
import { messages as templates } from '../../../../contracts/i18n/catalogues/site-templates/de.js';
import { messages as developers } from '../../../../contracts/i18n/catalogues/site-developers/de.js';
import { messages as subscribe } from '../../../../contracts/i18n/catalogues/site-subscribe/de.js';
import { messages as privacy } from '../../../../contracts/i18n/catalogues/site-privacy/de.js';
import { messages as terms } from '../../../../contracts/i18n/catalogues/site-terms/de.js';
import { messages as blog } from '../../../../contracts/i18n/catalogues/site-blog/de.js';
import { messages as contract } from '../../../../contracts/i18n/catalogues/contract-messages/de.js';
import { messages as generatorForms } from '../../../../contracts/i18n/catalogues/site-generator-forms/de.js';
import { messages as generatorDesign } from '../../../../contracts/i18n/catalogues/site-generator-design/de.js';
import { messages as generatorResult } from '../../../../contracts/i18n/catalogues/site-generator-result/de.js';
import { messages as billing } from '../../../../contracts/i18n/catalogues/site-billing/de.js';

export const bundle: SiteBundle = {
  common,
  chrome,
  landing,
  features,
  faq,
  useCases,
  about,
  contact,
  analyticsFeature,
  templates,
  developers,
  subscribe,
  privacy,
  terms,
  blog,
  contract,
  generatorForms,
  generatorDesign,
  generatorResult,
  billing,
};
