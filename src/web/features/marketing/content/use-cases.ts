import type { QrType } from '../../../../contracts/qr-content.js';
import type { SiteUseCasesMessageId } from '../../../../contracts/i18n/catalogues/site-use-cases/en.js';

// An industry's name, example and two benefits, in every language, are the site-use-cases
// catalogue's (`{id}.industry`, `{id}.example`, `{id}.benefit1`, `{id}.benefit2`), and so are the
// names of the QR types (`qrType.{type}`).
export interface UseCase {
  id: string;
  qrTypes: readonly UseCaseQrType[];
}

/** The QR types the cards name (each has its `qrType.{type}` message). */
export type UseCaseQrType = Extract<
  QrType,
  | 'pdf'
  | 'wifi'
  | 'ratings'
  | 'social'
  | 'url'
  | 'images'
  | 'location'
  | 'contact'
  | 'events'
  | 'whatsapp'
  | 'sms'
  | 'apps'
  | 'bitcoin'
  | 'text'
>;

/**
 * The 12 industry cards of /use-cases (spec 001 §2): ways the product's real QR types and
 * features fit each trade. Examples, not customer stories.
 */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 'restaurants',
    qrTypes: ['pdf', 'wifi', 'ratings'],
  },
  {
    id: 'retail',
    qrTypes: ['ratings', 'social', 'url'],
  },
  {
    id: 'real-estate',
    qrTypes: ['images', 'location', 'contact'],
  },
  {
    id: 'events',
    qrTypes: ['events', 'contact', 'wifi'],
  },
  {
    id: 'hospitality',
    qrTypes: ['wifi', 'pdf', 'location'],
  },
  {
    id: 'small-business',
    qrTypes: ['contact', 'whatsapp', 'sms'],
  },
  {
    id: 'marketing',
    qrTypes: ['url', 'social'],
  },
  {
    id: 'education',
    qrTypes: ['pdf', 'url', 'wifi'],
  },
  {
    id: 'healthcare',
    qrTypes: ['contact', 'pdf', 'location'],
  },
  {
    id: 'apps',
    qrTypes: ['apps', 'url'],
  },
  {
    id: 'nonprofits',
    qrTypes: ['url', 'bitcoin', 'social'],
  },
  {
    id: 'tourism',
    qrTypes: ['images', 'text', 'location'],
  },
];

/** A use case's industry, example and benefits: their message ids. */
export function messageIdsOfUseCase(useCase: Pick<UseCase, 'id'>): {
  industry: SiteUseCasesMessageId;
  example: SiteUseCasesMessageId;
  benefits: readonly SiteUseCasesMessageId[];
} {
  const id = (suffix: string) => `${useCase.id}.${suffix}` as SiteUseCasesMessageId;
  return {
    industry: id('industry'),
    example: id('example'),
    benefits: [id('benefit1'), id('benefit2')],
  };
}

/** A QR type's name on the cards: its message id. */
export function qrTypeMessageId(type: UseCaseQrType): SiteUseCasesMessageId {
  return `qrType.${type}`;
}
