import { timingSafeEqual } from 'node:crypto';
import { hashSecret, newSecret } from '../../platform/auth/tokens';

/** A new secret with its prefix (rpt_, rpo_, rpr_, rps_, rpc_): the prefix tells what a leaked string is. */
export function prefixedSecret(prefix: string): string {
  return `${prefix}${newSecret()}`;
}

/** Whether a presented secret is the one whose hash is stored, compared in constant time. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
