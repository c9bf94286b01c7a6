import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included', () => {
    expect(clientAddress('10.0.2.1')).toBe('10.0.2.1');
    expect(clientAddress('::ffff:10.0.2.1')).toBe('::ffff:10.0.2.1');
  });

  it('counts an IPv6 /64 as one client, however the address is written', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});
