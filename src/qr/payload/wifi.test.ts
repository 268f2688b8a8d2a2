import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeText } from './test-support/arbitraries.js';
import { PayloadError } from './payload-error.js';
import { parseWifi } from './test-support/parsers.js';
import { buildWifiPayload, WIFI_ENCRYPTIONS } from './wifi.js';

describe('buildWifiPayload', () => {
  it('escapes \\ ; , : " in SSID and password', () => {
    expect(
      buildWifiPayload({
        ssid: 'My "Home";Net',
        password: 'p@ss:w,rd\\1',
        encryption: 'WPA',
        hidden: true,
      }),
    ).toBe(String.raw`WIFI:T:WPA;S:My \"Home\"\;Net;P:p@ss\:w\,rd\\1;H:true;;`);
  });

  it('omits the password of an open network and defaults hidden to false', () => {
    expect(
      buildWifiPayload({ ssid: 'Café Guest', password: 'ignored', encryption: 'nopass' }),
    ).toBe('WIFI:T:nopass;S:Café Guest;H:false;;');
    expect(buildWifiPayload({ ssid: 'Old', password: 'abcde', encryption: 'WEP' })).toBe(
      'WIFI:T:WEP;S:Old;P:abcde;H:false;;',
    );
  });

  it('refuses an empty SSID, a secured network without password and unknown encryptions', () => {
    expect(() => buildWifiPayload({ ssid: '', encryption: 'nopass' })).toThrow(PayloadError);
    expect(() => buildWifiPayload({ ssid: 'x', password: '', encryption: 'WPA' })).toThrow(
      PayloadError,
    );
    expect(() =>
      buildWifiPayload({ ssid: 'x', password: 'y', encryption: 'WPA3' as 'WPA' }),
    ).toThrow(PayloadError);
  });

  it('round-trips arbitrary Unicode SSIDs and passwords', () => {
    const present = unicodeText({ minLength: 1 });
    fc.assert(
      fc.property(
        present,
        present,
        fc.constantFrom(...WIFI_ENCRYPTIONS),
        fc.boolean(),
        (ssid, password, encryption, hidden) => {
          const fields = parseWifi(buildWifiPayload({ ssid, password, encryption, hidden }));
          expect(fields).toEqual({
            T: encryption,
            S: ssid,
            ...(encryption === 'nopass' ? {} : { P: password }),
            H: String(hidden),
          });
        },
      ),
    );
  });
});
