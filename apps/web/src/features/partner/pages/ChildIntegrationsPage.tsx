import { Stack } from '@mantine/core';
import type { ChildAccountIntegrations, ChildIntegration } from '@repute/domain';
import { useState } from 'react';
import { embedded } from '../../../shared/api/hal';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { ChildIntegrationsCard } from '../components/ChildIntegrationsCard';
import { SignInLinkModal } from '../components/SignInLinkModal';
import { useActivateGlobalToken, useChildIntegrations, useCreateSsoLink, useSendSetupLink } from '../partner-tools-api';

/**
 * /partner-tools?tool=integrations (the menu's Integrations of a parent; decision 0144): every child account's
 * integrations, with the setup link for its owner, the verification of requested sites and a one-time sign-in link.
 */
export function ChildIntegrationsPage() {
  const mayRead = useMayCall('GET /partner_tools/child_integrations');
  const maySend = useMayCall('POST /partner_tools/setup_links');
  const mayVerify = useMayCall('PATCH /partner_tools/global_token_integrations/:id');
  const mayLink = useMayCall('POST /sso_links');
  const { page, setPage } = usePagedSearchParams();
  const list = useChildIntegrations(page, mayRead);
  const send = useSendSetupLink();
  const verify = useActivateGlobalToken();
  const ssoLink = useCreateSsoLink();
  const [signIn, setSignIn] = useState<{ accountName: string; url: string } | null>(null);

  if (!mayRead) {
    return (
      <PermissionScreen title="Integrations" message="You do not have permission to see the child integrations." />
    );
  }

  const onSendSetupLink = (account: ChildAccountIntegrations) =>
    send.mutate(account.account_id, {
      onSuccess: ({ sent_to }) => toast.success(`A setup link was sent to ${sent_to}.`),
      onError: (error) => toast.alert(`Could not send a setup link for ${account.account_name}`, { error }),
    });
  const onVerify = (account: ChildAccountIntegrations, integration: ChildIntegration) => {
    if (integration.global_token_integration_id === null) return;
    verify.mutate(integration.global_token_integration_id, {
      onSuccess: () => toast.success(`${integration.name} is active for ${account.account_name}.`),
      onError: (error) => toast.alert(`Could not verify ${integration.name}`, { error }),
    });
  };
  const onSignInLink = (account: ChildAccountIntegrations) =>
    ssoLink.mutate(account.account_id, {
      onSuccess: ({ url }) => setSignIn({ accountName: account.account_name, url }),
      onError: (error) => toast.alert(`Could not make a sign-in link for ${account.account_name}`, { error }),
    });

  const accounts = embedded(list.data, 'child_integrations');
  return (
    <>
      <PageHeader
        title="Integrations"
        description="The review sites of the accounts you manage: connected, requested or missing. Send an owner a setup link to connect them."
      />
      <Stack gap="md">
        {list.isPending && <TableSkeleton label="Loading child integrations" />}
        {list.isError && <ErrorAlert error={list.error} title="The child integrations could not be loaded" />}
        {list.isSuccess && accounts.length === 0 && (
          <EmptyState title="No accounts yet">Accounts you manage will be listed here.</EmptyState>
        )}
        {accounts.map((account) => (
          <ChildIntegrationsCard
            key={account.account_id}
            account={account}
            busy={send.isPending && send.variables === account.account_id}
            onSendSetupLink={maySend ? onSendSetupLink : undefined}
            onVerify={mayVerify ? onVerify : undefined}
            onSignInLink={mayLink ? onSignInLink : undefined}
          />
        ))}
        <ListPagination
          page={page}
          totalPages={list.data?._total_pages ?? 1}
          onChange={setPage}
          label="Child integrations pages"
        />
      </Stack>
      <SignInLinkModal
        accountName={signIn?.accountName ?? ''}
        url={signIn?.url ?? null}
        onClose={() => setSignIn(null)}
      />
    </>
  );
}
