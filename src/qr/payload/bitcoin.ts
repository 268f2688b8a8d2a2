import { isPresent } from './content-lines.js';
import { percentEncode } from './escape.js';
import { PayloadError } from './payload-error.js';

/** Fields of the bitcoin type (spec 000 §3). */
export interface BitcoinFields {
  address: string;
  /** BTC as a number or a decimal string ("0.0015"); optional. */
  amount?: number | string | null;
  label?: string | null;
  message?: string | null;
}

/** 1 BTC = 100,000,000 satoshi; BIP21 amounts have at most 8 decimals. */
const SATS_PER_BTC = 100_000_000;
const MAX_DECIMALS = 8;
/** No amount can exceed the 21 million BTC supply cap. */
export const MAX_BTC = 21_000_000;

export type BitcoinAmountProblem = 'format' | 'positive' | 'max' | 'decimals';

export type BitcoinAmountResult =
  { ok: true; sats: number } | { ok: false; problem: BitcoinAmountProblem };

/**
 * Reads a BTC amount exactly, as an integer number of satoshi. Accepts a finite number or
 * a plain decimal string; it must be positive, at most 21,000,000 and have at most 8
 * decimals (trailing zeros do not count). A number is read through its shortest decimal
 * form, so 0.1 + 0.2 (0.30000000000000004) has too many decimals.
 */
export function parseBitcoinAmount(amount: number | string): BitcoinAmountResult {
  const text = typeof amount === 'number' ? numberToPlainDecimal(amount) : amount.trim();
  const match = text === null ? null : /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (match === null || !/\d/.test(text ?? '')) return { ok: false, problem: 'format' };
  if (match[1] === '-') return { ok: false, problem: 'positive' };
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > MAX_DECIMALS) return { ok: false, problem: 'decimals' };
  if (whole.length > String(MAX_BTC).length) return { ok: false, problem: 'max' };
  const sats = Number(whole || '0') * SATS_PER_BTC + Number(fraction.padEnd(MAX_DECIMALS, '0'));
  if (sats <= 0) return { ok: false, problem: 'positive' };
  if (sats > MAX_BTC * SATS_PER_BTC) return { ok: false, problem: 'max' };
  return { ok: true, sats };
}

/** A satoshi count as a BTC decimal: no exponent, no trailing zeros ("0.0015", "2"). */
export function formatBtc(sats: number): string {
  const whole = Math.floor(sats / SATS_PER_BTC);
  const fraction = String(sats % SATS_PER_BTC)
    .padStart(MAX_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * A BIP21 URI: `bitcoin:<address>?amount=<BTC>&label=<pct>&message=<pct>`, each parameter
 * omitted when empty. Throws PayloadError for an address with characters outside base58 /
 * bech32 (letters and digits) or an invalid amount.
 */
export function buildBitcoinPayload(fields: BitcoinFields): string {
  const address = fields.address.trim();
  if (!/^[A-Za-z0-9]+$/.test(address)) {
    throw new PayloadError(`Not a Bitcoin address: ${JSON.stringify(fields.address)}`);
  }
  const params: string[] = [];
  const { amount } = fields;
  if (typeof amount === 'number' || isPresent(amount)) {
    const parsed = parseBitcoinAmount(amount);
    if (!parsed.ok) {
      throw new PayloadError(`Invalid amount (${parsed.problem}): ${JSON.stringify(amount)}`);
    }
    params.push(`amount=${formatBtc(parsed.sats)}`);
  }
  if (isPresent(fields.label)) params.push(`label=${percentEncode(fields.label)}`);
  if (isPresent(fields.message)) params.push(`message=${percentEncode(fields.message)}`);
  return `bitcoin:${address}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}

/** The shortest decimal form of a number without exponent; null for NaN and Infinity. */
function numberToPlainDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!text.includes('e')) return text;
  // Exponent form: tiny (|value| < 1e-6) or huge (>= 1e21, over the cap either way).
  return Math.abs(value) >= 1 ? String(value > 0 ? MAX_BTC + 1 : -1) : value.toFixed(20);
}
