// The scan check's reasons (a fragile code's fix, a refused code's failed decoders and what to
// try: server lib/qr-output/scan-check.ts) in the page's language. The server writes them in
// English; each is recognised here by its English words (the catalogue's `reason.*`, which
// scan-check.test.ts keeps equal to the server's text) and said again in the page's language. A
// reason not recognised (a new one) shows as it came.
import { messages as english } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import type { SiteGeneratorResultMessageId } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import type { MessageValues } from '../../../../contracts/i18n/format.js';

type Id = SiteGeneratorResultMessageId;
type Translate = (id: Id, values?: MessageValues) => string;

const CAUSES = ['logo', 'contrast', 'gradient', 'shapes', 'content'] as const;
const FIXES = ['contrast', 'logo', 'gradient', 'dots', 'corners'] as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English text of a message as the server writes it, as a pattern (numbers captured). */
function pattern(id: Id): RegExp {
  const parts = english[id].split(/\{cm, number\}|\{failed\}|\{fixes\}/);
  const holes = [...english[id].matchAll(/\{(cm), number\}|\{(failed)\}|\{(fixes)\}/g)].map((m) =>
    m[1] ? '(\\d+(?:\\.\\d+)?)' : '(.+?)',
  );
  let source = '';
  parts.forEach((part, i) => {
    source += escape(part) + (holes[i] ?? '');
  });
  return new RegExp(`^${source}$`, 's');
}

/** The fixes the server lists ("square dots, square corners"), each said in the language. */
function fixesIn(list: string, t: Translate): string | null {
  const said: string[] = [];
  let rest = list;
  while (rest) {
    const fix = FIXES.find((f) => rest.startsWith(english[`reason.fix.${f}`]));
    if (!fix) return null;
    said.push(t(`reason.fix.${fix}`));
    rest = rest.slice(english[`reason.fix.${fix}`].length).replace(/^, /, '');
  }
  return said.join(', ');
}

/** `reason` in the page's language (`t`: the generatorResult translator), or as it came. */
export function scanReasonText(reason: string, t: Translate): string {
  for (const cause of CAUSES) {
    if (reason === english[`reason.${cause}`]) return t(`reason.${cause}`);
    const printed = pattern(`reason.${cause}.print`).exec(reason);
    if (printed) return t(`reason.${cause}.print`, { cm: Number(printed[1]) });
  }
  const refused = pattern('reason.notScannable').exec(reason);
  if (refused) {
    const fixes = fixesIn(refused[2] ?? '', t);
    if (fixes !== null) return t('reason.notScannable', { failed: refused[1] ?? '', fixes });
  }
  return reason;
}
