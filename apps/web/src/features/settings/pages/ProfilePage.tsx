import { Skeleton, Stack } from '@mantine/core';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useCurrentUser } from '../../../shared/session/session-queries';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileNameForm } from '../components/ProfileNameForm';

export function ProfilePage() {
  const user = useCurrentUser({ fresh: true });
  const appPath = useAppPath();
  return (
    <Stack maw={720} gap="lg">
      <PageHeader title="Profile" back={{ to: appPath('/settings'), label: 'Back to Account & Settings' }} />
      {user.isPending && <Skeleton height={220} radius="md" aria-label="Loading your profile" />}
      {user.error && <ErrorAlert error={user.error} />}
      {user.data && <ProfileNameForm key={user.data.id} user={user.data} />}
      <ChangePasswordForm />
    </Stack>
  );
}
