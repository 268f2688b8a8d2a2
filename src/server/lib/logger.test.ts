import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createLogger,
  describeDatabase,
  readyMessage,
  redactLogLine,
  redactUrl,
  resolveLogFormat,
} from './logger.js';

/** A destination that keeps every written chunk. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('log format', () => {
  it('auto is readable lines on a terminal and JSON lines otherwise; json and pretty are kept', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes JSON lines when not on a terminal', () => {
    const out = sink();
    createLogger({ logLevel: 'info', logFormat: 'auto' }, out.stream, false).info(
      { port: 3000 },
      'hello',
    );
    const line = JSON.parse(out.text().trim()) as { msg: string; port: number; level: number };
    expect(line).toMatchObject({ msg: 'hello', port: 3000, level: 30 });
  });

  it('writes one readable line on a terminal (LOG_FORMAT=json still gives JSON there)', () => {
    const pretty = sink();
    createLogger({ logLevel: 'info', logFormat: 'auto' }, pretty.stream, true).info(
      { port: 3000 },
      'hello',
    );
    const text = pretty.text();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: hello \{"port":3000\}\n$/);

    const json = sink();
    createLogger({ logLevel: 'info', logFormat: 'json' }, json.stream, true).info('hello');
    expect(JSON.parse(json.text()).msg).toBe('hello');
  });

  it('redacts secrets in readable lines too', () => {
    const out = sink();
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, out.stream, true).info(
      { body: { password: 'hunter2-secret' }, headers: { authorization: 'Bearer abc' } },
      'login',
    );
    expect(out.text()).not.toContain('hunter2-secret');
    expect(out.text()).not.toContain('Bearer abc');
    expect(out.text()).toContain('[REDACTED]');
  });
});

describe('ready line', () => {
  const base = { dataDir: '/srv/qr/data', port: 3000, publicUrl: 'http://localhost:3000' };

  it('says where to open the product and that PGlite lives in DATA_DIR', () => {
    expect(readyMessage({ ...base, databaseUrl: null }, 3000)).toBe(
      'QR Shark ready: open http://localhost:3000 (database: embedded PGlite in /srv/qr/data/db)',
    );
  });

  it('uses the bound port when PORT=0 and no PUBLIC_URL', () => {
    const config = { ...base, port: 0, publicUrl: 'http://localhost:0', databaseUrl: null };
    expect(readyMessage(config, 41234)).toContain('open http://localhost:41234 ');
  });

  it('keeps PUBLIC_URL as given', () => {
    const config = { ...base, publicUrl: 'https://qr.example.com', databaseUrl: null };
    expect(readyMessage(config, 3000)).toContain('open https://qr.example.com ');
  });

  it('names the PostgreSQL user, host and database, never the password', () => {
    const databaseUrl = 'postgres://app:s3cret-pw@db.internal:5433/qrshark?sslmode=require';
    const text = readyMessage({ ...base, databaseUrl }, 3000);
    expect(text).toContain('(database: PostgreSQL app@db.internal:5433/qrshark)');
    expect(text).not.toContain('s3cret-pw');
    expect(text).not.toContain('sslmode');
    expect(describeDatabase({ dataDir: '/d', databaseUrl: 'postgresql://h/db' })).toBe(
      'PostgreSQL h/db',
    );
  });

  it('names the read replica too, never its password', () => {
    const text = readyMessage(
      {
        ...base,
        databaseUrl: 'postgres://app@primary/qrshark',
        databaseReadUrl: 'postgres://reader:r3plica-pw@replica:5433/qrshark',
      },
      3000,
    );
    expect(text).toContain(
      '(database: PostgreSQL app@primary/qrshark; read replica: PostgreSQL reader@replica:5433/qrshark)',
    );
    expect(text).not.toContain('r3plica-pw');
  });
});

describe('request URLs in logs', () => {
  it('masks anything shaped like an API key, in any parameter or the path, encoded or not', () => {
    const key = 'qrs_jK0J-OROPWPTxUD98Zjla5vkCQmzl4FK5TvfjJqh5Wg';
    expect(redactUrl(`/api/v1/codes?cursor=${key}&limit=2`)).toBe(
      '/api/v1/codes?cursor=qrs_[REDACTED]&limit=2',
    );
    expect(redactUrl(`/api/v1/codes/${key}`)).toBe('/api/v1/codes/qrs_[REDACTED]');
    expect(redactUrl(`/x?q=${encodeURIComponent(`Bearer ${key}`)}`)).not.toContain('jK0J');
    expect(redactUrl('/api/v1/codes?kind=saved')).toBe('/api/v1/codes?kind=saved');
  });
});

describe('secrets in any log line (issue 36 item 7)', () => {
  it('masks every content value on the render and generate routes, keeping type, format and size', () => {
    expect(redactUrl('/api/v1/qr?type=wifi&ssid=Home&password=p%40ss&format=png&size=512')).toBe(
      '/api/v1/qr?type=wifi&ssid=[REDACTED]&password=[REDACTED]&format=png&size=512',
    );
    expect(redactUrl('/api/generate-qrcode/pdf?qrType=text&text=hi')).toBe(
      '/api/generate-qrcode/pdf?qrType=text&text=[REDACTED]',
    );
  });

  it('masks secret-named parameters elsewhere, byte for byte around them', () => {
    expect(redactUrl('/x?page=2&resetToken=abc&New%20Password=x&q=a+b&flag')).toBe(
      '/x?page=2&resetToken=[REDACTED]&New%20Password=[REDACTED]&q=a+b&flag',
    );
    expect(redactUrl('/cb?code=c1&state=s1')).toBe('/cb?code=[REDACTED]&state=[REDACTED]');
  });

  it('masks URLs in messages, Bearer credentials, the session cookie and deep secret keys', () => {
    const line = JSON.stringify({
      msg: 'GET https://h.example/api/v1/qr?type=wifi&password=a"b&c=1 failed',
      note: 'Bearer abc.def-123 and __Host-qrs_session=tok123; path=/',
      a: { b: { c: { d: { newPassword: 'deep "quoted" one' } } } },
    });
    const out = redactLogLine(line);
    expect(JSON.parse(out)).toEqual({
      msg: 'GET https://h.example/api/v1/qr?type=wifi&password=[REDACTED]&c=[REDACTED] failed',
      note: 'Bearer [REDACTED] and __Host-qrs_session=[REDACTED]; path=/',
      a: { b: { c: { d: { newPassword: '[REDACTED]' } } } },
    });
    expect(redactLogLine(out)).toBe(out);
  });

  it('applies to readable lines too', () => {
    const out = sink();
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, out.stream, true).info(
      'failed: /api/v1/qr?type=wifi&password=pretty-secret',
    );
    expect(out.text()).toContain('/api/v1/qr?type=wifi&password=[REDACTED]');
    expect(out.text()).not.toContain('pretty-secret');
  });
});

describe('secret keys in logged objects', () => {
  it('masks a secret key at the first three levels, whatever its value, in arrays too', () => {
    const out = sink();
    const logged = {
      token: 12345,
      headers: { 'set-cookie': ['a=1', 'b=2'], authorization: 'Basic dXNlcg==', accept: '*/*' },
      items: [{ password: { hash: 'h', salt: 's' } }, { name: 'kept' }],
      deep: { a: { b: { apiKey: 'four-levels-down' } } },
    };
    const before = JSON.stringify(logged);
    createLogger({ logLevel: 'info' }, out.stream).info(logged, 'logged');
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({
      token: '[REDACTED]',
      headers: { 'set-cookie': '[REDACTED]', authorization: '[REDACTED]', accept: '*/*' },
      items: [{ password: '[REDACTED]' }, { name: 'kept' }],
      // Below three levels the line's own guard (redactLogLine) masks a string value.
      deep: { a: { b: { apiKey: '[REDACTED]' } } },
    });
    // The caller's object is left as it was.
    expect(JSON.stringify(logged)).toBe(before);
  });

  it("masks an error's secret fields and a child logger's bindings", () => {
    const out = sink();
    const logger = createLogger({ logLevel: 'info' }, out.stream);
    const err = Object.assign(new Error('upstream refused'), {
      config: { headers: { authorization: 'Bearer-less-secret' } },
      secret: 42,
    });
    logger.child({ reqId: 'req-7', cookie: { session: 'abc' } }).error({ err }, 'failed');
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({
      reqId: 'req-7',
      cookie: '[REDACTED]',
      err: {
        message: 'upstream refused',
        secret: '[REDACTED]',
        config: { headers: { authorization: '[REDACTED]' } },
      },
    });
    expect(out.text()).not.toContain('Bearer-less-secret');
    expect(out.text()).not.toContain('abc');
  });
});
