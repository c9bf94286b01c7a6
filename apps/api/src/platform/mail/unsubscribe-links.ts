import type { UnsubscribeList } from '@repute/domain';
import type { LinkSigner } from './link-signer';
import type { Unsubscribe } from './render';

/**
 * Signed unsubscribe links (decision 0035): the link names the list, the subscription and the recipient, and their
 * signature proves it came from one of our e-mails, so no login is needed and nobody can unsubscribe someone else
 * by changing a number.
 */
export function createUnsubscribeLinks(signer: LinkSigner, publicUrl: string) {
  const payload = (list: UnsubscribeList, id: number, email: string) =>
    `unsubscribe:${list}:${id}:${email.toLowerCase()}`;

  return {
    /** The page a person opens, and the address a mail client POSTs to (RFC 8058), for one recipient. */
    async linksFor(list: UnsubscribeList, id: number, email: string): Promise<Unsubscribe> {
      const query = new URLSearchParams({ email, token: await signer.sign(payload(list, id, email)) });
      return {
        pageUrl: `${publicUrl}/unsubscribe/${list}/${id}?${query}`,
        oneClickUrl: `${publicUrl}/api/unsubscribe/${list}/${id}?${query}`,
      };
    },
    verify: (list: UnsubscribeList, id: number, email: string, token: string): Promise<boolean> =>
      signer.verify(payload(list, id, email), token),
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
