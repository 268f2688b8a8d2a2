// The public site's messages in Portuguese.
import type { SiteBundle } from '../bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/common/pt.js';
import { messages as chrome } from '../../../../contracts/i18n/catalogues/site-chrome/pt.js';
import { messages as landing } from '../../../../contracts/i18n/catalogues/site-landing/pt.js';
import { messages as features } from '../../../../contracts/i18n/catalogues/site-features/pt.js';
import { messages as faq } from '../../../../contracts/i18n/catalogues/site-faq/pt.js';
import { messages as useCases } from '../../../../contracts/i18n/catalogues/site-use-cases/pt.js';
import { messages as about } from '../../../../contracts/i18n/catalogues/site-about/pt.js';
import { messages as contact } from '../../../../contracts/i18n/catalogues/site-contact/pt.js';
import { messages as analyticsFeature } from '../../../../contracts/i18n/catalogues/site-analytics-feature/pt.js';
import { messages as templates } from '../../../../contracts/i18n/catalogues/site-templates/pt.js';
import { messages as developers } from '../../../../contracts/i18n/catalogues/site-developers/pt.js';
import { messages as subscribe } from '../../../../contracts/i18n/catalogues/site-subscribe/pt.js';
import { messages as privacy } from '../../../../contracts/i18n/catalogues/site-privacy/pt.js';
import { messages as terms } from '../../../../contracts/i18n/catalogues/site-terms/pt.js';
import { messages as blog } from '../../../../contracts/i18n/catalogues/site-blog/pt.js';
import { messages as contract } from '../../../../contracts/i18n/catalogues/contract-messages/pt.js';
import { messages as generatorForms } from '../../../../contracts/i18n/catalogues/site-generator-forms/pt.js';
import { messages as generatorDesign } from '../../../../contracts/i18n/catalogues/site-generator-design/pt.js';
import { messages as generatorResult } from '../../../../contracts/i18n/catalogues/site-generator-result/pt.js';
import { messages as billing } from '../../../../contracts/i18n/catalogues/site-billing/pt.js';

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
