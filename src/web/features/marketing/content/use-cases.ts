import type { QrType } from '../../../../contracts/qr-content.js';
import type { SiteUseCasesMessageId } from '../../../../contracts/i18n/catalogues/site-use-cases/en.js';

// An industry's name and example, in every language, are the site-use-cases catalogue's
// (`{id}.industry`, `{id}.example`); its benefits are still written here, in English.
export interface UseCase {
  id: string;
  benefits: readonly string[];
  qrTypes: readonly QrType[];
}

/**
 * The 12 industry cards of /use-cases (spec 001 §2): ways the product's real QR types and
 * features fit each trade. Examples, not customer stories.
 */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 'restaurants',
    benefits: [
      'Update the menu file without reprinting when a dynamic code points to it',
      'Fewer trips to the table to spell out the Wi-Fi password',
    ],
    qrTypes: ['pdf', 'wifi', 'ratings'],
  },
  {
    id: 'retail',
    benefits: [
      'Turn a good visit into a review while the customer is still there',
      'See from scan counts which displays people actually use',
    ],
    qrTypes: ['ratings', 'social', 'url'],
  },
  {
    id: 'real-estate',
    benefits: [
      'Point the same printed sign to a new listing after a sale',
      'Buyers save the agent’s details in one tap',
    ],
    qrTypes: ['images', 'location', 'contact'],
  },
  {
    id: 'events',
    benefits: [
      'Calendar entries with the right time and place, without typing',
      'Change a room or a link on the day without reprinting',
    ],
    qrTypes: ['events', 'contact', 'wifi'],
  },
  {
    id: 'hospitality',
    benefits: [
      'Guests get online and find their way without calling the front desk',
      'One guide file to keep current for every room',
    ],
    qrTypes: ['wifi', 'pdf', 'location'],
  },
  {
    id: 'small-business',
    benefits: [
      'No typos in a phone number or e-mail address',
      'A WhatsApp or SMS code starts a conversation with a prefilled message',
    ],
    qrTypes: ['contact', 'whatsapp', 'sms'],
  },
  {
    id: 'marketing',
    benefits: [
      'Scans per day, country and device for every code',
      'Redirect a finished campaign to a new page instead of a dead link',
    ],
    qrTypes: ['url', 'social'],
  },
  {
    id: 'education',
    benefits: [
      'Students open the right document without typing long addresses',
      'Replace the reading list each term behind the same code',
    ],
    qrTypes: ['pdf', 'url', 'wifi'],
  },
  {
    id: 'healthcare',
    benefits: [
      'Patients keep the practice’s phone number and address',
      'Information sheets that can be updated without reprinting',
    ],
    qrTypes: ['contact', 'pdf', 'location'],
  },
  {
    id: 'apps',
    benefits: [
      'One code for iPhone and Android users',
      'Count installs driven by print with a dynamic code',
    ],
    qrTypes: ['apps', 'url'],
  },
  {
    id: 'nonprofits',
    benefits: [
      'Donors reach the right page without searching',
      'Wallet addresses copied exactly, never retyped',
    ],
    qrTypes: ['url', 'bitcoin', 'social'],
  },
  {
    id: 'tourism',
    benefits: [
      'More to read without crowding the wall',
      'Visitors find the next stop on their own phone',
    ],
    qrTypes: ['images', 'text', 'location'],
  },
];

/** A use case's industry and example: their message ids. */
export function messageIdsOfUseCase(useCase: Pick<UseCase, 'id'>): {
  industry: SiteUseCasesMessageId;
  example: SiteUseCasesMessageId;
} {
  return {
    industry: `${useCase.id}.industry` as SiteUseCasesMessageId,
    example: `${useCase.id}.example` as SiteUseCasesMessageId,
  };
}
