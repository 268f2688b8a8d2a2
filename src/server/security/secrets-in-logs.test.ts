// Issue 36 item 7: `GET /api/v1/qr?type=wifi&password=…` was logged with the Wi-Fi password in
// clear. The app's real logger writes every line into this test; after requests carrying
// secrets (content on the render and generate routes, mailed-link tokens, API keys, cookies,
// passwords) and log calls with secrets where the `redact` paths do not reach, no secret is in
// the captured text and the redaction marker is.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { userWithKeys } from '../modules/public-api/test-support.js';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe.each(testDatabases('engine-independent'))('secrets in logs on %s', (kind) => {
  let captured = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info', logFormat: 'json' }, sink, false);
  const { app } = useTestApp(kind, { logLevel: 'info' }, { logger });

  it('masks them in request lines, messages and nested fields', async () => {
    const { read, write } = await userWithKeys(app);
    const get = (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers });
    captured = '';

    const wifi = await get(
      '/api/v1/qr?type=wifi&ssid=CafeNet-ssid-secret&password=wifi-pass-secret-1&encryption=WPA',
      { authorization: `Bearer ${read}` },
    );
    expect(wifi.statusCode).toBe(200);
    await get('/api/v1/qr?type=text&text=private-note-secret&format=svg', {
      authorization: `Bearer ${write}`,
    });
    // Not routes: answered by the app's not-found handler, logged like any request.
    await get('/api/v1/no-such-route?password=not-found-secret', {
      authorization: `Bearer ${read}`,
    });
    await get('/api/no-such-route?api_key=stray-key-secret&Password=upper-pass-secret');
    for (const [path, name] of [
      ['/verify-email', 'token'],
      ['/reset-password', 'token'],
      ['/setup', 'token'],
      ['/set-password', 'token'],
      ['/api/unsubscribe', 'token'],
      ['/api/unsubscribe/info', 'token'],
      ['/shared/abc', 'shareToken'],
    ]) {
      await get(`${path}?${name}=link-token-secret-${path!.replace(/\W/g, '')}`);
    }
    await app().inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someone@example.com', password: 'login-password-secret' },
      headers: { cookie: 'qrs_session=session-cookie-secret' },
    });
    await app().inject({
      method: 'POST',
      url: '/api/generate-qrcode?password=generate-query-secret',
      payload: { qrType: 'wifi', ssid: 'x', password: 'generate-body-secret', encryption: 'WPA' },
    });
    app().log.warn(
      {
        job: { step: { detail: { attempt: { password: 'deep-password-secret' } } } },
        err: new Error('upstream said GET /api/v1/qr?type=wifi&password=error-text-secret failed'),
        note: `retry with Bearer ${write}`,
      },
      'request to /api/v1/qr?type=wifi&password=message-secret failed',
    );

    const lines = captured.trim().split('\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(captured).toContain('incoming request');
    expect(captured).toContain('/api/v1/qr?type=wifi&ssid=[REDACTED]&password=[REDACTED]');
    expect(captured).toContain('format=svg');
    expect(captured).toContain('/verify-email?token=[REDACTED]');
    for (const secret of [
      'CafeNet-ssid-secret',
      'wifi-pass-secret-1',
      'private-note-secret',
      'not-found-secret',
      'stray-key-secret',
      'upper-pass-secret',
      'link-token-secret',
      'login-password-secret',
      'session-cookie-secret',
      'generate-query-secret',
      'generate-body-secret',
      'deep-password-secret',
      'error-text-secret',
      'message-secret',
      read.slice(4),
      write.slice(4),
    ]) {
      expect(captured, secret).not.toContain(secret);
    }
  });
});
