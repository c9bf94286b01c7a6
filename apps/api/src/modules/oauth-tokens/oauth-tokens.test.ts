import { Writable } from 'node:stream';
import { oauthTokenSchema } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { client, login, useTestApp } from '../../../test/test-app';
import { oauthTokens } from '../../platform/db/schema';
import { toOauthToken } from './oauth-tokens.service';

const logLines: string[] = [];

const {
  t,
  sessions: { admin },
} = useTestApp({
  app: {
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
  logins: { admin: 'admin@northwind.example' },
});

describe('GET /oauth_tokens', () => {
  it("lists the account's integration tokens with their expiry, and never a token", async () => {
    const response = await client(t, admin).get(`/api/oauth_tokens?account_id=${admin.account_id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._total).toBe(2);
    const [google, facebook] = body._embedded.oauth_tokens;
    expect(google).toEqual({
      id: expect.any(Number),
      integration_id: 1,
      integration_code: 'google',
      created_by_user_id: admin.user_id,
      expires_at: null,
      daysUntilExpires: null,
    });
    // Seeded to expire five days after seeding, which was moments ago.
    expect(facebook).toEqual({
      id: expect.any(Number),
      integration_id: 2,
      integration_code: 'facebook',
      created_by_user_id: admin.user_id,
      expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      daysUntilExpires: 5,
    });
    expect(oauthTokenSchema.strict().safeParse(facebook).success).toBe(true);

    const secrets = await t.db
      .select({ access: oauthTokens.accessToken, refresh: oauthTokens.refreshToken })
      .from(oauthTokens);
    for (const secret of secrets.flatMap((row) => [row.access, row.refresh]).filter((value) => value !== null)) {
      expect(response.body).not.toContain(secret);
      expect(logLines.join('')).not.toContain(secret);
    }
  });

  it('answers the user types that may read integrations (Admin, Manager), and refuses the others', async () => {
    const manager = await login(t, 'manager@northwind.example');
    const response = await client(t, manager).get('/api/oauth_tokens');
    expect(response.statusCode).toBe(200);
    expect(response.json()._total).toBe(2);
    for (const email of ['emailonly', 'limited', 'readonly', 'user'].map((name) => `${name}@northwind.example`)) {
      const refused = await client(t, await login(t, email)).get('/api/oauth_tokens');
      expect(refused.statusCode, email).toBe(403);
      expect(refused.body).not.toContain('integration_code');
    }
  });

  it("keeps to the caller's account: another account's id is not found, another account sees its own", async () => {
    expect((await client(t, admin).get(`/api/oauth_tokens?account_id=${admin.account_id + 1}`)).statusCode).toBe(404);
    const other = await login(t, 'owner@bluebird.example');
    const response = await client(t, other).get('/api/oauth_tokens');
    expect(response.statusCode).toBe(200);
    expect(response.json()._embedded.oauth_tokens).toEqual([]);
    expect((await client(t).get('/api/oauth_tokens')).statusCode).toBe(401);
  });
});

describe('daysUntilExpires', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const at = (iso: string | null) =>
    toOauthToken({ id: 1, sourceId: 2, createdByUserId: null, expiresAt: iso ? new Date(iso) : null }, now)
      .daysUntilExpires;

  it('counts a part of a day as a day, an expired token as 0 or less, and none without an expiry', () => {
    expect(at('2026-05-06T12:00:00Z')).toBe(5);
    expect(at('2026-05-01T13:00:00Z')).toBe(1);
    expect(at('2026-05-01T11:00:00Z')).toBe(0);
    expect(at('2026-04-29T12:00:00Z')).toBe(-2);
    expect(at(null)).toBeNull();
  });
});
