import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@repute/domain';
import { profileNamesSchema } from '@repute/domain/users';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { type ProfileNameBody, useUpdateProfileName } from '../profile-api';

type ProfileNameFormProps = { user: User };

export function ProfileNameForm({ user }: ProfileNameFormProps) {
  const form = useForm<ProfileNameBody>({
    initialValues: { first_name: user.first_name, last_name: user.last_name },
    validateInputOnBlur: true,
    validate: domainResolver<ProfileNameBody>(profileNamesSchema, {
      messages: { first_name: { required: 'Enter your first name' }, last_name: { required: 'Enter your last name' } },
    }),
  });
  const update = useUpdateProfileName();
  const fieldErrors = serverFieldErrors(update.error);

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        noValidate
        aria-label="Your details"
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            { first_name: values.first_name.trim(), last_name: values.last_name.trim() },
            {
              onSuccess: () => {
                form.resetDirty(values);
                toast.success('Your profile has been updated.');
              },
              onError: (error) => form.setErrors(serverFieldErrors(error)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            Your details
          </Title>
          {update.error && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={update.error} />}
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </Group>
          <TextInput label="Email" value={user.email} readOnly disabled />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
