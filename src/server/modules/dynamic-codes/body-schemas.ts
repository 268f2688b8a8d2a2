import { z } from 'zod';

/**
 * The schema of a request body its service reads field by field (400 VALIDATION_FAILED naming
 * each field, an unknown field refused by name, the spec's messages): it names the fields and
 * leaves their checks to the service, so every message stays the service's and the fields
 * reach it as sent. No body at all reads as an empty one; what is not a JSON object is a 400.
 */
export function serviceReadBody(names: readonly string[], description: string) {
  return z
    .looseObject(Object.fromEntries(names.map((name) => [name, z.unknown().optional()])))
    .nullish()
    .meta({ description });
}
