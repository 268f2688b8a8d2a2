import type { SiteTermsMessageId } from '../../../contracts/i18n/catalogues/site-terms/en.js';
import { useT } from '../../lib/i18n/i18n.js';
import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: readonly LegalSection<SiteTermsMessageId>[] = [
  { title: 'service.title', body: [{ p: 'service.text' }] },
  {
    title: 'account.title',
    body: [{ ul: ['account.email', 'account.responsible', 'account.trial'] }],
  },
  { title: 'plans.title', body: [{ p: 'plans.text' }] },
  {
    title: 'use.title',
    body: [
      { p: 'use.text' },
      { ul: ['use.harm', 'use.files', 'use.flood', 'use.impersonate'] },
      { p: 'use.enforcement' },
    ],
  },
  { title: 'content.title', body: [{ p: 'content.text' }] },
  { title: 'warranty.title', body: [{ p: 'warranty.text' }] },
  { title: 'changes.title', body: [{ p: 'changes.text' }] },
];

/**
 * /terms: the rules of using this site, matching what the product does, in the page's language
 * (/es/terms ...; the site-terms catalogue).
 */
export function TermsPage() {
  const messages = useT('terms');
  return (
    <LegalPage englishPath="/terms" messages={messages} updated="2026-11" sections={SECTIONS} />
  );
}
