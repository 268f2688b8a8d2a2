import { escapeWifiField } from './escape.js';
import { PayloadError } from './payload-error.js';

export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;
/** WPA covers WPA/WPA2/WPA3 personal; nopass is an open network. */
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

/** Fields of the wifi template type (spec 001 §2). */
export interface WifiFields {
  ssid: string;
  password?: string | null;
  encryption: WifiEncryption;
  hidden?: boolean | null;
}

/**
 * The network-join format read by the iOS and Android cameras (ZXing "WiFi Network
 * config"): `WIFI:T:<WPA|WEP|nopass>;S:<ssid>;P:<password>;H:<true|false>;;`, with
 * `\ ; , : "` escaped by a backslash. P is left out for an open network. Values are taken
 * verbatim (an SSID may legitimately start or end with a space). Throws PayloadError for
 * an empty SSID, an unknown encryption or a secured network without a password.
 */
export function buildWifiPayload(fields: WifiFields): string {
  if (!WIFI_ENCRYPTIONS.includes(fields.encryption)) {
    throw new PayloadError(`Unknown WiFi encryption: ${JSON.stringify(fields.encryption)}`);
  }
  if (fields.ssid === '') throw new PayloadError('A WiFi network needs an SSID');
  const parts = [`T:${fields.encryption}`, `S:${escapeWifiField(fields.ssid)}`];
  if (fields.encryption !== 'nopass') {
    if (!fields.password) throw new PayloadError('A secured WiFi network needs a password');
    parts.push(`P:${escapeWifiField(fields.password)}`);
  }
  parts.push(`H:${fields.hidden === true ? 'true' : 'false'}`);
  return `WIFI:${parts.join(';')};;`;
}
