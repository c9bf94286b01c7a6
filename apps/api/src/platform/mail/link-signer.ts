import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signingKeys } from '../db/schema';

/**
 * Signs what a link in an e-mail names (decision 0035) with the install's 'links' key: an HMAC proves the link came
 * from one of our messages, so it needs no login and nobody gets anything else by changing a number in it. Each
 * kind of link signs its own prefix, so a signature of one kind is never good for another.
 */
export function createLinkSigner(db: Database) {
  let key: Promise<string> | undefined;
  const loadKey = () => {
    key ??= db
      .select({ secret: signingKeys.secret })
      .from(signingKeys)
      .where(eq(signingKeys.name, 'links'))
      .then(([row]) => {
        if (!row) throw new Error("the 'links' signing key is missing: run the migrations");
        return row.secret;
      });
    return key;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', await loadKey())
      .update(payload)
      .digest('base64url');
  return {
    sign,
    async verify(payload: string, signature: string): Promise<boolean> {
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
