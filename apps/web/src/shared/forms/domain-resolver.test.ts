import { loginBodySchema, passwordChangeSchema } from '@repute/domain/auth';
import { customWeightsSchema } from '@repute/domain/performance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainResolver, wholeFormError } from './domain-resolver';
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

  it("files the body's errors under the form's names where they differ, with the form's words", () => {
    type Person = { name: string; emails: string[] };
    const resolve = domainResolver<Person>(z.object({ full_name: z.string().min(1), addresses: z.array(z.email()) }), {
      toBody: (values) => ({ full_name: values.name, addresses: values.emails }),
      fields: { full_name: 'name', addresses: 'emails' },
      messages: { name: { required: 'Enter a name' } },
    });
    expect(resolve({ name: '', emails: ['ada@okafor.example', 'ada@'] })).toEqual({
      name: 'Enter a name',
      'emails.1': 'Invalid email address',
    });
    expect(resolve({ name: 'Ada', emails: [] })).toEqual({});
  });

  it('gives a rule of the whole body as the form error, on no field', () => {
    const weights = { total_reviews: 50, avg_rating: 40, response_rate: 0, response_time: 0 };
    const resolve = domainResolver<typeof weights>(customWeightsSchema, {
      toBody: (values) => ({ ...values, owner_photos_count: 0, ll_sync_ratio: 0 }),
    });
    expect(wholeFormError(resolve(weights))).toBe('The weights must add up to 100%');
    expect(wholeFormError(resolve({ ...weights, response_rate: 10 }))).toBeUndefined();
  });
});
