import { describe, expect, it } from 'vitest';
import { isLocalHost } from './service.js';

describe('isLocalHost', () => {
  it('is true for names and addresses only this machine reaches', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'acme.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '0.0.0.0',
      '[::]',
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
  });
  it('is false for every other host', () => {
    for (const host of [
      'qr.example.com',
      'localhost.example.com',
      '192.168.1.10',
      '10.0.0.1',
      '[2001:db8::1]',
      '128.0.0.1',
    ]) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});
