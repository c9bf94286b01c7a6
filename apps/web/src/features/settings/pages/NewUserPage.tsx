import { Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useCreateUser } from '../../../shared/entities/users/users-api';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';
import { toast } from '../../../shared/ui/toast';
import { UserForm } from '../components/UserForm';
import { EMPTY_USER_FORM } from '../user-form-values';

export function NewUserPage() {
  const may = useMayCallOf();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const create = useCreateUser();
  const usersPath = appPath('/settings/users');
  const back = { to: usersPath, label: 'Back to Users' };

  if (!may('POST /users')) {
    return (
      <PermissionScreen
        title="Add User"
        message="You do not have permission to add users to this account."
        back={back}
      />
    );
  }

  return (
    <>
      <PageHeader title="Add User" back={back} />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Text c="dimmed" size="sm" mb="md">
          We will e-mail the new user an invitation to choose a password and log in.
        </Text>
        <UserForm
          initialValues={EMPTY_USER_FORM}
          submitLabel="Add User"
          submitting={create.isPending}
          error={create.error}
          onCancel={() => navigate(usersPath)}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                toast.success(`Invitation sent to ${body.email}.`);
                navigate(usersPath);
              },
            })
          }
        />
      </Paper>
    </>
  );
}
