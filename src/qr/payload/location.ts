import { formatDecimal } from './decimal.js';
import { percentEncode } from './escape.js';
import { PayloadError } from './payload-error.js';

/** Fields of the location type (spec 000 §3; latitude/longitude from the data model, 001 §3). */
export interface LocationFields {
  address: string;
  name?: string | null;
  description?: string | null;
  /** Decimal degrees, -90..90 (WGS 84). */
  latitude?: number | null;
  /** Decimal degrees, -180..180 (WGS 84). */
  longitude?: number | null;
}

/** 'maps': an https Google Maps search URL (opens everywhere); 'geo': RFC 5870 `geo:` URI. */
export type LocationFormat = 'maps' | 'geo';

export interface LocationOptions {
  format?: LocationFormat;
}

/** Coordinates keep 7 decimals (about 1 cm), the precision the data model stores. */
const COORDINATE_DECIMALS = 7;

/**
 * The default is `https://www.google.com/maps/search/?api=1&query=<q>` (Google Maps URLs),
 * where q is `lat,lng` when both coordinates are given and the address otherwise: the
 * iOS camera does not open `geo:` URIs. With `{ format: 'geo' }` the result is `geo:lat,lng`
 * (RFC 5870), which needs coordinates. Throws PayloadError for missing or out-of-range
 * coordinates where they are needed, or an empty address where it is used.
 */
export function buildLocationPayload(
  fields: LocationFields,
  options: LocationOptions = {},
): string {
  const format = options.format ?? 'maps';
  const coordinates = coordinatesOf(fields);
  if (format === 'geo') {
    if (coordinates === null) throw new PayloadError('A geo: URI needs latitude and longitude');
    return `geo:${coordinates}`;
  }
  const query = coordinates ?? fields.address.trim();
  if (query === '') throw new PayloadError('A location needs an address or coordinates');
  return `https://www.google.com/maps/search/?api=1&query=${percentEncode(query)}`;
}

/** "lat,lng" when both are given, null when neither is; throws for half or out-of-range. */
function coordinatesOf(fields: LocationFields): string | null {
  const { latitude, longitude } = fields;
  const hasLat = typeof latitude === 'number';
  const hasLng = typeof longitude === 'number';
  if (!hasLat && !hasLng) return null;
  if (!hasLat || !hasLng) throw new PayloadError('Latitude and longitude go together');
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new PayloadError(`Coordinates out of range: ${latitude},${longitude}`);
  }
  return `${formatDecimal(latitude, COORDINATE_DECIMALS)},${formatDecimal(longitude, COORDINATE_DECIMALS)}`;
}
