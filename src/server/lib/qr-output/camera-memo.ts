// Camera-pass outcomes kept between scan checks (scan-check.ts's header says why sharing them
// is sound): the camera pass measures how a degraded photo of the DESIGN survives, so its
// outcome is shared by the codes of one design, version, level and mask. Used by checkCode for
// the grade and by largestRobustLogo for each logo size it tries, so a try and the final check
// of the same drawing never run the pass twice.

import { createHash } from 'node:crypto';
import type { QrDesign, QrMatrixLike } from '../../../qr/render/index.js';
import type { CameraOptions } from './camera-pass.js';
import type { DecoderName } from './decode.js';

/** What the camera pass concluded for a design: shared by codes of one design and version. */
export interface CameraOutcome {
  passed: Record<DecoderName, boolean>;
  reads: Record<DecoderName, number>;
  /**
   * Smallest print width (cm) at which a fragile code passes; null when robust or none found;
   * undefined while not looked for yet (a logo-size try needs only `passed`).
   */
  printCm: number | null | undefined;
}

/** A bounded store of camera outcomes by key (cameraMemoKey). */
export interface CameraMemo {
  get(key: string): CameraOutcome | undefined;
  set(key: string, outcome: CameraOutcome): void;
}

/** A least-recently-used CameraMemo holding at most `max` outcomes. */
export function createCameraMemo(max = 512): CameraMemo {
  const entries = new Map<string, CameraOutcome>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key, outcome) {
      entries.delete(key);
      entries.set(key, outcome);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** Everything the camera pass depends on but the module pattern (see scan-check.ts). */
export function cameraMemoKey(input: {
  matrix: QrMatrixLike;
  design: QrDesign;
  camera?: CameraOptions;
}): string {
  const { matrix, design, camera } = input;
  const m = matrix as QrMatrixLike & { version?: number; ecl?: string; mask?: number };
  return createHash('sha256')
    .update(
      JSON.stringify({
        size: matrix.size,
        version: m.version,
        ecl: m.ecl,
        mask: m.mask,
        design,
        camera: camera ?? null,
      }),
    )
    .digest('base64url');
}
