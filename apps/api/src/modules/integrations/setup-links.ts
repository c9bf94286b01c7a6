import { partnerSetupPath } from '@repute/domain';
import type { LinkSigner } from '../../platform/mail/link-signer';

/** A week to find the e-mail and connect; a new link is one click for the partner. */
export const SETUP_LINK_DAYS = 7;

/** What a setup link names: the one child account it sets up, and when it stops working. */
export type SetupLink = { accountId: number; expiresAt: Date };

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The partner's setup link for a child account's owner (decision 0144): the account and the expiry, signed with the
 * install's links key. It needs no login and opens that one account's setup; changing a number breaks the signature.
 */
export function createSetupLinks(signer: Pick<LinkSigner, 'sign' | 'verify'>, publicUrl: string) {
  const fields = ({ accountId, expiresAt }: SetupLink) => `${accountId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const payload = (link: SetupLink) => `partner-integrations-setup:${fields(link)}`;

  return {
    /** A new link for the account, and the page's address with it. */
    async create(accountId: number, now = new Date()) {
      const link = { accountId, expiresAt: new Date(now.getTime() + SETUP_LINK_DAYS * 86_400_000) };
      const token = `${fields(link)}.${await signer.sign(payload(link))}`;
      return { link, token, url: `${publicUrl}${partnerSetupPath(token)}` };
    },

    /** What a token names when its signature holds, expired or not; undefined for anything else. */
    async read(token: string): Promise<SetupLink | undefined> {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, accountId, expires, signature] = match;
      const link = { accountId: Number(accountId), expiresAt: new Date(Number(expires) * 1000) };
      return (await signer.verify(payload(link), signature ?? '')) ? link : undefined;
    },
  };
}

export type SetupLinks = ReturnType<typeof createSetupLinks>;
