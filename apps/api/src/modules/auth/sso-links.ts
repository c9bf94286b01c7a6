import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope, type ParentView } from '../../platform/auth/scope';
import type { UnitOfWork } from '../../platform/db/unit-of-work';
import { AppError, notFound } from '../../platform/errors';
import type { LinkSigner } from '../../platform/mail/link-signer';
import type { AuthRepo } from './auth.repo';

/** Long enough to follow the link at once; short, as it is a key to the account (decision 0145). */
export const SSO_LINK_MINUTES = 5;

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
const payload = (id: string, expires: string) => `sso-login:${id}.${expires}`;

export const SSO_REFUSALS = {
  invalid: 'This sign-in link is not valid.',
  used: 'This sign-in link has already been used or has expired. Ask your partner for a new one.',
} as const;

type SsoDeps = {
  repo: Pick<AuthRepo, 'saveSsoLink' | 'takeSsoLink' | 'findOrCreateShadowUser'>;
  unitOfWork: UnitOfWork;
  linkSigner: Pick<LinkSigner, 'sign' | 'verify'>;
  publicUrl: string;
  isChildOf: ParentView['isChildOf'];
  /** Makes the shadow session, as POST /shadow_user/tokens does (auth.service's issue). */
  issueShadow: (shadowUserId: number, accountId: number, email: string, issuedByTokenId: number) => Promise<Caller>;
};

/**
 * A partner's signed one-time sign-in link into a child account (/sso-login/{token}, decision 0145). The token names
 * a random id and its expiry, signed with the install's links key; only the id's hash is stored. Its use marks the
 * link used in the transaction that makes the session, which is the same shadow session as the partner's own view of
 * the child: bound to the partner's session it was made from, and to the child staying the partner's child.
 */
export function createSsoLinks({ repo, unitOfWork, linkSigner, publicUrl, isChildOf, issueShadow }: SsoDeps) {
  return {
    async create(caller: Caller, childAccountId: number): Promise<{ url: string; expires_at: string }> {
      await accountInScope(caller, childAccountId, { isChildOf, childrenOnly: true });
      const id = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + SSO_LINK_MINUTES * 60_000);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      await repo.saveSsoLink({
        accountId: childAccountId,
        tokenIdHash: hashOf(id),
        partnerUserId: caller.userId,
        issuedByTokenId: caller.tokenId,
        expiresAt,
      });
      const token = `${id}.${expires}.${await linkSigner.sign(payload(id, expires))}`;
      return { url: `${publicUrl}/sso-login/${token}`, expires_at: expiresAt.toISOString() };
    },

    /** POST /sso_login: a forged token is not found (404); a used or expired one is gone (410), and nothing is made. */
    async logIn(token: string): Promise<Caller> {
      const [, id = '', expires = '', signature = ''] = TOKEN.exec(token) ?? [];
      if (!id || !(await linkSigner.verify(payload(id, expires), signature))) throw notFound(SSO_REFUSALS.invalid);
      const gone = () => new AppError(410, 'link_used', SSO_REFUSALS.used);
      if (Number(expires) * 1000 <= Date.now()) throw gone();
      return unitOfWork(async () => {
        const link = await repo.takeSsoLink(hashOf(id));
        if (!link) throw gone();
        const shadowUserId = await repo.findOrCreateShadowUser(link.accountId, link.partnerUserId);
        // Resolves only while the partner's session and the parent link hold; otherwise nothing is kept.
        return issueShadow(shadowUserId, link.accountId, link.partnerEmail, link.issuedByTokenId).catch(() => {
          throw gone();
        });
      });
    },
  };
}

export type SsoLinks = ReturnType<typeof createSsoLinks>;
