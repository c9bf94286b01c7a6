import { describe, expect, it } from 'vitest';
import { assertPublicTarget, isBlockedAddress } from './webhook-targets';

describe('the SSRF check of webhook URLs', () => {
  it('refuses loopback, private, link-local, multicast and unspecified addresses, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  it('checks every address a URL names or resolves to when it is saved, unless the operator allows them', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://[::1]/hook',
      'https://169.254.169.254/latest',
      'http://localhost/x',
    ])
      await expect(assertPublicTarget(url, false), url).rejects.toMatchObject({
        statusCode: 422,
        code: 'webhook_target_refused',
      });
    await expect(assertPublicTarget('https://93.184.216.34/hook', false)).resolves.toBeUndefined();
    await expect(assertPublicTarget('http://127.0.0.1:8080/hook', true)).resolves.toBeUndefined();
    await expect(assertPublicTarget('http://no-such-host.invalid/hook', false)).rejects.toMatchObject({
      code: 'webhook_target_unresolved',
    });
  });
});
