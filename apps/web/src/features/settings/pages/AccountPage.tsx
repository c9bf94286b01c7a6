import { Skeleton, Stack } from '@mantine/core';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAccount, useAccountSettings } from '../../../shared/session/session-queries';
import { useMayCall } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { OutsideRecipientsSwitch } from '../../scheduled-exports';
import { AccountCompanyForm } from '../components/AccountCompanyForm';
import { AccountDetails } from '../components/AccountDetails';
import { AccountSettingsTable } from '../components/AccountSettingsTable';

/**
 * /settings/account (spec 000 §2, §3): the account's name, segment, vertical, customer success manager, review status
 * label and settings. Admins change the name and vertical, and the settings that are the account's own choice;
 * everyone else reads them (decision 0133).
 */
export function AccountPage() {
  const appPath = useAppPath();
  const account = useAccount();
  const settings = useAccountSettings();
  const mayEdit = useMayCall('PATCH /accounts/:id');
  const maySwitchOutsideRecipients = useMayCall('PUT /scheduled_export_settings');

  return (
    <Stack maw={880} gap="lg">
      <PageHeader title="Account" back={{ to: appPath('/settings'), label: 'Back to Account & Settings' }} />
      {account.isPending && <Skeleton height={220} radius="md" aria-label="Loading the account" />}
      {account.error && <ErrorAlert error={account.error} />}
      {account.data && mayEdit && <AccountCompanyForm key={account.data.id} account={account.data} />}
      {account.data && <AccountDetails account={account.data} withCompany={!mayEdit} />}
      {maySwitchOutsideRecipients && settings.data?.scheduled_exports !== false && <OutsideRecipientsSwitch />}
      {settings.error && <ErrorAlert error={settings.error} />}
      {settings.data && <AccountSettingsTable settings={settings.data} />}
    </Stack>
  );
}
