import type { Server } from 'node:http';
import { isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address written with '::' or an IPv4 tail, as numbers. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [Number.parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [a * 256 + b, c * 256 + d];
      });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** What counts as one address: an IPv6 /64 (one home or host gets a whole /64, as for the rate limits), else the address. */
export function addressKey(address: string): string {
  if (!isIPv6(address) || address.startsWith('::ffff:')) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Closes at once each connection beyond `max` from one address, counted by the socket's peer: a client cannot hold
 * thousands of descriptors by opening connections and sending slowly. Behind a proxy every connection comes from the
 * proxy, so the caller leaves this off there (the proxy caps its clients' connections itself).
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    if (!socket.remoteAddress) return;
    const key = addressKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
