import { describe, expect, it } from 'vitest';
import { GENERATE_FAILURE_REASONS, GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { ApiError } from '../../lib/api.js';
import { generateFailure } from './generate-failure.js';

const FORM = new Set(['url']);
const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(status, `${status}: ...`, { code, message, ...(fields ? { fields } : {}) });

describe('generateFailure', () => {
  it('always leads with the spec message and never repeats the server wording', () => {
    const cases: [unknown, string][] = [
      [
        refused(422, 'QR_DATA_TOO_LONG', 'capacity exceeded at version 40'),
        GENERATE_FAILURE_REASONS.tooMuchData,
      ],
      [
        refused(400, 'VALIDATION_FAILED', 'wifi: ssid contains NUL'),
        GENERATE_FAILURE_REASONS.invalidContent,
      ],
      [
        refused(400, 'VALIDATION_FAILED', 'bad', { url: 'Please enter a valid URL' }),
        GENERATE_FAILURE_REASONS.fields,
      ],
      [refused(400, 'VALIDATION_FAILED', 'x', { logoId: 'gone' }), GENERATE_MESSAGES.unknownLogo],
      [
        refused(400, 'SIGN_IN_REQUIRED', 'x', { productName: 'x' }),
        GENERATE_FAILURE_REASONS.signInRequired,
      ],
      [
        refused(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait 1 minute'),
        GENERATE_FAILURE_REASONS.tooManyRequests,
      ],
      [
        refused(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'),
        GENERATE_FAILURE_REASONS.tooLarge,
      ],
      [refused(500, 'INTERNAL', 'Internal server error'), GENERATE_FAILURE_REASONS.serverError],
      [new ApiError(502, '502: Bad Gateway', undefined), GENERATE_FAILURE_REASONS.serverError],
      [refused(404, 'NOT_FOUND', 'Route POST:/api/x not found'), GENERATE_FAILURE_REASONS.other],
      [new TypeError('Failed to fetch'), GENERATE_FAILURE_REASONS.offline],
    ];
    for (const [error, reason] of cases) {
      expect(generateFailure(error, FORM)).toEqual({
        title: 'There was a problem generating your QR code.',
        reason,
      });
    }
  });
});
