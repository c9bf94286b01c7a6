import type { ChildAccountIntegrations, ChildIntegrationsQuery } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope, type ParentView } from '../../platform/auth/scope';
import { notFound, unprocessable } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import type { Mailer } from '../../platform/mail/mail.jobs';
import { toChildIntegration } from './child-integrations';
import type { IntegrationsRepo } from './integrations.repo';
import type { IntegrationsService } from './integrations.service';
import { setupLinkMail } from './setup-link-mail';
import { SETUP_LINK_DAYS, type SetupLinks } from './setup-links';

/** The children of a parent, a page at a time, as the accounts module lists them. */
export type ChildAccounts = (
  caller: Caller,
  parentId: number,
  paging: { page: number; per_page: number },
) => Promise<{ rows: { id: number; name: string }[]; total: number }>;

export type PartnerToolsDeps = {
  repo: Pick<IntegrationsRepo, 'setupSteps' | 'globalTokenById' | 'activateGlobalToken'>;
  integrations: Pick<IntegrationsService, 'setupIntegrationsOf'>;
  children: ChildAccounts;
  isChildOf: ParentView['isChildOf'];
  accountOwner: (accountId: number) => Promise<{ id: number; email: string } | undefined>;
  /** An account's name: the partner's, which the setup mail and page speak as. */
  accountName: (accountId: number) => Promise<string>;
  setupLinks: Pick<SetupLinks, 'create'>;
  mailer: Mailer;
  brandFor: (accountId: number) => Promise<Brand>;
};

/**
 * Partner tools' Child integrations (issue 31, decision 0144): for each child account, which integrations are
 * connected, requested or missing, with the token's expiry and the setup step; a partner admin e-mails a child's owner
 * a setup link and verifies the child's requested integrations.
 */
export function createPartnerTools({
  repo,
  integrations,
  children,
  isChildOf,
  accountOwner,
  accountName,
  setupLinks,
  mailer,
  brandFor,
}: PartnerToolsDeps) {
  const childOnly = (caller: Caller, accountId: number) =>
    accountInScope(caller, accountId, { isChildOf, childrenOnly: true });

  return {
    async list(
      caller: Caller,
      query: ChildIntegrationsQuery,
    ): Promise<{ rows: ChildAccountIntegrations[]; total: number }> {
      const { rows, total } = await children(caller, caller.accountId, query);
      const steps = await repo.setupSteps(rows.map((row) => row.id));
      const described = await Promise.all(
        rows.map(async (account) => {
          const [catalogue, owner] = await Promise.all([
            integrations.setupIntegrationsOf(account.id),
            accountOwner(account.id),
          ]);
          return {
            account_id: account.id,
            account_name: account.name,
            owner_email: owner?.email ?? null,
            integrations: catalogue.map((integration) => toChildIntegration(integration, steps, account.id)),
          };
        }),
      );
      return { rows: described, total };
    },

    /** POST /partner_tools/setup_links: the child's owner gets the link, in the partner's colours. */
    async sendSetupLink(caller: Caller, childAccountId: number) {
      await childOnly(caller, childAccountId);
      const owner = await accountOwner(childAccountId);
      if (!owner) throw unprocessable('no_owner', 'This account has no owner to send a setup link to');
      const [{ link, url }, brand, partnerName] = await Promise.all([
        setupLinks.create(childAccountId),
        brandFor(childAccountId),
        accountName(caller.accountId),
      ]);
      await mailer.send(await setupLinkMail(owner.email, { partnerName, link: url, days: SETUP_LINK_DAYS }, brand));
      return { sent_to: owner.email, expires_at: link.expiresAt.toISOString() };
    },

    /** PATCH /partner_tools/global_token_integrations/{id}: a child's request verified (requested → active). */
    async activate(caller: Caller, id: number) {
      const row = await repo.globalTokenById(id);
      if (!row || !caller.isParent || !(await isChildOf(caller.accountId, row.accountId))) {
        throw notFound('Integration not found');
      }
      await repo.activateGlobalToken(row.accountId, id);
      const activated = (await integrations.setupIntegrationsOf(row.accountId)).find(
        (integration) => integration.global_token_integration_id === id,
      );
      if (!activated) throw notFound('Integration not found');
      return activated;
    },
  };
}

export type PartnerTools = ReturnType<typeof createPartnerTools>;
