import { promises as dns, lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { unprocessable } from '../../platform/errors';

/**
 * Addresses a webhook may not reach unless the operator allows it (WEBHOOK_ALLOW_PRIVATE_TARGETS, decision 0153):
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, the
 * unspecified and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 addresses are checked as IPv4).
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

export const TARGET_REFUSED_MESSAGE = 'This URL points to a private, loopback or link-local address';

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Save time: every address the URL's host resolves to must be public (422 otherwise). */
export async function assertPublicTarget(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(new URL(url));
  const addresses = isIP(host)
    ? [host]
    : await dns.lookup(host, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  if (addresses.length === 0) throw unprocessable('webhook_target_unresolved', 'This URL’s host cannot be found');
  if (addresses.some(isBlockedAddress)) throw unprocessable('webhook_target_refused', TARGET_REFUSED_MESSAGE);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Delivery time: the lookup the HTTP request connects with refuses blocked addresses, so a name that resolved to a
 * public address when saved and to a private one now (DNS rebinding) is refused at the moment of connecting.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = !allowPrivate && addresses.some((entry) => isBlockedAddress(entry.address));
      if (blocked) return callback(Object.assign(new Error(TARGET_REFUSED_MESSAGE), { code: 'EREFUSED' }), []);
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

/** An IP literal in the URL never goes through a lookup: it is checked itself. */
export function literalRefused(url: string, allowPrivate: boolean): boolean {
  const host = hostOf(new URL(url));
  return !allowPrivate && isIP(host) !== 0 && isBlockedAddress(host);
}
