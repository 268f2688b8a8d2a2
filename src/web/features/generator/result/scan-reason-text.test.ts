// The scan check's reasons said again in the page's language: a fragile cause with its print size
// written the language's way, a refusal with its decoders as named and each fix translated; an
// unknown reason stays as it came, and English is the server's text unchanged.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../contracts/i18n/format.js';
import { generatorResultMessages } from '../../../../contracts/i18n/catalogues/site-generator-result/index.js';
import { messages as english } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { scanReasonText } from './scan-reason-text.js';

const spanish = createTranslator(generatorResultMessages, 'es').t;
const german = createTranslator(generatorResultMessages, 'de').t;
const inEnglish = createTranslator(generatorResultMessages, 'en').t;

describe('scanReasonText', () => {
  it('says a fragile cause in the language, its print size written the language’s way', () => {
    const server =
      'Rounded shapes blur together in small prints: use square dots or corners or print at least 3.5 cm wide.';
    const said = scanReasonText(server, german);
    expect(said).toBe(german('reason.shapes.print', { cm: 3.5 }));
    expect(said).toContain('3,5 cm');
    expect(scanReasonText(english['reason.logo'], spanish)).toBe(spanish('reason.logo'));
  });

  it('says a refusal with its decoders as named and each fix translated', () => {
    const server =
      'Scanners could not read this design back (jsQR, ZBar failed), so it may not scan when printed. Try more contrast between the foreground and background colours, a smaller logo, or none, square dots.';
    expect(scanReasonText(server, spanish)).toBe(
      spanish('reason.notScannable', {
        failed: 'jsQR, ZBar',
        fixes: [
          spanish('reason.fix.contrast'),
          spanish('reason.fix.logo'),
          spanish('reason.fix.dots'),
        ].join(', '),
      }),
    );
  });

  it('leaves English as the server wrote it, and an unknown reason as it came', () => {
    const server =
      'Small prints of this code may not scan: shorten the content or print at least 12 cm wide.';
    expect(scanReasonText(server, inEnglish)).toBe(server);
    expect(scanReasonText('A reason from a newer server', spanish)).toBe(
      'A reason from a newer server',
    );
  });
});
