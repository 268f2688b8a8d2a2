import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(43), 'company-sign-in');

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('s3cret-value', 'workspace:7');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('s3cret-value');
    expect(box.open(sealed, 'workspace:7')).toBe('s3cret-value');
    expect(box.seal('s3cret-value', 'workspace:7')).not.toBe(sealed);
  });

  it('refuses a value bound to another row, altered, or sealed with another key or purpose', () => {
    const sealed = box.seal('s3cret-value', 'workspace:7');
    expect(() => box.open(sealed, 'workspace:8')).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open(altered, 'workspace:7')).toThrow();
    expect(() =>
      new SecretBox('b'.repeat(43), 'company-sign-in').open(sealed, 'workspace:7'),
    ).toThrow();
    expect(() => new SecretBox('a'.repeat(43), 'other').open(sealed, 'workspace:7')).toThrow();
    expect(() => box.open('plain text', 'workspace:7')).toThrow('not a sealed secret');
  });
});
