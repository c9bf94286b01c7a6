import { and, count, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';
import { passwordResets, users } from '../platform/db/schema';

const { t } = useTestApp();

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Record<string, unknown> };

/** One call from `address` (the socket's peer), with any extra headers a client may send. */
function from(app: TestApp, address: string, call: Call, headers: Record<string, string> = {}) {
  return app.app.inject({ ...call, remoteAddress: address, headers });
}

/** The statuses of `count` calls made one after another. */
async function statuses(count: number, call: (index: number) => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await call(index)).statusCode);
  return seen;
}

const login = (email: string): Call => ({
  method: 'POST',
  url: '/api/auth',
  payload: { email, password: 'wrong-password' },
});
const signup = (email: string): Call => ({
  method: 'POST',
  url: '/api/signup/user',
  payload: { first_name: 'Sam', last_name: 'Spray', email, password: 'spray-password', company_name: 'Spray Co' },
});
/**
 * Every failed login hashes a password (unknown e-mails too, so both take the same time): 61 or 122 of them take
 * 15-30 s on a busy two-core machine, past the suite's default timeout.
 */
const MANY_LOGINS_TIMEOUT_MS = 120_000;

const signIn = (email: string): Call => ({
  method: 'POST',
  url: '/api/auth',
  payload: { email, password: 'demo-password' },
});

const resetMail = (email: string): Call => ({ method: 'POST', url: '/api/passwords', payload: { email } });

/** The reset links made for a user: one for each reset e-mail sent. */
async function resetsOf(email: string, { liveOnly = false } = {}): Promise<number> {
  const [row] = await t.db
    .select({ count: count() })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(users.email, email), liveOnly ? gt(passwordResets.expiresAt, new Date()) : undefined));
  return row?.count ?? 0;
}
const liveResetsOf = (email: string) => resetsOf(email, { liveOnly: true });

describe('logins', () => {
  it(
    'limit one address to 60 a minute whatever e-mails it tries and whatever X-Forwarded-For says',
    async () => {
      const seen = await statuses(61, (index) =>
        from(t, '10.0.1.1', login(`someone${index}@northwind.example`), { 'x-forwarded-for': `192.0.2.${index}` }),
      );
      expect(seen.slice(0, 60).every((status) => status === 401)).toBe(true);
      expect(seen[60]).toBe(429);
    },
    MANY_LOGINS_TIMEOUT_MS,
  );

  it(
    'let the right password through from an address that has not failed, however many strangers failed for the e-mail',
    async () => {
      const seen = await statuses(25, (index) => from(t, `10.0.2.${index}`, login('manager@northwind.example')));
      expect(seen.every((status) => status === 401)).toBe(true);
      const owner = await from(t, '10.0.2.200', signIn('Manager@Northwind.example'));
      expect(owner.statusCode).toBe(201);
    },
    MANY_LOGINS_TIMEOUT_MS,
  );

  it('limit the failures of one address for one e-mail: then even the right password waits there, not elsewhere', async () => {
    const seen = await statuses(10, () => from(t, '10.0.8.1', login('user@northwind.example')));
    expect(seen.every((status) => status === 401)).toBe(true);
    const limited = await from(t, '10.0.8.1', signIn('user@northwind.example'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('too_many_requests');
    expect((await from(t, '10.0.8.2', signIn('user@northwind.example'))).statusCode).toBe(201);
  });

  it('count only failures: a success clears its address and e-mail', async () => {
    const failures = () => statuses(9, () => from(t, '10.0.9.1', login('readonly@northwind.example')));
    expect((await failures()).every((status) => status === 401)).toBe(true);
    expect((await from(t, '10.0.9.1', signIn('readonly@northwind.example'))).statusCode).toBe(201);
    expect((await failures()).every((status) => status === 401)).toBe(true);
    expect((await from(t, '10.0.9.1', signIn('readonly@northwind.example'))).statusCode).toBe(201);
  });
});

describe('signup', () => {
  it('limits one address to 20 signups an hour', async () => {
    const seen = await statuses(21, (index) => from(t, '10.0.3.1', signup(`owner${index}@spray.example`)));
    expect(seen.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(seen[20]).toBe(429);
  });

  it('limits one e-mail to 5 signups an hour from however many addresses', async () => {
    const seen = await statuses(6, (index) => from(t, `10.0.4.${index}`, signup('target@spray.example')));
    expect(seen.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(seen[5]).toBe(429);
  });
});

describe('password reset e-mails', () => {
  it("are limited per asker, and strangers asking never stop the owner's own mail", async () => {
    const strangers = await statuses(6, (index) => from(t, `10.0.5.${index}`, resetMail('user@northwind.example')));
    expect(strangers.every((status) => status === 202)).toBe(true);
    const owner = await from(t, '10.0.5.200', resetMail('user@northwind.example'));
    expect(owner.statusCode).toBe(202);
    expect(await resetsOf('user@northwind.example')).toBe(7);

    // Past the mailbox's hourly cap of 10 the answer stays the same and no mail goes out: the mailbox holds
    // 10 live links already.
    const more = await statuses(5, (index) => from(t, `10.0.5.${10 + index}`, resetMail('user@northwind.example')));
    expect(more.every((status) => status === 202)).toBe(true);
    expect(await liveResetsOf('user@northwind.example')).toBe(10);

    const asker = await statuses(6, () => from(t, '10.0.5.201', resetMail('limited@northwind.example')));
    expect(asker.slice(0, 5).every((status) => status === 202)).toBe(true);
    expect(asker[5]).toBe(429);
    expect((await from(t, '10.0.5.202', resetMail('limited@northwind.example'))).statusCode).toBe(202);
    expect(await resetsOf('limited@northwind.example')).toBe(6);
  });

  it('are limited per asking address too', async () => {
    const seen = await statuses(21, (index) => from(t, '10.0.6.1', resetMail(`nobody${index}@northwind.example`)));
    expect(seen.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(seen[20]).toBe(429);
  });
});

describe('mail opens', () => {
  it('count 300 pixel fetches a minute from one address, then answer 429', async () => {
    const pixel = (index: number): Call => ({
      method: 'GET',
      url: `/api/public/review_requests/unknown-token-${String(index).padStart(4, '0')}/open.gif`,
    });
    const seen = await statuses(301, (index) => from(t, '10.0.9.1', pixel(index)));
    expect(seen.slice(0, 300).every((status) => status !== 429)).toBe(true);
    expect(seen[300]).toBe(429);
    expect((await from(t, '10.0.9.2', pixel(0))).statusCode).not.toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it(
    'takes the client address from X-Forwarded-For only from a trusted proxy',
    async () => {
      const behindProxy = await createTestApp({ trustProxy: ['10.0.7.1'] });
      try {
        const viaProxy = await statuses(61, (index) =>
          from(behindProxy, '10.0.7.1', login(`someone${index}@northwind.example`), {
            'x-forwarded-for': `192.0.2.${index}`,
          }),
        );
        expect(viaProxy.every((status) => status === 401)).toBe(true);

        const spoofed = await statuses(61, (index) =>
          from(behindProxy, '10.0.7.2', login(`other${index}@northwind.example`), {
            'x-forwarded-for': `198.51.100.${index}`,
          }),
        );
        expect(spoofed[60]).toBe(429);
      } finally {
        await behindProxy.close();
      }
    },
    MANY_LOGINS_TIMEOUT_MS,
  );

  it(
    'with a hop count, takes the address the nearest proxy saw, whatever the client wrote before it',
    async () => {
      const behindOneProxy = await createTestApp({ trustProxy: 1 });
      try {
        const seen = await statuses(61, (index) =>
          from(behindOneProxy, '10.0.8.1', login(`hop${index}@northwind.example`), {
            'x-forwarded-for': `198.51.100.${index}, 192.0.2.9`,
          }),
        );
        expect(seen.slice(0, 60).every((status) => status === 401)).toBe(true);
        expect(seen[60]).toBe(429);
        const anotherClient = await from(behindOneProxy, '10.0.8.1', login('hop@northwind.example'), {
          'x-forwarded-for': '192.0.2.10',
        });
        expect(anotherClient.statusCode).toBe(401);
      } finally {
        await behindOneProxy.close();
      }
    },
    MANY_LOGINS_TIMEOUT_MS,
  );
});
