// Test support: the assertions of the issue-23 scan matrix for one ECL (one test file per ECL,
// so Vitest runs them in parallel workers). Expected grades:
// - light on dark: never scannable; read by all three decoders once inverted, so graded
//   `fragile`, `inverted`, with the light-on-dark note;
// - low contrast at the warning threshold (4:1): scannable; `robust` or `fragile` (a camera in
//   a small print may miss it), never `not scannable`; a fragile grade carries its reason;
// - everything else: scannable and `robust` (all three decoders read PNG, SVG and the camera
//   pass); a logo is drawn at the size largestRobustLogo chose, at most the chosen 25 %.

import { describe, expect, it } from 'vitest';
import { CAMERA_MIN_READS } from '../camera-pass.js';
import { DECODERS } from '../decode.js';
import { LIGHT_ON_DARK_REASON } from '../scan-check.js';
import { caseName, matrixCases, runCase, type MatrixCase } from './scan-matrix-cases.js';

export function scanMatrixSuite(ecl: MatrixCase['ecl'], filter: Partial<MatrixCase> = {}): void {
  const only = Object.values(filter).join(', ');
  describe.concurrent(`scan matrix, ECL ${ecl}${only ? `, ${only}` : ''}`, () => {
    for (const c of matrixCases({ ...filter, ecl }, [ecl])) {
      it(caseName(c), async () => {
        const { check, logoSize } = await runCase(c);
        const reads = Object.fromEntries(
          DECODERS.map((d) => [
            d,
            `${Number(check.decoders[d].png)}${Number(check.decoders[d].svg)}`,
          ]),
        );
        if (c.colours === 'light on dark') {
          expect(check).toMatchObject({
            scannable: false,
            grade: 'fragile',
            inverted: true,
            reason: LIGHT_ON_DARK_REASON,
          });
          expect(check.reason).toContain(
            'scans on recent iPhone and Android camera apps, not on many scanner apps',
          );
          return;
        }
        // Every decoder, without inversion, reads the exact PNG and the SVG.
        expect(reads).toEqual({ zxing: '11', jsqr: '11', zbar: '11' });
        expect(check.scannable).toBe(true);
        expect(check.inverted).toBe(false);
        if (c.logo) {
          expect(logoSize).toBeGreaterThan(0);
          expect(logoSize).toBeLessThanOrEqual(0.25);
        }
        if (c.colours === 'low contrast') {
          expect(['robust', 'fragile']).toContain(check.grade);
          if (check.grade === 'fragile') expect(check.reason).toMatch(/print at least|darker|logo/);
          return;
        }
        expect(check.grade).toBe('robust');
        expect(check.reason).toBeNull();
        for (const d of DECODERS) {
          expect(check.decoders[d].cameraReads).toBeGreaterThanOrEqual(CAMERA_MIN_READS);
        }
      });
    }
  });
}
