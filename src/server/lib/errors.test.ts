// Every error answer, the framework's own included, has the one body of contracts/errors.ts:
// { message, code } (plus `fields` for validation), JSON, and no framework internals.
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contracts/errors.js';
import { testDatabases } from '../test/databases.js';
import { useTestApp } from '../test/app.js';

/** The body parsed strictly: nothing beyond message, code and fields (no `error`, `statusCode`). */
function errorBody(response: { body: string; headers: Record<string, unknown> }) {
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  const parsed = errorBodySchema.strict().parse(body);
  expect(JSON.stringify(parsed)).not.toMatch(/FST_|fastify/i);
  return parsed;
}

describe.each(testDatabases('engine-independent'))('error bodies (%s)', (kind) => {
  const t = useTestApp(kind);

  it('answers a 150-character id with 414 and our body, not the framework one', async () => {
    const response = await t.app().inject({
      method: 'GET',
      url: `/api/dynamic-qrcodes/${'1'.repeat(150)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(errorBody(response)).toEqual({
      code: 'URI_TOO_LONG',
      message: 'The address is too long.',
    });
  });

  it('answers an unsupported Content-Type with 415 and our body', async () => {
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    const body = errorBody(response);
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toContain('application/json');
  });

  it('answers an unknown API route, an undecodable URL, bad JSON and a huge body with our body', async () => {
    const app = t.app();
    const unknown = await app.inject({ method: 'POST', url: '/api/no-such-route', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).code).toBe('NOT_FOUND');

    const badUrl = await app.inject({ method: 'GET', url: '/api/dynamic-qrcodes/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(errorBody(badUrl)).toEqual({ code: 'BAD_URL', message: 'The address is not valid.' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorBody(badJson).code).toBe('BAD_REQUEST');

    const huge = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(3_000_000), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(errorBody(huge)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });
});
