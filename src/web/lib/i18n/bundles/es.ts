// The public site's messages in Spanish.
import type { SiteBundle } from '../bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/common/es.js';
import { messages as chrome } from '../../../../contracts/i18n/catalogues/site-chrome/es.js';
import { messages as landing } from '../../../../contracts/i18n/catalogues/site-landing/es.js';
import { messages as features } from '../../../../contracts/i18n/catalogues/site-features/es.js';
import { messages as faq } from '../../../../contracts/i18n/catalogues/site-faq/es.js';
import { messages as useCases } from '../../../../contracts/i18n/catalogues/site-use-cases/es.js';
import { messages as about } from '../../../../contracts/i18n/catalogues/site-about/es.js';
import { messages as contact } from '../../../../contracts/i18n/catalogues/site-contact/es.js';
import { messages as analyticsFeature } from '../../../../contracts/i18n/catalogues/site-analytics-feature/es.js';
import { messages as templates } from '../../../../contracts/i18n/catalogues/site-templates/es.js';
import { messages as developers } from '../../../../contracts/i18n/catalogues/site-developers/es.js';
import { messages as subscribe } from '../../../../contracts/i18n/catalogues/site-subscribe/es.js';
import { messages as privacy } from '../../../../contracts/i18n/catalogues/site-privacy/es.js';
import { messages as terms } from '../../../../contracts/i18n/catalogues/site-terms/es.js';
import { messages as blog } from '../../../../contracts/i18n/catalogues/site-blog/es.js';
import { messages as contract } from '../../../../contracts/i18n/catalogues/contract-messages/es.js';
import { messages as generatorForms } from '../../../../contracts/i18n/catalogues/site-generator-forms/es.js';
import { messages as generatorDesign } from '../../../../contracts/i18n/catalogues/site-generator-design/es.js';
import { messages as generatorResult } from '../../../../contracts/i18n/catalogues/site-generator-result/es.js';
import { messages as billing } from '../../../../contracts/i18n/catalogues/site-billing/es.js';

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
