// The site-wide security headers, worked out once from helmet's options and set on each answer.
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaderList, securityHeaders } from './security-headers.js';

/** What helmet's own middleware sets on a real response for `options`, lower-cased. */
async function helmetOnARealAnswer(options: ReturnType<typeof helmetOptions>) {
  const app = Fastify();
  app.get('/', (request, reply) => {
    helmet(options)(request.raw, reply.raw, () => {});
    return 'ok';
  });
  const res = await app.inject({ url: '/' });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  for (const secure of [false, true]) {
    it(`are the headers helmet itself sets (${secure ? 'https' : 'http'})`, async () => {
      const options = helmetOptions({ secure, google: null, stripe: { secretKey: 'sk_test' } });
      const list = securityHeaderList(options);
      const real = await helmetOnARealAnswer(options);
      expect(list.length).toBeGreaterThanOrEqual(10);
      for (const [name, value] of list) expect(real[name], name).toBe(value);
      expect(Object.fromEntries(list)['strict-transport-security'] !== undefined).toBe(secure);
    });
  }

  it('are on every answer, a 404 too, but not on a route that opts out', async () => {
    const app = Fastify();
    await app.register(securityHeaders, helmetOptions({ secure: false, google: null }));
    app.get('/page', () => 'page');
    app.get('/own', { config: { securityHeaders: false } }, (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('own'),
    );
    for (const url of ['/page', '/missing']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const own = await app.inject({ url: '/own' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBeUndefined();
    await app.close();
  });
});
