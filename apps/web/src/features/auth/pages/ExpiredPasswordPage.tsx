import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expiredPasswordChangeSchema } from '@repute/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { EMAIL_FIELD } from '../../../shared/forms/form-messages';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { useStartSession } from '../../../shared/session/use-start-session';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { changeExpiredPassword, type ExpiredPasswordBody } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';

export function ExpiredPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const form = useForm<ExpiredPasswordBody>({
    initialValues: { email: params.get('email') ?? '', current_password: '', password: '', password_confirmation: '' },
    validateInputOnBlur: true,
    validate: domainResolver<ExpiredPasswordBody>(expiredPasswordChangeSchema, {
      toBody: (values) => ({ ...values, email: values.email.trim() }),
      messages: { email: EMAIL_FIELD, current_password: { required: 'Enter your current password' } },
    }),
  });
  const change = useMutation({
    mutationFn: changeExpiredPassword,
    meta: { silent: true },
    onSuccess: async (auth) => {
      await startSession(auth);
      navigate('/', { replace: true });
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <AuthCard
      title="Your password has expired"
      description="Choose a new password to keep using your account."
      footer={
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      }
    >
      {change.error && <ErrorAlert error={change.error} />}
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ ...values, email: values.email.trim() }))}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={change.isPending}>
            Change Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
