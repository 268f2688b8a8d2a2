import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-guard.js';

describe('refusedAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.100.100.200',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378::1',
    '2001:db8::1',
    // IPv6 documentation, RFC 9637 (3fff::/20): its first and last addresses.
    '3fff::',
    '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(refusedAddress(address)).toBe(`address ${address} is not public`);
  });

  // 3fff:1000::1 is the first /20 after the documentation range.
  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '3fff:1000::1'])(
    'allows %s',
    (address) => {
      expect(refusedAddress(address)).toBeNull();
    },
  );

  it('allows loopback only when the policy asks (tests, WEBHOOK_ALLOW_LOOPBACK), and nothing else with it', () => {
    expect(refusedAddress('127.0.0.1', { allowLoopback: true })).toBeNull();
    expect(refusedAddress('::1', { allowLoopback: true })).toBeNull();
    expect(refusedAddress('169.254.169.254', { allowLoopback: true })).not.toBeNull();
    expect(refusedAddress('10.0.0.1', { allowLoopback: true })).not.toBeNull();
    expect(refusedAddress('3fff::1', { allowLoopback: true })).not.toBeNull();
    expect(refusedAddress('not-an-ip')).toBe('not an IP address');
  });
});
