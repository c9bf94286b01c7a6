import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../../../test/test-app';

const lines: string[] = [];
const { t } = useTestApp({ app: { logStream: { write: (line: string) => void lines.push(line) }, logLevel: 'error' } });

describe('a failing query in the log', () => {
  it('names the statement and the error code, never the parameters (e-mail, password hash)', async () => {
    // The database refuses every new user the way a unique index does, naming the address in its detail.
    await t.db.execute(sql`
      create function refuse_users() returns trigger language plpgsql as $$
      begin
        raise exception 'users refused' using errcode = 'P0001',
          detail = format('Key (lower(email))=(%s) already exists.', lower(new.email));
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );

    const email = 'leaky.signup@greenleaf.example';
    const response = await client(t).post('/api/signup/user', {
      first_name: 'Lea',
      last_name: 'Key',
      email,
      password: 'greenleaf-password',
      company_name: 'Greenleaf Florists',
    });
    expect(response.statusCode).toBe(500);

    const output = lines.join('');
    // The failure is in the log, with what an operator needs to find it.
    expect(output).toContain('request failed');
    expect(output).toMatch(/insert into \\"users\\"/);
    expect(output).toContain('P0001');
    // And nothing the caller sent.
    expect(output).not.toContain('leaky.signup');
    expect(output).not.toContain('$argon2id');
    expect(output).not.toContain('Greenleaf');
  });
});
