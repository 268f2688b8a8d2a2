// The public site's messages in French.
import type { SiteBundle } from '../bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/common/fr.js';
import { messages as chrome } from '../../../../contracts/i18n/catalogues/site-chrome/fr.js';
import { messages as landing } from '../../../../contracts/i18n/catalogues/site-landing/fr.js';
import { messages as features } from '../../../../contracts/i18n/catalogues/site-features/fr.js';
import { messages as faq } from '../../../../contracts/i18n/catalogues/site-faq/fr.js';
import { messages as useCases } from '../../../../contracts/i18n/catalogues/site-use-cases/fr.js';
import { messages as about } from '../../../../contracts/i18n/catalogues/site-about/fr.js';
import { messages as contact } from '../../../../contracts/i18n/catalogues/site-contact/fr.js';
import { messages as analyticsFeature } from '../../../../contracts/i18n/catalogues/site-analytics-feature/fr.js';
import { messages as templates } from '../../../../contracts/i18n/catalogues/site-templates/fr.js';
import { messages as developers } from '../../../../contracts/i18n/catalogues/site-developers/fr.js';
import { messages as subscribe } from '../../../../contracts/i18n/catalogues/site-subscribe/fr.js';
import { messages as privacy } from '../../../../contracts/i18n/catalogues/site-privacy/fr.js';
import { messages as terms } from '../../../../contracts/i18n/catalogues/site-terms/fr.js';
import { messages as blog } from '../../../../contracts/i18n/catalogues/site-blog/fr.js';
import { messages as contract } from '../../../../contracts/i18n/catalogues/contract-messages/fr.js';
import { messages as generatorForms } from '../../../../contracts/i18n/catalogues/site-generator-forms/fr.js';
import { messages as generatorDesign } from '../../../../contracts/i18n/catalogues/site-generator-design/fr.js';
import { messages as generatorResult } from '../../../../contracts/i18n/catalogues/site-generator-result/fr.js';
import { messages as billing } from '../../../../contracts/i18n/catalogues/site-billing/fr.js';

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
