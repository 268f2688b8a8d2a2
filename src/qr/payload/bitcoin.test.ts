import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentText } from './test-support/arbitraries.js';
import { buildBitcoinPayload, formatBtc, parseBitcoinAmount } from './bitcoin.js';
import { PayloadError } from './payload-error.js';
import { parseUriQuery, URI_CHARACTERS } from './test-support/parsers.js';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('buildBitcoinPayload (BIP21)', () => {
  it('writes amount, label and message, percent-encoded', () => {
    expect(
      buildBitcoinPayload({
        address: ADDRESS,
        amount: '0.00150000',
        label: 'Café Luna',
        message: 'Order #42 & tip',
      }),
    ).toBe(
      `bitcoin:${ADDRESS}?amount=0.0015&label=Caf%C3%A9%20Luna&message=Order%20%2342%20%26%20tip`,
    );
  });

  it('omits empty parameters', () => {
    expect(buildBitcoinPayload({ address: ADDRESS })).toBe(`bitcoin:${ADDRESS}`);
    expect(buildBitcoinPayload({ address: ADDRESS, amount: '', label: ' ', message: 'hi' })).toBe(
      `bitcoin:${ADDRESS}?message=hi`,
    );
  });

  it('writes amounts without exponent or trailing zeros', () => {
    const amountOf = (amount: number | string) =>
      buildBitcoinPayload({ address: ADDRESS, amount }).split('amount=')[1];
    expect(amountOf(1e-8)).toBe('0.00000001');
    expect(amountOf(2)).toBe('2');
    expect(amountOf('021000000.000')).toBe('21000000');
    expect(amountOf(20999999.12345678)).toBe('20999999.12345678');
    expect(amountOf('.5')).toBe('0.5');
  });

  it('refuses bad amounts and addresses', () => {
    expect(parseBitcoinAmount(0)).toEqual({ ok: false, problem: 'positive' });
    expect(parseBitcoinAmount('-1')).toEqual({ ok: false, problem: 'positive' });
    expect(parseBitcoinAmount(-1e-7)).toEqual({ ok: false, problem: 'positive' });
    expect(parseBitcoinAmount('21000000.00000001')).toEqual({ ok: false, problem: 'max' });
    expect(parseBitcoinAmount(1e21)).toEqual({ ok: false, problem: 'max' });
    expect(parseBitcoinAmount('0.123456789')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseBitcoinAmount(0.1 + 0.2)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseBitcoinAmount(1.5e-9)).toEqual({ ok: false, problem: 'decimals' });
    for (const bad of ['1e-3', 'abc', '.', '', '1.2.3', NaN, Infinity]) {
      expect(parseBitcoinAmount(bad)).toEqual({ ok: false, problem: 'format' });
    }
    expect(() => buildBitcoinPayload({ address: ADDRESS, amount: 0 })).toThrow(PayloadError);
    expect(() => buildBitcoinPayload({ address: 'bc1 q?x' })).toThrow(PayloadError);
  });

  it('reads back every satoshi amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_100_000_000_000_000 }), (sats) => {
        const text = formatBtc(sats);
        expect(text).toMatch(/^\d+(\.\d{0,7}[1-9])?$/);
        expect(parseBitcoinAmount(text)).toEqual({ ok: true, sats });
        expect(parseBitcoinAmount(Number(text))).toEqual({ ok: true, sats });
      }),
    );
  });

  it('round-trips arbitrary Unicode labels and messages', () => {
    const present = presentText();
    fc.assert(
      fc.property(present, present, (label, message) => {
        const payload = buildBitcoinPayload({ address: ADDRESS, amount: 1, label, message });
        expect(payload).toMatch(URI_CHARACTERS);
        expect(parseUriQuery(payload)).toEqual({
          base: `bitcoin:${ADDRESS}`,
          params: { amount: '1', label, message },
        });
      }),
    );
  });
});
