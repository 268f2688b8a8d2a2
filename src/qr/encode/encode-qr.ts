// The encoder's entry points: options, then the smallest version (and level, with fit/boostEcl)
// that holds the data, then codewords and matrix.
import { QrCapacityError } from './capacity-error.js';
import { buildCodewords } from './codewords.js';
import { buildMatrix } from './build-matrix.js';
import { byteCapacity, dataCodewords } from './ecc-tables.js';
import { prepareSegment, segmentsBitLength, type PreparedSegment } from './segment-bits.js';
import { GROUP_FIRST_VERSION, GROUP_LAST_VERSION, versionGroup } from './segment-modes.js';
import { optimalSegments } from './split-segments.js';
import type { Ecl, EncodeOptions, QrMatrix, QrSegment } from './types.js';

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

function encodeWith(source: Source, settings: Settings): QrMatrix {
  const { minVersion, maxVersion } = settings;
  let ecl = settings.ecl;
  let found = smallestVersion(source, ecl, minVersion, maxVersion);
  // `fit`: step down H -> Q -> M -> L until the data fits.
  while (!found && settings.fit && ecl !== 'L') {
    ecl = LEVELS[LEVELS.indexOf(ecl) - 1]!;
    found = smallestVersion(source, ecl, minVersion, maxVersion);
  }
  if (!found) throw new QrCapacityError(byteCapacity(maxVersion, ecl), ecl);
  const { version, segments, bits } = found;
  if (settings.boostEcl) {
    for (let i = LEVELS.indexOf(ecl) + 1; i < LEVELS.length; i++) {
      if (bits <= dataCodewords(version, LEVELS[i]!) * 8) ecl = LEVELS[i]!;
    }
  }
  return buildMatrix(buildCodewords(segments, version, ecl), version, ecl, settings.mask);
}

function smallestVersion(source: Source, ecl: Ecl, minVersion: number, maxVersion: number) {
  for (let group = 0; group < 3; group++) {
    const first = Math.max(minVersion, GROUP_FIRST_VERSION[group]!);
    const last = Math.min(maxVersion, GROUP_LAST_VERSION[group]!);
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
