import { Alert, Anchor, Button, Group, List, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_VERTICAL_OPTIONS, type AccountVertical } from '@repute/domain/accounts';
import { PASSWORD_MIN_LENGTH, type SignupBody, signupBodySchema } from '@repute/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useAuth } from '../../../shared/auth/use-auth';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { EMAIL_FIELD } from '../../../shared/forms/form-messages';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SIGNUP_ERROR_MESSAGE } from '../../../shared/ui/messages';
import { signUp } from '../auth-api';
import { AuthCard } from '../components/AuthCard';

type SignupValues = Required<Omit<SignupBody, 'account_vertical_name'>> & {
  account_vertical_name: AccountVertical | null;
};

/** What POST /signup/user is sent: the names and the address without the spaces around them; no industry unless chosen. */
function signupBody({ account_vertical_name, ...values }: SignupValues): SignupBody {
  return {
    ...values,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    company_name: values.company_name.trim(),
    email: values.email.trim(),
    ...(account_vertical_name ? { account_vertical_name } : {}),
  };
}

export function SignupPage() {
  const auth = useAuth();
  const form = useForm<SignupValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      company_name: '',
      account_vertical_name: null,
      email: '',
      password: '',
    },
    validateInputOnBlur: true,
    validate: domainResolver(signupBodySchema, {
      toBody: signupBody,
      messages: {
        first_name: { required: 'Enter your first name' },
        last_name: { required: 'Enter your last name' },
        company_name: { required: 'Enter your company name' },
        email: EMAIL_FIELD,
      },
    }),
  });
  const signup = useMutation({
    mutationFn: signUp,
    meta: { silent: true },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  if (auth) return <Navigate to="/" replace />;
  if (signup.isSuccess) {
    return (
      <AuthCard
        title="Check your e-mail"
        footer={
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        }
      >
        <Alert color="teal" variant="light" role="status">
          We have sent a message to {signup.data.email}. Open the link in it to confirm your address and log in.
        </Alert>
      </AuthCard>
    );
  }
  const fieldErrors = Object.values(serverFieldErrors(signup.error));
  // Spec 000 §7: the answer's error text is read; shown when no field explains the refusal (a limit, a conflict).
  const serverText = fieldErrors.length === 0 ? errorText(signup.error) : undefined;

  return (
    <AuthCard
      title="Create your account"
      description="Start managing every review of every location in one place."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </>
      }
    >
      {signup.error && (
        <ErrorAlert>
          {SIGNUP_ERROR_MESSAGE}
          {serverText && serverText !== SIGNUP_ERROR_MESSAGE && (
            <Text size="sm" mt={4}>
              {serverText}
            </Text>
          )}
          {fieldErrors.length > 0 && (
            <List size="sm" mt={4}>
              {fieldErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </ErrorAlert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(signupBody(values)))}>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </Group>
          <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('company_name')} />
          <Select
            label="Industry"
            placeholder="Choose your industry (optional)"
            data={ACCOUNT_VERTICAL_OPTIONS}
            clearable
            {...form.getInputProps('account_vertical_name')}
          />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={signup.isPending}>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
