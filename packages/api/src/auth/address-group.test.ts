import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const group = '2001:db8:85a3:12::/64';
    for (const ip of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:1:2:3:4',
      '2001:db8:85a3:12:0:0:1.2.3.4',
      '2001:db8:85a3:12::5%eth0',
    ])
      expect(addressGroup(ip)).toBe(group);
    expect(addressGroup('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps each IPv4 address apart, mapped into IPv6 or not', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:cb00:7108')).toBe('203.0.113.8');
    expect(addressGroup('::ffff:203.0.113.9')).not.toBe(addressGroup('::ffff:203.0.113.7'));
  });

  it('leaves what is not an address (an in-process request) as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
