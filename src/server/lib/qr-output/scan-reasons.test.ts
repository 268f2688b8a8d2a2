// The scan check's reasons as the web app knows them (site-generator-result's `reason.*`, by
// which it recognises and translates them): the catalogue's English, formatted, is word for word
// what the server writes, for every cause, with and without a print size, and for refusals with
// each fix.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { resolveDesign } from '../../../qr/render/design.js';
import { fragileReason, notScannableReason, type DecoderReport } from './scan-check.js';

const say = (id: keyof typeof english, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(english[id], 'en').format(values));

const LOGO = { href: 'data:image/png;base64,AAAA', sizeRatio: 0.3 };

describe('the scan check’s reasons in the web app’s catalogue', () => {
  it('says each fragile cause as the server does, with and without a print size', () => {
    const causes: [keyof typeof english & `reason.${string}`, ReturnType<typeof resolveDesign>][] =
      [
        ['reason.logo', resolveDesign({ logo: LOGO })],
        ['reason.contrast', resolveDesign({ fgColor: '#777777' })],
        ['reason.gradient', resolveDesign({ gradientColor: '#1E3A8A' })],
        ['reason.shapes', resolveDesign({ dotShape: 'circle' })],
        ['reason.content', resolveDesign({})],
      ];
    for (const [id, design] of causes) {
      expect(fragileReason(design, null), id).toBe(say(id));
      const printId = `${id}.print` as keyof typeof english;
      expect(fragileReason(design, 3.5), printId).toBe(say(printId, { cm: 3.5 }));
    }
  });

  it('says a refusal as the server does, every fix listed', () => {
    const report = (ok: boolean): DecoderReport =>
      ({ png: ok, svg: ok, camera: ok, cameraReads: 0 }) as DecoderReport;
    const design = resolveDesign({
      logo: LOGO,
      gradientColor: '#1E3A8A',
      dotShape: 'circle',
      cornerShape: 'circle',
    });
    const fixes = ['contrast', 'logo', 'gradient', 'dots', 'corners'] as const;
    expect(
      notScannableReason(design, { zxing: report(true), jsqr: report(false), zbar: report(false) }),
    ).toBe(
      say('reason.notScannable', {
        failed: 'jsQR, ZBar',
        fixes: fixes.map((f) => english[`reason.fix.${f}`]).join(', '),
      }),
    );
  });
});
