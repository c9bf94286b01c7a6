import { Paper, Text } from '@mantine/core';
import { can } from '@repute/domain/permissions';
import { useNavigate } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { useAuth } from '../../../shared/auth/use-auth';
import { useCreateUser } from '../../../shared/entities/users/users-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { toast } from '../../../shared/ui/toast';
import { UserForm } from '../components/UserForm';
import { EMPTY_USER_FORM } from '../user-form-values';

export function NewUserPage() {
  const auth = useAuth();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const create = useCreateUser();
  const usersPath = appPath('/settings/users');
  const back = { to: usersPath, label: 'Back to Users' };

  if (!can(auth?.permissions ?? {}, 'user', 'create')) {
    return (
      <>
        <PageHeader title="Add User" back={back} />
        <ErrorAlert>You do not have permission to add users to this account.</ErrorAlert>
      </>
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
