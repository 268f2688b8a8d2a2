// The encoder: version and level selection, matrix construction and mask choice.
import { QrCapacityError } from './capacity-error.js';
import { buildCodewords } from './codewords.js';
import { dataCodewords } from './ecc-tables.js';
import { formatBits } from './format-bits.js';
import { maskPenalty } from './penalty.js';
import { QrSymbol } from './qr-symbol.js';
import { prepareSegment, segmentsBitLength, type PreparedSegment } from './segment-bits.js';
import {
  GROUP_FIRST_VERSION,
  GROUP_LAST_VERSION,
  countBits,
  versionGroup,
} from './segment-modes.js';
import { optimalSegments } from './split-segments.js';
import type { Ecl, EncodeOptions, QrMatrix, QrSegment } from './types.js';
import { packInto, versionTemplate, type VersionTemplate } from './version-template.js';

const LEVELS: readonly Ecl[] = ['L', 'M', 'Q', 'H'];

interface Settings {
  ecl: Ecl;
  minVersion: number;
  maxVersion: number;
  mask: number | undefined;
  fit: boolean;
  boostEcl: boolean;
}

/** A way to get the segments and their bit length at a version. */
interface Source {
  /** The segments to use at `version`, or null when they need more than `capacityBits`. */
  fits(
    version: number,
    capacityBits: number,
  ): { segments: readonly PreparedSegment[]; bits: number } | null;
}

/**
 * Encodes a text with the optimal mix of numeric, alphanumeric and byte (UTF-8) segments in the
 * smallest version that holds it. Throws QrCapacityError when it does not fit, RangeError for
 * bad options.
 */
export function encodeQr(text: string, options: EncodeOptions = {}): QrMatrix {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  const settings = readOptions(options);
  // The optimal split depends only on the version group; compute each group's split once.
  const byGroup: ({ segments: PreparedSegment[]; bits: number } | undefined)[] = [];
  return encodeWith(
    {
      fits(version, capacityBits) {
        const group = versionGroup(version);
        const split = (byGroup[group] ??= optimalSegments(text, group));
        return split.bits <= capacityBits ? split : null;
      },
    },
    settings,
  );
}

/** Encodes the given segments as they are (no re-segmentation); for golden tests and callers that segment themselves. */
export function encodeSegments(segments: QrSegment[], options: EncodeOptions = {}): QrMatrix {
  const settings = readOptions(options);
  const prepared = segments.map(prepareSegment);
  return encodeWith(
    {
      fits(version, capacityBits) {
        const bits = segmentsBitLength(prepared, version);
        return bits <= capacityBits ? { segments: prepared, bits } : null;
      },
    },
    settings,
  );
}

function readOptions(options: EncodeOptions): Settings {
  const ecl = options.ecl ?? 'M';
  if (!LEVELS.includes(ecl)) throw new RangeError(`ecl must be L, M, Q or H, got ${String(ecl)}`);
  const minVersion = checkVersion('minVersion', options.minVersion ?? 1);
  const maxVersion = checkVersion('maxVersion', options.maxVersion ?? 40);
  if (minVersion > maxVersion) {
    throw new RangeError(`minVersion (${minVersion}) is greater than maxVersion (${maxVersion})`);
  }
  const { mask } = options;
  if (mask !== undefined && !(Number.isInteger(mask) && mask >= 0 && mask <= 7)) {
    throw new RangeError(`mask must be an integer from 0 to 7, got ${mask}`);
  }
  return {
    ecl,
    minVersion,
    maxVersion,
    mask,
    fit: options.fit ?? false,
    boostEcl: options.boostEcl ?? false,
  };
}

function checkVersion(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 40) {
    throw new RangeError(`${name} must be an integer from 1 to 40, got ${value}`);
  }
  return value;
}

/** Byte-mode capacity of a version at a level: one segment's header, then 8 bits per byte. */
export function byteCapacity(version: number, ecl: Ecl): number {
  return Math.floor((dataCodewords(version, ecl) * 8 - 4 - countBits('byte', version)) / 8);
}

function encodeWith(source: Source, settings: Settings): QrMatrix {
  const { minVersion, maxVersion } = settings;
  let ecl = settings.ecl;
  let found = smallestVersion(source, ecl, minVersion, maxVersion);
  // `fit`: step down H -> Q -> M -> L until the data fits.
  while (!found && settings.fit && ecl !== 'L') {
    ecl = LEVELS[LEVELS.indexOf(ecl) - 1];
    found = smallestVersion(source, ecl, minVersion, maxVersion);
  }
  if (!found) throw new QrCapacityError(byteCapacity(maxVersion, ecl), ecl);
  const { version, segments, bits } = found;
  if (settings.boostEcl) {
    for (let i = LEVELS.indexOf(ecl) + 1; i < LEVELS.length; i++) {
      if (bits <= dataCodewords(version, LEVELS[i]) * 8) ecl = LEVELS[i];
    }
  }
  return buildSymbol(buildCodewords(segments, version, ecl), version, ecl, settings.mask);
}

function smallestVersion(source: Source, ecl: Ecl, minVersion: number, maxVersion: number) {
  for (let group = 0; group < 3; group++) {
    const first = Math.max(minVersion, GROUP_FIRST_VERSION[group]);
    const last = Math.min(maxVersion, GROUP_LAST_VERSION[group]);
    if (first > last) continue;
    // Capacity grows with the version, so test the group's largest allowed version first.
    if (!source.fits(last, dataCodewords(last, ecl) * 8)) continue;
    for (let version = first; version <= last; version++) {
      const hit = source.fits(version, dataCodewords(version, ecl) * 8);
      if (hit) return { version, segments: hit.segments, bits: hit.bits };
    }
  }
  return null;
}

/** Places the codewords, applies the fixed or the lowest-penalty mask, writes format info. */
function buildSymbol(
  codewords: Uint8Array,
  version: number,
  ecl: Ecl,
  fixedMask: number | undefined,
): QrMatrix {
  const template = versionTemplate(version);
  const { size, paddedLength, dataIndex, formatIndex, formatX, formatY } = template;
  const unmasked = template.base.slice();
  for (let i = 0; i < codewords.length; i++) {
    const codeword = codewords[i];
    if (codeword === 0) continue;
    const at = i * 8;
    for (let b = 0; b < 8; b++) if (codeword & (0x80 >>> b)) unmasked[dataIndex[at + b]] = 1;
  }
  // Remainder bits (§7.7.3) stay 0.

  let mask = fixedMask ?? 0;
  if (fixedMask === undefined) {
    // Score each mask on packed rows and columns; only the winner is expanded to bytes.
    const { layout, packedMasks } = template;
    const { words } = layout;
    const base = { rows: new Int32Array(size * words), cols: new Int32Array(size * words) };
    packInto(unmasked, size, words, base.rows, base.cols);
    const trial = {
      rows: new Int32Array(base.rows.length),
      cols: new Int32Array(base.cols.length),
    };
    let bestPenalty = Infinity;
    for (let m = 0; m < 8; m++) {
      const pattern = packedMasks[m];
      for (let i = 0; i < trial.rows.length; i++) {
        trial.rows[i] = base.rows[i] ^ pattern.rows[i];
        trial.cols[i] = base.cols[i] ^ pattern.cols[i];
      }
      // Format areas are 0 in both; set the 1 bits of this mask's format information.
      const format = formatBits(ecl, m);
      for (let i = 0; i < 30; i++) {
        if (((format >>> (i % 15)) & 1) === 0) continue;
        const x = formatX[i];
        const y = formatY[i];
        trial.rows[y * words + (x >>> 5)] |= 1 << (x & 31);
        trial.cols[x * words + (y >>> 5)] |= 1 << (y & 31);
      }
      const penalty = maskPenalty(trial, layout);
      if (penalty < bestPenalty) {
        bestPenalty = penalty;
        mask = m;
      }
    }
  }
  const best = new Uint8Array(paddedLength);
  applyMask(best, unmasked, template, mask, formatBits(ecl, mask), formatIndex);
  return new QrSymbol(version, ecl, mask, size, new Uint8Array(best.buffer, 0, size * size));
}

/** out = unmasked XOR mask pattern (32 bits at a time), with the format information written in. */
function applyMask(
  out: Uint8Array,
  unmasked: Uint8Array,
  template: VersionTemplate,
  mask: number,
  format: number,
  formatIndex: Uint16Array,
): void {
  const o = new Uint32Array(out.buffer, 0, out.length >> 2);
  const u = new Uint32Array(unmasked.buffer, 0, unmasked.length >> 2);
  const p = new Uint32Array(template.masks[mask].buffer, 0, unmasked.length >> 2);
  for (let i = 0; i < o.length; i++) o[i] = u[i] ^ p[i];
  for (let i = 0; i < 15; i++) {
    const bit = (format >>> i) & 1;
    out[formatIndex[i]] = bit;
    out[formatIndex[15 + i]] = bit;
  }
}
