import type { SiteFaqMessageId } from '../../../../contracts/i18n/catalogues/site-faq/en.js';

/**
 * A question and its answer, whose words in every language are the site-faq catalogue's:
 * `{id}.question` and the answer's paragraphs `{id}.answer.1` to `{id}.answer.{paragraphs}`,
 * each plain text.
 */
export interface FaqEntry {
  id: string;
  paragraphs: number;
}

/** An entry's question and its answer's paragraphs: their message ids. */
export function faqMessageIds(entry: FaqEntry): {
  question: SiteFaqMessageId;
  answer: SiteFaqMessageId[];
} {
  return {
    question: `${entry.id}.question` as SiteFaqMessageId,
    answer: Array.from(
      { length: entry.paragraphs },
      (_, i) => `${entry.id}.answer.${i + 1}` as SiteFaqMessageId,
    ),
  };
}

/**
 * The 12 questions of /faq (spec 001 §2). Every answer describes what this product does today;
 * keep them true when it changes. The landing page shows the 8 listed in LANDING_FAQ_IDS.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'create',
    paragraphs: 2,
  },
  {
    id: 'static-dynamic',
    paragraphs: 2,
  },
  {
    id: 'print-size',
    paragraphs: 2,
  },
  {
    id: 'quiet-zone',
    paragraphs: 2,
  },
  {
    id: 'error-correction',
    paragraphs: 2,
  },
  {
    id: 'logo',
    paragraphs: 2,
  },
  {
    id: 'formats',
    paragraphs: 1,
  },
  {
    id: 'after-trial',
    paragraphs: 2,
  },
  {
    id: 'scanner-data',
    paragraphs: 2,
  },
  {
    id: 'bulk',
    paragraphs: 2,
  },
  {
    id: 'payments',
    paragraphs: 3,
  },
  {
    id: 'cost',
    paragraphs: 1,
  },
];

/** The 8 questions of the landing page's FAQ (spec 000 §2). */
export const LANDING_FAQ_IDS = [
  'create',
  'static-dynamic',
  'cost',
  'print-size',
  'error-correction',
  'logo',
  'after-trial',
  'scanner-data',
] as const;

export const LANDING_FAQ: readonly FaqEntry[] = LANDING_FAQ_IDS.map((id) =>
  FAQ_ENTRIES.find((e) => e.id === id)!,
);
