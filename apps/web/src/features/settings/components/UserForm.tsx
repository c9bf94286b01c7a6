import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserCreate } from '@repute/domain';
import { useEffect } from 'react';
import { useUserTypes } from '../../../shared/entities/users/users-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toUserBody, type UserFormValues, userFormRules, userFormServerErrors } from '../user-form-values';

type UserFormProps = {
  initialValues: UserFormValues;
  /** A new address waiting for its confirmation link (decision 0072). */
  pendingEmail?: string | null;
  submitLabel: string;
  submitting: boolean;
  error: unknown;
  onSubmit: (body: UserCreate) => void;
  onCancel: () => void;
};

export function UserForm({
  initialValues,
  pendingEmail,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const userTypes = useUserTypes();
  const form = useForm<UserFormValues>({ initialValues, validateInputOnBlur: true, validate: userFormRules });
  const fieldErrors = userFormServerErrors(error);
  const { setErrors } = form;

  useEffect(() => {
    if (error) setErrors(userFormServerErrors(error));
  }, [error, setErrors]);

  const options = (userTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toUserBody(values)))}>
      <Stack gap="md">
        {Boolean(error) && Object.keys(fieldErrors).length === 0 && <ErrorAlert error={error} />}
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="off" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="off" {...form.getInputProps('last_name')} />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          description={
            pendingEmail &&
            `Waiting for ${pendingEmail} to confirm the change: until then the user signs in with ${initialValues.email}.`
          }
          {...form.getInputProps('email')}
        />
        <Select
          label="User type"
          placeholder="Choose a user type"
          data={options}
          allowDeselect={false}
          // Unmounted while closed, so the label names only the field.
          comboboxProps={{ keepMounted: false }}
          {...form.getInputProps('user_type_id')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
