import { describe, expect, it } from 'vitest';
import { addressKey } from './connection-cap';

describe('addressKey', () => {
  it('counts an IPv6 /64 as one address, however the address is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses, mapped or not, as they are', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('::ffff:192.0.2.7');
  });
});
