import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A new random secret for sessions, reset links and confirmations (256 bits, URL-safe). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256 hashes: a leaked table holds nothing usable. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of a random password made with today's parameters, made once: verifying against it costs what verifying
 * against a user's hash costs, and it matches nothing.
 */
let standInHash: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such user, or a user who has not set a password) the
 * password is verified against a stand-in hash all the same and fails: an answer takes as long for an unknown
 * e-mail as for a known one, so its timing does not tell which addresses have an account.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  standInHash ??= hash(newSecret());
  const against = passwordHash ?? (await standInHash);
  try {
    return (await verify(against, password)) && against === passwordHash;
  } catch {
    return false;
  }
}
