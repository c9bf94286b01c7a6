import { Button, Paper, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { embedded } from '../../../shared/api/hal';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useChildAccounts } from '../../../shared/entities/accounts/accounts-api';
import { usePagedSearchParams } from '../../../shared/lib/use-page-param';
import { useMayCall } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { ACCOUNT_LOAD_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { PartnerDashboardCharts } from '../../reports';
import { ChildAccountsTable } from '../components/ChildAccountsTable';

/** A parent account's child accounts; "View account" looks at one through its eyes (shadowing). */
export function AccountsPage() {
  const navigate = useNavigate();
  const { page, setPage } = usePagedSearchParams();
  const list = useChildAccounts(page);
  const accounts = embedded(list.data, 'accounts');
  const totalPages = list.data?._total_pages ?? 1;
  const mayReport = useMayCall('GET /partner_account_reports');
  const mayManageTrials = useMayCall('GET /accounts/trials');
  const appPath = useAppPath();

  return (
    <>
      <PageHeader
        title="Accounts"
        description="The accounts you manage. Open one to work in it as its team does."
        actions={
          mayManageTrials && (
            <Button component={Link} to={appPath('/accounts/trials')} variant="light">
              Trials
            </Button>
          )
        }
      />
      {mayReport && <PartnerDashboardCharts />}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {list.isPending && <TableSkeleton label="Loading accounts" />}
          {list.error && <ErrorAlert>{ACCOUNT_LOAD_ERROR_MESSAGE}</ErrorAlert>}
          {list.data && accounts.length === 0 && (
            <EmptyState title="No accounts yet">Accounts you manage will be listed here.</EmptyState>
          )}
          {accounts.length > 0 && (
            <ChildAccountsTable accounts={accounts} onView={(account) => navigate(`/switch-account/${account.id}`)} />
          )}
          <ListPagination page={page} totalPages={totalPages} onChange={setPage} label="Accounts pages" />
        </Stack>
      </Paper>
    </>
  );
}
