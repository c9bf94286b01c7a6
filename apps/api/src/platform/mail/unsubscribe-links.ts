import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeList } from '@repute/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signingKeys } from '../db/schema';
import type { Unsubscribe } from './render';

/**
 * Signed unsubscribe links (decision 0035): the link names the list, the subscription and the recipient, and an
 * HMAC of the three with the install's 'links' key proves it came from one of our e-mails, so no login is needed
 * and nobody can unsubscribe someone else by changing a number.
 */
export function createUnsubscribeLinks(db: Database, publicUrl: string) {
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
  const sign = async (list: UnsubscribeList, id: number, email: string) =>
    createHmac('sha256', await loadKey())
      .update(`unsubscribe:${list}:${id}:${email.toLowerCase()}`)
      .digest('base64url');

  return {
    /** The page a person opens, and the address a mail client POSTs to (RFC 8058), for one recipient. */
    async linksFor(list: UnsubscribeList, id: number, email: string): Promise<Unsubscribe> {
      const query = new URLSearchParams({ email, token: await sign(list, id, email) });
      return {
        pageUrl: `${publicUrl}/unsubscribe/${list}/${id}?${query}`,
        oneClickUrl: `${publicUrl}/api/unsubscribe/${list}/${id}?${query}`,
      };
    },
    async verify(list: UnsubscribeList, id: number, email: string, token: string): Promise<boolean> {
      const expected = Buffer.from(await sign(list, id, email));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
