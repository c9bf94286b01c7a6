import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBodySchema } from '@repute/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useAuth } from '../../../shared/auth/use-auth';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { EMAIL_FIELD } from '../../../shared/forms/form-messages';
import { useStartSession } from '../../../shared/session/use-start-session';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { type LoginBody, logInCall } from '../auth-api';
import { AddressChangeConfirmation } from '../components/AddressChangeConfirmation';
import { AuthCard } from '../components/AuthCard';
import { SsoSignInForm } from '../components/SsoSignInForm';
import { safeRedirect } from '../redirect-target';

const INVALID_CREDENTIALS = 'Invalid e-mail or password';
const FIRST_LOCATION_PATH = '/signup/location';

function isPasswordExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'password_expired';
}

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [params] = useSearchParams();
  const invalidated = params.has('invalidated');
  // The link of the signup e-mail: signing in with it confirms the address (decision 0019), and the new account's
  // first step is its first location (decision 0132).
  const confirmationToken = params.get('confirmation_token') ?? undefined;
  const redirect =
    confirmationToken && !params.has('redirect') ? FIRST_LOCATION_PATH : safeRedirect(params.get('redirect'));
  const addressChangeToken = params.get('email_change_token');
  const [withSso, setWithSso] = useState(false);

  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: domainResolver<LoginBody>(loginBodySchema, {
      toBody: (values) => ({ ...values, email: values.email.trim() }),
      messages: { email: EMAIL_FIELD, password: { required: 'Enter your password' } },
    }),
  });

  const login = useMutation({
    mutationFn: logInCall,
    meta: { silent: true },
    onSuccess: async (next) => {
      await startSession(next);
      navigate(redirect, { replace: true });
    },
    onError: (error, body) => {
      if (isPasswordExpired(error)) navigate(`/expired-password?email=${encodeURIComponent(body.email)}`);
    },
  });

  if (auth && !login.isPending) return <Navigate to={redirect} replace />;

  const failure = login.error && !isPasswordExpired(login.error) ? login.error : null;

  return (
    <AuthCard
      title="Log in to Repute"
      footer={
        <>
          New to Repute?{' '}
          <Anchor component={Link} to="/signup">
            Create an account
          </Anchor>
        </>
      }
    >
      {confirmationToken && (
        <Alert color="teal" variant="light" role="status">
          Log in to confirm your e-mail address.
        </Alert>
      )}
      {addressChangeToken && <AddressChangeConfirmation token={addressChangeToken} />}
      {invalidated && (
        <Alert color="yellow" variant="light" role="status" title="Session ended">
          Your session has ended. Please log in again.
        </Alert>
      )}
      {failure && (
        <ErrorAlert>
          {isApiError(failure) && failure.status === 401
            ? errorText(failure) || INVALID_CREDENTIALS
            : errorText(failure)}
        </ErrorAlert>
      )}
      {withSso ? (
        <SsoSignInForm initialEmail={form.values.email.trim()} redirect={redirect} onCancel={() => setWithSso(false)} />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            login.mutate({ ...values, email: values.email.trim(), confirmation_token: confirmationToken }),
          )}
        >
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={login.isPending}>
              Log In
            </Button>
            <Divider label="or" labelPosition="center" />
            <Button variant="default" fullWidth onClick={() => setWithSso(true)}>
              Sign in with SSO
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
