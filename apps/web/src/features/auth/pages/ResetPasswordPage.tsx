import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChangeSchema } from '@repute/domain/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { authKeys, checkResetToken, type PasswordResetBody, resetPassword } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';

type NewPasswordValues = Omit<PasswordResetBody, 'reset_password_token'>;

const INVALID_LINK = 'This password reset link is invalid or has expired.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('reset_password_token') ?? '';
  const check = useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    enabled: Boolean(token),
    retry: false,
  });
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    validateInputOnBlur: true,
    validate: domainResolver<NewPasswordValues>(passwordChangeSchema, {
      toBody: (values) => ({ reset_password_token: token, ...values }),
    }),
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: () => navigate('/password-reset-complete', { replace: true }),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const requestAnother = (
    <Anchor component={Link} to="/forgot-password">
      Request a new link
    </Anchor>
  );

  if (token && check.isPending) return <PageLoader label="Checking your link" />;
  if (!token || check.error) {
    const invalid = !token || (isApiError(check.error) && check.error.status === 404);
    return (
      <AuthCard title="Reset your password" footer={requestAnother}>
        {invalid ? <ErrorAlert>{INVALID_LINK}</ErrorAlert> : <ErrorAlert error={check.error} />}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description={`Choose a new password for ${check.data?.email ?? 'your account'}.`}
      footer={
        <Anchor component={Link} to="/login">
          Back to log in
        </Anchor>
      }
    >
      {reset.error && !Object.keys(serverFieldErrors(reset.error)).length && <ErrorAlert error={reset.error} />}
      <form noValidate onSubmit={form.onSubmit((values) => reset.mutate({ reset_password_token: token, ...values }))}>
        <Stack gap="md">
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
