import { loginBodySchema, passwordChangeSchema } from '@repute/domain/auth';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './domain-resolver';
import { EMAIL_FIELD } from './form-messages';

type Login = { email: string; password: string };

const login = domainResolver<Login>(loginBodySchema, {
  toBody: (values) => ({ ...values, email: values.email.trim() }),
  messages: { email: EMAIL_FIELD, password: { required: 'Enter your password' } },
});

describe('domainResolver', () => {
  it("shows the screen's words for an empty field and for one the domain refuses", () => {
    expect(login({ email: ' ', password: '' })).toEqual({
      email: 'Enter your e-mail address',
      password: 'Enter your password',
    });
    expect(login({ email: 'ada@', password: 'x' })).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('checks the body the form sends, so spaces around an address are no error', () => {
    expect(login({ email: ' ada@okafor.example ', password: 'x' })).toEqual({});
  });

  it("keeps the domain's own message where the screen names none (password rules, on the confirmation)", () => {
    const reset = domainResolver<{ password: string; password_confirmation: string }>(passwordChangeSchema, {
      toBody: (values) => ({ reset_password_token: 'token', ...values }),
    });
    expect(reset({ password: 'short', password_confirmation: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      password_confirmation: 'Passwords do not match',
    });
  });
});
