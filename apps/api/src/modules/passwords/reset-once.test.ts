import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { user },
} = useTestApp({ logins: { user: 'readonly@northwind.example' } });

describe('a reset link', () => {
  it('sets a password exactly once when 12 requests spend it at the same time', async () => {
    const link = new URL(await t.services.passwords.resetLink({ id: user.user_id, accountId: user.account_id }, 60));
    const token = link.searchParams.get('reset_password_token') ?? '';
    const passwords = Array.from({ length: 12 }, (_, index) => `racing-password-${index}`);
    const responses = await Promise.all(
      passwords.map((password) =>
        client(t).patch('/api/passwords', {
          reset_password_token: token,
          password,
          password_confirmation: password,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(11);

    // The password that took is the one whose request succeeded.
    const winner = passwords[statuses.indexOf(200)] ?? '';
    expect((await login(t, user.email, winner)).user_id).toBe(user.user_id);
  });
});
