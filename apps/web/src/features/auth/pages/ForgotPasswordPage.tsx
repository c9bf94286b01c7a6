import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetStartSchema } from '@repute/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { EMAIL_FIELD } from '../../../shared/forms/form-messages';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { requestPasswordReset } from '../auth-api';
import { AuthCard } from '../components/AuthCard';

export function ForgotPasswordPage() {
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: domainResolver<{ email: string }>(passwordResetStartSchema, {
      toBody: ({ email }) => ({ email: email.trim() }),
      messages: { email: EMAIL_FIELD },
    }),
  });
  const reset = useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
  const backToLogin = (
    <Anchor component={Link} to="/login">
      Back to log in
    </Anchor>
  );

  if (reset.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" footer={backToLogin}>
        <Alert color="teal" variant="light" role="status">
          If an account exists for {reset.variables}, we have sent it a link to reset the password. The link works for a
          limited time.
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the e-mail address you log in with and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      {reset.error && <ErrorAlert error={reset.error} />}
      <form noValidate onSubmit={form.onSubmit(({ email }) => reset.mutate(email.trim()))}>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
