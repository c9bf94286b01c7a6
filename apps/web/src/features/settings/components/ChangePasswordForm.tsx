import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@repute/domain/auth';
import { profilePasswordSchema } from '@repute/domain/users';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { type ProfilePasswordBody, useChangeProfilePassword } from '../profile-api';

const EMPTY: ProfilePasswordBody = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const form = useForm<ProfilePasswordBody>({
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: domainResolver<ProfilePasswordBody>(profilePasswordSchema, {
      messages: { current_password: { required: 'Enter your current password' } },
    }),
  });
  const change = useChangeProfilePassword();
  const fieldErrors = serverFieldErrors(change.error);

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        noValidate
        aria-label="Change password"
        onSubmit={form.onSubmit((values) =>
          change.mutate(values, {
            onSuccess: () => {
              form.setValues(EMPTY);
              toast.success('Your password has been changed.');
            },
            onError: (error) => form.setErrors(serverFieldErrors(error)),
          }),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            Change password
          </Title>
          {change.error && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={change.error} />}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
