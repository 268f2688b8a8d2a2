import type { SitePrivacyMessageId } from '../../../contracts/i18n/catalogues/site-privacy/en.js';
import { useT } from '../../lib/i18n/i18n.js';
import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: readonly LegalSection<SitePrivacyMessageId>[] = [
  {
    title: 'anonymous.title',
    body: [
      { p: 'anonymous.text' },
      { ul: ['anonymous.generated', 'anonymous.browserId'] },
      { p: 'anonymous.use' },
    ],
  },
  {
    title: 'account.title',
    body: [
      {
        ul: [
          'account.email',
          'account.password',
          'account.codes',
          'account.plan',
          'account.sessions',
        ],
      },
    ],
  },
  { title: 'cookies.title', body: [{ p: 'cookies.text' }] },
  {
    title: 'scans.title',
    body: [
      { p: 'scans.text' },
      {
        ul: ['scans.time', 'scans.device', 'scans.country', 'scans.referrer', 'scans.visitorKey'],
      },
      { p: 'scans.noIp' },
    ],
  },
  { title: 'email.title', body: [{ p: 'email.text' }] },
  { title: 'payments.title', body: [{ p: 'payments.text' }] },
  { title: 'abuse.title', body: [{ p: 'abuse.text' }] },
  { title: 'retention.title', body: [{ p: 'retention.text' }] },
  { title: 'operator.title', body: [{ p: 'operator.text' }] },
];

/**
 * /privacy: what this product stores and why, written from the code (schema in
 * src/server/db/schema, scans in src/server/modules/scans), in the page's language (/es/privacy
 * ...; the site-privacy catalogue). Keep it true, in every language, when they change.
 */
export function PrivacyPage() {
  const messages = useT('privacy');
  return (
    <LegalPage englishPath="/privacy" messages={messages} updated="2026-11" sections={SECTIONS} />
  );
}
