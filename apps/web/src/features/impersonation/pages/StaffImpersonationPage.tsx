import { Alert, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { IMPERSONATION_MINUTES } from '@repute/domain/impersonation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { useStaffAccounts, useStaffAccountUsers, useStaffGrant, useStartImpersonation } from '../impersonation-api';

/**
 * /staff/impersonation (issue 31, decision 0159): one of the operator's staff picks an account and one of its users
 * and opens the app as them, for IMPERSONATION_MINUTES at most. Everyone else is told there is nothing here.
 */
export function StaffImpersonationPage() {
  const navigate = useNavigate();
  const grant = useStaffGrant();
  const [keywords, setKeywords] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [userId, setUserId] = useState<number | null>(null);
  const isStaff = grant.data?.staff ?? false;
  const accounts = useStaffAccounts(keywords, isStaff);
  const users = useStaffAccountUsers(accountId);
  const start = useStartImpersonation();

  if (grant.isPending) return <PageLoader label="Loading" />;
  if (!isStaff) {
    return <PermissionScreen title="Impersonate a User" message="Only the operator's staff may act as another user." />;
  }

  const accountOptions = embedded(accounts.data, 'accounts').map((account) => ({
    value: String(account.id),
    label: account.name,
  }));
  const userOptions = embedded(users.data, 'users').map((user) => ({
    value: String(user.id),
    label: user.profile_name ? `${user.profile_name} (${user.email})` : user.email,
  }));

  return (
    <>
      <PageHeader
        title="Impersonate a User"
        description={`Open an account as one of its users to see what they see. Everything you do is written to that account's audit log with your name, and the session ends by itself after ${IMPERSONATION_MINUTES} minutes.`}
      />
      <Paper withBorder radius="md" p="lg" maw={560}>
        <Stack gap="md">
          <SearchInput label="Search accounts" value={keywords} onSearch={setKeywords} />
          <Select
            label="Account"
            placeholder="Choose an account"
            data={accountOptions}
            value={accountId === null ? null : String(accountId)}
            onChange={(value) => {
              setAccountId(value ? Number(value) : null);
              setUserId(null);
            }}
            nothingFoundMessage="No account matches"
            searchable
          />
          <Select
            label="User"
            placeholder={accountId === null ? 'Choose an account first' : 'Choose a user'}
            data={userOptions}
            value={userId === null ? null : String(userId)}
            onChange={(value) => setUserId(value ? Number(value) : null)}
            disabled={accountId === null}
            searchable
          />
          {accounts.error && <ErrorAlert error={accounts.error} />}
          {start.error && <ErrorAlert title="Could not start" error={start.error} />}
          <Alert color="orange" variant="light">
            <Text size="sm">
              You act with that user's permissions; log out and the account menu are hidden meanwhile.
            </Text>
          </Alert>
          <Button
            disabled={accountId === null || userId === null}
            loading={start.isPending}
            onClick={() => {
              if (accountId === null || userId === null) return;
              start.mutate(
                { account_id: accountId, user_id: userId },
                { onSuccess: () => navigate('/dashboard', { replace: true }) },
              );
            }}
          >
            Start impersonation
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
