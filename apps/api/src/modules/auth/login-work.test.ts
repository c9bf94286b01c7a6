import { verify } from '@node-rs/argon2';
import { USER_TYPE_ID } from '@repute/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The argon2 library itself is watched (not our code): every sign-in must pay for one verification.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
// API test files share one module graph (isolate: false): the app is imported afresh so that it sees the watch.
vi.resetModules();
const { client, useTestApp } = await import('../../../test/test-app');

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

beforeEach(() => {
  vi.mocked(verify).mockClear();
});

const signIn = (email: string, password = 'some-password') => client(t).post('/api/auth', { email, password });

describe('POST /auth does the same work whether or not the e-mail has an account', () => {
  it('verifies a password hash for a known e-mail', async () => {
    expect((await signIn('user@northwind.example')).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('verifies a stand-in argon2id hash for an unknown e-mail', async () => {
    expect((await signIn('nobody@nowhere.example')).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verify).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
  });

  it('verifies a stand-in hash for an invited user who has no password yet', async () => {
    const invited = await client(t, admin).post('/api/users', {
      first_name: 'Ivy',
      last_name: 'Invited',
      email: 'ivy.invited@northwind.example',
      user_type_id: USER_TYPE_ID.user,
    });
    expect(invited.statusCode).toBe(201);
    vi.mocked(verify).mockClear();
    expect((await signIn('ivy.invited@northwind.example')).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('and so does the expired-password change (POST /passwords with current_password)', async () => {
    const response = await client(t).post('/api/passwords', {
      email: 'nobody@nowhere.example',
      current_password: 'some-password',
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(response.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
