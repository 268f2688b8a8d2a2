// The contract-messages catalogue's English is the contracts' own: each text a contract function
// makes, formatted from the catalogue's ICU with the same arguments, is word for word the
// function's; every constant text of the contracts is in the catalogue (bar the three whose
// wording changes with more than a plural, en.ts says which).
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../account-messages.js';
import { AUTH_MESSAGES } from '../../../auth.js';
import { BULK_MESSAGES } from '../../../bulk.js';
import { BULK_MESSAGES as CODE_BULK_MESSAGES } from '../../../code-bulk.js';
import { COMPANY_SIGN_IN_MESSAGES } from '../../../company-sign-in.js';
import { CONTACT_MESSAGES } from '../../../contact.js';
import { DYNAMIC_MESSAGES } from '../../../dynamic-codes.js';
import { INVITATION_DAYS, INVITATION_MESSAGES } from '../../../invitations.js';
import { NO_MAIL_MESSAGES } from '../../../mail-delivery.js';
import { NEWSLETTER_MESSAGES } from '../../../newsletter-messages.js';
import { BULK_CREATE_MAX, PUBLIC_API_MESSAGES } from '../../../public-api.js';
import { QR_CONTENT_MESSAGES } from '../../../qr-content.js';
import { WHITE_LABEL_MESSAGES } from '../../../white-label.js';
import { WORKSPACE_MESSAGES } from '../../../workspaces.js';
import { messages, type ContractMessageId } from './en.js';

const english = (id: ContractMessageId, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages[id], 'en').format(values));

describe('the contract-messages catalogue in English', () => {
  it('formats each function-made message as the contract function writes it', () => {
    const cases: [ContractMessageId, Record<string, string | number>, string][] = [
      ['account.deleteSubscribed', { names: 'Cafe' }, ACCOUNT_MESSAGES.deleteSubscribed('Cafe')],
      ['account.deleteSoleOwner', { names: 'Cafe' }, ACCOUNT_MESSAGES.deleteSoleOwner('Cafe')],
      [
        'account.tooManyExports',
        { wait: '5 minutes' },
        ACCOUNT_MESSAGES.tooManyExports('5 minutes'),
      ],
      [
        'account.verificationTooSoon',
        { wait: '1 hour' },
        ACCOUNT_MESSAGES.verificationTooSoon('1 hour'),
      ],
      [
        'account.emailChangeSent',
        { address: 'a@b.co' },
        ACCOUNT_MESSAGES.emailChangeSent('a@b.co'),
      ],
      ['account.emailChanged', { address: 'a@b.co' }, ACCOUNT_MESSAGES.emailChanged('a@b.co')],
      [
        'account.emailChangedSignIn',
        { address: 'a@b.co' },
        ACCOUNT_MESSAGES.emailChangedSignIn('a@b.co'),
      ],
      [
        'auth.tooManyRegistrations',
        { wait: '2 hours' },
        AUTH_MESSAGES.tooManyRegistrations('2 hours'),
      ],
      ['auth.tooManyMails', { wait: '40 seconds' }, AUTH_MESSAGES.tooManyMails('40 seconds')],
      [
        'auth.verificationDeclined',
        { address: 'a@b.co' },
        AUTH_MESSAGES.verificationDeclined('a@b.co'),
      ],
      ['bulk.completeText', { ok: 20, failed: 2 }, BULK_MESSAGES.completeText(20, 2)],
      ['bulk.downloadText', { n: 7 }, BULK_MESSAGES.downloadText(7)],
      ['codeBulk.restoreLimit', { limit: 1 }, CODE_BULK_MESSAGES.restoreLimit(1)],
      ['codeBulk.restoreLimit', { limit: 1500 }, CODE_BULK_MESSAGES.restoreLimit(1500)],
      [
        'companySignIn.publicDomain',
        { domain: 'gmail.com' },
        COMPANY_SIGN_IN_MESSAGES.publicDomain('gmail.com'),
      ],
      [
        'companySignIn.notYourDomain',
        { domain: 'a.co' },
        COMPANY_SIGN_IN_MESSAGES.notYourDomain('a.co'),
      ],
      [
        'companySignIn.domainTaken',
        { domain: 'a.co' },
        COMPANY_SIGN_IN_MESSAGES.domainTaken('a.co'),
      ],
      [
        'companySignIn.discoveryFailed',
        { why: 'HTTP 404' },
        COMPANY_SIGN_IN_MESSAGES.discoveryFailed('HTTP 404'),
      ],
      [
        'companySignIn.verifyFirst',
        { domain: 'a.co' },
        COMPANY_SIGN_IN_MESSAGES.verifyFirst('a.co'),
      ],
      ['companySignIn.notActive', { domain: 'a.co' }, COMPANY_SIGN_IN_MESSAGES.notActive('a.co')],
      [
        'companySignIn.notMember',
        { email: 'a@b.co' },
        COMPANY_SIGN_IN_MESSAGES.notMember('a@b.co'),
      ],
      ['companySignIn.noCompany', { domain: 'a.co' }, COMPANY_SIGN_IN_MESSAGES.noCompany('a.co')],
      [
        'companySignIn.outsideDomain',
        { domain: 'a.co', email: 'x@y.co' },
        COMPANY_SIGN_IN_MESSAGES.outsideDomain('a.co', 'x@y.co'),
      ],
      [
        'contact.failedDescription',
        { email: 'help@q.co' },
        CONTACT_MESSAGES.failedDescription('help@q.co'),
      ],
      ['contact.tooMany', { wait: '1 hour' }, CONTACT_MESSAGES.tooMany('1 hour')],
      ['dynamic.limitReached', { limit: 1 }, DYNAMIC_MESSAGES.limitReached(1)],
      ['dynamic.limitReached', { limit: 25 }, DYNAMIC_MESSAGES.limitReached(25)],
      ['dynamic.savedLimitReached', { limit: 2000 }, DYNAMIC_MESSAGES.savedLimitReached(2000)],
      ['dynamic.trialTooMany', { wait: '3 minutes' }, DYNAMIC_MESSAGES.trialTooMany('3 minutes')],
      [
        'invitation.alreadyMember',
        { email: 'a@b.co' },
        INVITATION_MESSAGES.alreadyMember('a@b.co'),
      ],
      [
        'invitation.otherAddress',
        { invited: 'a@b.co', signedInAs: 'c@d.co' },
        INVITATION_MESSAGES.otherAddress('a@b.co', 'c@d.co'),
      ],
      ['invitation.unproven', { invited: 'a@b.co' }, INVITATION_MESSAGES.unproven('a@b.co')],
      ['invitation.sent', { email: 'a@b.co' }, INVITATION_MESSAGES.sent('a@b.co')],
      [
        'invitation.notSent',
        { email: 'a@b.co', days: INVITATION_DAYS },
        INVITATION_MESSAGES.notSent('a@b.co'),
      ],
      ['invitation.tooMany', { wait: '10 minutes' }, INVITATION_MESSAGES.tooMany('10 minutes')],
      ['noMail.verify', { address: 'a@b.co' }, NO_MAIL_MESSAGES.verify('a@b.co')],
      ['newsletter.tooMany', { wait: '1 hour' }, NEWSLETTER_MESSAGES.tooMany('1 hour')],
      [
        'publicApi.bulkTooMany',
        { max: BULK_CREATE_MAX, count: 1234 },
        PUBLIC_API_MESSAGES.bulkTooMany(1234),
      ],
      ['qrContent.tooLong', { max: 200 }, QR_CONTENT_MESSAGES.tooLong(200)],
      [
        'whiteLabel.localPublicUrl',
        { publicUrl: 'http://localhost:3000' },
        WHITE_LABEL_MESSAGES.localPublicUrl('http://localhost:3000'),
      ],
      ['workspace.needsRole', { role: 'admin' }, WORKSPACE_MESSAGES.needsRole('admin')],
    ];
    for (const [id, values, want] of cases) expect(english(id, values), id).toBe(want);
    // Every ICU message of the catalogue is among the cases.
    const made = new Set(cases.map(([id]) => id));
    const icu = (Object.keys(messages) as ContractMessageId[]).filter((id) =>
      messages[id].includes('{'),
    );
    expect(icu.filter((id) => !made.has(id))).toEqual([]);
  });
});
