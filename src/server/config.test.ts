import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, defaultWorkerThreads, ENVIRONMENT_VARIABLES, loadConfig } from './config.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secure).toBe(false);
    expect(config.dataDir).toBe(dataDir);
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.google).toBeNull();
    expect(config.brandName).toBe('QR Shark');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.adminEmails).toEqual([]);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and normalises it to an origin', () => {
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32), PORT: '8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
    const https = loadConfig({ APP_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://QR.example.com/' });
    expect(https.publicUrl).toBe('https://qr.example.com');
    expect(https.secure).toBe(true);
  });

  it('generates APP_SECRET once, keeps it with mode 0600 and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'app-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      APP_SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DNS_SERVERS: ' 127.0.0.1:5353, ,10.0.0.2 ',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.dnsServers).toEqual(['127.0.0.1:5353', '10.0.0.2']);
    expect(config.trustProxy).toBe(true);
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
  });

  it('fails fast listing every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'ftp://example.com/app',
        DATABASE_URL: 'mysql://db',
        APP_SECRET: 'short',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: '2',
        GOOGLE_CLIENT_ID: 'only-the-id',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual([
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'APP_SECRET',
      'SMTP_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    ]);
    expect((error as Error).message).toContain('PUBLIC_URL: must be an http(s) origin');
    expect((error as Error).message).toContain('TRUST_PROXY: a hop count is not supported');
  });

  it('documents every variable it reads', () => {
    const documented = ENVIRONMENT_VARIABLES.map((v) => v.name);
    for (const name of [
      'PORT',
      'HOST',
      'PUBLIC_URL',
      'DATA_DIR',
      'DATABASE_URL',
      'DATABASE_READ_URL',
      'APP_SECRET',
      'REDIS_URL',
      'SMTP_URL',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'GOOGLE_ISSUER',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_API_BASE',
      'STRIPE_PRICE_ID',
      'STRIPE_PRICING_TABLE_ID',
      'PLATFORM_FEE_PERCENT',
      'ADMIN_EMAILS',
      'BRAND_NAME',
      'SOCIAL_LINKS',
      'LOG_LEVEL',
      'LOG_FORMAT',
      'TRUST_PROXY',
      'WORKER_THREADS',
      'WEB_CONCURRENCY',
      'WEBHOOK_ALLOW_LOOPBACK',
      'METRICS_TOKEN',
    ]) {
      expect(documented).toContain(name);
    }
  });

  it('reads DESTINATION_CHECKS (on by default) and refuses anything but on or off', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).destinationChecks).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DESTINATION_CHECKS: 'off' }).destinationChecks).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, DESTINATION_CHECKS: 'no' })).toThrow(
      'DESTINATION_CHECKS: must be on or off',
    );
  });

  it('reads WEBHOOK_ALLOW_LOOPBACK (false by default) and refuses anything but true or false', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).webhookAllowLoopback).toBe(false);
    expect(loadConfig({ ...secret, WEBHOOK_ALLOW_LOOPBACK: '' }).webhookAllowLoopback).toBe(false);
    expect(loadConfig({ ...secret, WEBHOOK_ALLOW_LOOPBACK: 'false' }).webhookAllowLoopback).toBe(
      false,
    );
    expect(loadConfig({ ...secret, WEBHOOK_ALLOW_LOOPBACK: ' true ' }).webhookAllowLoopback).toBe(
      true,
    );
    for (const value of ['1', 'yes', 'on', 'TRUE']) {
      expect(() => loadConfig({ ...secret, WEBHOOK_ALLOW_LOOPBACK: value })).toThrow(
        'WEBHOOK_ALLOW_LOOPBACK: must be true or false',
      );
    }
    expect(ENVIRONMENT_VARIABLES.find((v) => v.name === 'WEBHOOK_ALLOW_LOOPBACK')).toMatchObject({
      default: 'false',
    });
  });

  it('reads METRICS_TOKEN (unset by default) and refuses a short or spaced one', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).metricsToken).toBeNull();
    expect(loadConfig({ ...secret, METRICS_TOKEN: '' }).metricsToken).toBeNull();
    const token = 'k3-'.padEnd(24, 'z');
    expect(loadConfig({ ...secret, METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token);
    for (const value of ['short', 'sixteen chars with spaces']) {
      expect(() => loadConfig({ ...secret, METRICS_TOKEN: value })).toThrow(
        'METRICS_TOKEN: must be at least 16 printable characters without spaces',
      );
    }
  });

  it('reads SOCIAL_LINKS (none by default) and lists every problem with it', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).socialLinks).toEqual([]);
    expect(loadConfig({ ...secret, SOCIAL_LINKS: '  ' }).socialLinks).toEqual([]);
    const config = loadConfig({
      ...secret,
      SOCIAL_LINKS:
        ' Instagram=https://www.instagram.com/acme, x=https://x.com/acme\nyoutube=https://www.youtube.com/@acme ',
    });
    expect(config.socialLinks).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/acme' },
      { network: 'x', url: 'https://x.com/acme' },
      { network: 'youtube', url: 'https://www.youtube.com/@acme' },
    ]);
    expect(Object.isFrozen(config.socialLinks)).toBe(true);
    let error: unknown;
    try {
      loadConfig({
        ...secret,
        SOCIAL_LINKS:
          'myspace=https://myspace.com/a,x=http://x.com/a,facebook,tiktok=https://t.example/a,tiktok=https://t.example/b',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'SOCIAL_LINKS: "myspace" is not a network the footer knows (use one of facebook, instagram, linkedin, x, pinterest, youtube, tiktok)',
      'SOCIAL_LINKS: x: "http://x.com/a" is not an https URL (at most 2048 characters)',
      'SOCIAL_LINKS: "facebook" is not network=https-url (e.g. instagram=https://www.instagram.com/acme)',
      'SOCIAL_LINKS: tiktok is given twice',
    ]);
    expect(ENVIRONMENT_VARIABLES.find((v) => v.name === 'SOCIAL_LINKS')).toMatchObject({
      default: '(unset: no social links)',
    });
  });

  it('reads LOG_FORMAT (auto by default) and refuses an unknown one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qrs-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir }).logFormat).toBe('auto');
      expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }).logFormat).toBe('json');
      expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
      expect(() => loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'yaml' })).toThrow(
        'LOG_FORMAT: must be one of auto, json, pretty',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs one process on PGlite and one per core on PostgreSQL, sharing the cores between pools', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    const pglite = loadConfig(secret);
    expect(pglite.webConcurrency).toBe(1);
    expect(pglite.workerThreads).toBe(defaultWorkerThreads(1));
    const postgres = { ...secret, DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism());
    const two = loadConfig({ ...postgres, WEB_CONCURRENCY: '2' });
    expect(two.webConcurrency).toBe(2);
    expect(two.workerThreads).toBe(defaultWorkerThreads(2));
    expect(
      loadConfig({ ...postgres, WEB_CONCURRENCY: '2', WORKER_THREADS: '3' }).workerThreads,
    ).toBe(3);
    // Cores - 1 shared by the pools, at least one thread each.
    expect(defaultWorkerThreads(1, 2)).toBe(1);
    expect(defaultWorkerThreads(1, 8)).toBe(7);
    expect(defaultWorkerThreads(2, 8)).toBe(3);
    expect(defaultWorkerThreads(8, 8)).toBe(1);
    expect(() => loadConfig({ ...secret, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: more than 1 server process needs DATABASE_URL',
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY: must be a whole number from 1 to 64',
    );
    expect(loadConfig({ ...secret, WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('takes a read replica with DATABASE_URL only', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    const postgres = { ...secret, DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(loadConfig(postgres).databaseReadUrl).toBeNull();
    expect(
      loadConfig({ ...postgres, DATABASE_READ_URL: 'postgresql://u@replica/db' }).databaseReadUrl,
    ).toBe('postgresql://u@replica/db');
    expect(() => loadConfig({ ...secret, DATABASE_READ_URL: 'postgres://u@replica/db' })).toThrow(
      'DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary)',
    );
    expect(() => loadConfig({ ...postgres, DATABASE_READ_URL: 'mysql://replica/db' })).toThrow(
      'DATABASE_READ_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(ENVIRONMENT_VARIABLES.find((v) => v.name === 'DATABASE_READ_URL')).toMatchObject({
      default: '(unset: every read goes to DATABASE_URL)',
    });
  });
});
