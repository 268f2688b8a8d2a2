// The public site's messages in English: the source every other language translates.
import type { SiteBundle } from '../bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/common/en.js';
import { messages as chrome } from '../../../../contracts/i18n/catalogues/site-chrome/en.js';
import { messages as landing } from '../../../../contracts/i18n/catalogues/site-landing/en.js';
import { messages as features } from '../../../../contracts/i18n/catalogues/site-features/en.js';
import { messages as faq } from '../../../../contracts/i18n/catalogues/site-faq/en.js';
import { messages as useCases } from '../../../../contracts/i18n/catalogues/site-use-cases/en.js';
import { messages as about } from '../../../../contracts/i18n/catalogues/site-about/en.js';
import { messages as contact } from '../../../../contracts/i18n/catalogues/site-contact/en.js';
import { messages as analyticsFeature } from '../../../../contracts/i18n/catalogues/site-analytics-feature/en.js';
import { messages as templates } from '../../../../contracts/i18n/catalogues/site-templates/en.js';
import { messages as developers } from '../../../../contracts/i18n/catalogues/site-developers/en.js';
import { messages as subscribe } from '../../../../contracts/i18n/catalogues/site-subscribe/en.js';
import { messages as privacy } from '../../../../contracts/i18n/catalogues/site-privacy/en.js';
import { messages as terms } from '../../../../contracts/i18n/catalogues/site-terms/en.js';
import { messages as blog } from '../../../../contracts/i18n/catalogues/site-blog/en.js';
import { messages as contract } from '../../../../contracts/i18n/catalogues/contract-messages/en.js';
import { messages as generatorForms } from '../../../../contracts/i18n/catalogues/site-generator-forms/en.js';
import { messages as generatorDesign } from '../../../../contracts/i18n/catalogues/site-generator-design/en.js';
import { messages as generatorResult } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { messages as billing } from '../../../../contracts/i18n/catalogues/site-billing/en.js';

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
