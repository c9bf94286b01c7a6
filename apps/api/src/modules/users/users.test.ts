import { USER_TYPES } from '@repute/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, linkIn, startSmtpPeer } from '../../../test/smtp-peer';
import { client, login, type Session, useTestApp } from '../../../test/test-app';
import { passwordResets, users } from '../../platform/db/schema';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});
const {
  t,
  sessions: { admin, manager, readOnly, harbor },
} = useTestApp({
  app: () => ({ smtpUrl: smtp.url }),
  logins: {
    admin: 'admin@northwind.example',
    manager: 'manager@northwind.example',
    readOnly: 'readonly@northwind.example',
    harbor: 'owner@harbor.example',
  },
});

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

type ListedUser = { id: number; email: string; profile_name: string; shadow_user_id: number | null };
const names = (body: { _embedded: { users: ListedUser[] } }) => body._embedded.users.map((user) => user.profile_name);

describe('GET /users', () => {
  it('pages the account users in the HAL list shape, by last name', async () => {
    const first = await client(t, admin).get('/api/users?per_page=4');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ _total: 6, _total_pages: 2, _page: 1 });
    expect(names(body)).toEqual(['Evan Brooks', 'Marcus Chen', 'Rosa Delgado', 'Alicia Moreno']);
    expect(body._links.self.href).toBe('/api/users?page=1&per_page=4');
    expect(body._links.next.href).toBe('/api/users?page=2&per_page=4');
    expect(body._links.prev).toBeUndefined();

    const second = (await client(t, admin).get(body._links.next.href)).json();
    expect(names(second)).toEqual(["Liam O'Connor", 'Uma Patel']);
    expect(second._links.next).toBeUndefined();
    expect(second._links.prev.href).toBe('/api/users?page=1&per_page=4');
    expect(second._embedded.users[1]).toMatchObject({
      email: 'user@northwind.example',
      first_name: 'Uma',
      last_name: 'Patel',
      user_type: 'User',
      user_type_id: 3,
      account_id: admin.account_id,
      shadow_user_id: null,
      active: true,
      is_account_owner: false,
    });
  });

  it('finds users by word start (typeahead) and by any part, ranked (relevance)', async () => {
    const typeahead = (await client(t, admin).get('/api/users?keywords=Mar&search_type=typeahead')).json();
    expect(names(typeahead)).toEqual(['Marcus Chen']);
    expect((await client(t, admin).get('/api/users?keywords=arcus&search_type=typeahead')).json()._total).toBe(0);

    const relevance = (await client(t, admin).get('/api/users?keywords=ro&search_type=relevance')).json();
    // "Rosa Delgado" starts with the words, "Evan Brooks" only contains them: the better match comes first.
    expect(names(relevance)).toEqual(['Rosa Delgado', 'Evan Brooks']);
    expect(names((await client(t, admin).get('/api/users?keywords=ro&search_type=typeahead')).json())).toEqual([
      'Rosa Delgado',
    ]);
  });

  it('sorts by sort[by] and sort[order], and refuses an unknown sort field', async () => {
    const sorted = (await client(t, admin).get('/api/users?sort[by]=email&sort[order]=desc')).json();
    expect(sorted._embedded.users.map((user: ListedUser) => user.email)).toEqual([
      'user@northwind.example',
      'readonly@northwind.example',
      'manager@northwind.example',
      'limited@northwind.example',
      'emailonly@northwind.example',
      'admin@northwind.example',
    ]);
    const bad = await client(t, admin).get('/api/users?sort[by]=password_hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
    expect(bad.json().fields.sort).toBeDefined();
  });

  it('lists shadow users only when asked to', async () => {
    const partner = await login(t, 'partner@summit.example');
    const shadow = await client(t, partner).post('/api/shadow_user/tokens', { child_account_id: harbor.account_id });
    expect(shadow.statusCode).toBe(201);

    const plain = (await client(t, harbor).get('/api/users')).json();
    expect(names(plain)).toEqual(['Hank Sullivan']);
    const all = (await client(t, harbor).get('/api/users?include_shadow_users=true')).json();
    expect(all._total).toBe(2);
    const standIn = all._embedded.users.find((user: ListedUser) => user.shadow_user_id !== null);
    expect(standIn).toMatchObject({ email: 'partner@summit.example', shadow_user_id: partner.user_id });
  });

  it("answers 404 for another account's users", async () => {
    const response = await client(t, harbor).get(`/api/users?account_id=${admin.account_id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Account not found' });
  });
});

describe('GET /users/{id}', () => {
  it('answers one user with a self link', async () => {
    const id = await userId('manager@northwind.example');
    const response = await client(t, admin).get(`/api/users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      profile_name: 'Marcus Chen',
      user_type: 'Manager',
      user_type_id: 2,
      _links: { self: { href: `/api/users/${id}` } },
    });
  });

  it('answers 404 to a user of another account', async () => {
    const id = await userId('manager@northwind.example');
    expect((await client(t, harbor).get(`/api/users/${id}`)).statusCode).toBe(404);
    expect((await client(t, harbor).patch(`/api/users/${id}`, { first_name: 'Mallory' })).statusCode).toBe(404);
    expect((await client(t, harbor).delete(`/api/users/${id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: 'Marcus', active: true });
  });
});

describe('POST /users', () => {
  it('creates a user and e-mails an invitation whose link sets the password', async () => {
    const response = await client(t, admin).post('/api/users', {
      first_name: 'Nora',
      last_name: 'Quinn',
      email: 'nora.quinn@northwind.example',
      user_type_id: 3,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      account_id: admin.account_id,
      profile_name: 'Nora Quinn',
      email: 'nora.quinn@northwind.example',
      user_type: 'User',
      active: true,
      // Invited: no password of their own yet.
      invited: true,
      is_account_owner: false,
      _links: { self: { href: `/api/users/${created.id}` } },
    });

    const mail = await smtp.waitFor('nora.quinn@northwind.example');
    expect(mail.raw).toContain('Alicia Moreno added you to Northwind Dental');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('http://repute.test');
    const token = link.searchParams.get('reset_password_token') ?? '';
    const check = await client(t).get(`/api/passwords?reset_password_token=${encodeURIComponent(token)}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'nora.quinn@northwind.example' });

    const set = await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'nora-password',
      password_confirmation: 'nora-password',
    });
    expect(set.statusCode).toBe(200);
    expect((await login(t, 'nora.quinn@northwind.example', 'nora-password')).user_id).toBe(created.id);
    // With a password of their own, no longer invited.
    expect((await client(t, admin).get(`/api/users/${created.id}`)).json()).toMatchObject({ invited: false });
  });

  it('refuses an address already in the account, whatever its case, with 409', async () => {
    const response = await client(t, admin).post('/api/users', {
      first_name: 'Marcus',
      last_name: 'Again',
      email: 'MANAGER@northwind.example',
      user_type_id: 3,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', error: 'Conflict' });
    expect(response.json().fields.email).toBeDefined();
  });

  describe('to an address that belongs to a user of another account (decision 0071)', () => {
    const invite = (session: Session, email: string) =>
      client(t, session).post('/api/users', { first_name: 'Hank', last_name: 'Again', email, user_type_id: 3 });
    /** What the caller reads, less what differs between any two invitations (id, address, time, links). */
    const answerShape = ({ id, email, created_at, _links, ...rest }: Record<string, unknown>) => ({
      ...rest,
      keys: Object.keys({ id, email, created_at, _links, ...rest }).sort(),
      id: typeof id,
      email: typeof email,
      created_at: typeof created_at,
      links: Object.keys(_links as object),
    });
    const harborRows = () => t.db.select().from(users).where(eq(users.accountId, harbor.account_id));

    it('answers exactly as an invitation to a free address and changes nothing in the other account', async () => {
      const before = await harborRows();
      const free = await invite(admin, 'hank.free@northwind.example');
      const taken = await invite(admin, 'Owner@Harbor.example');
      expect(free.statusCode).toBe(201);
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.headers['content-type']).toBe(free.headers['content-type']);
      expect(answerShape(taken.json())).toEqual(answerShape(free.json()));
      expect(taken.json()).toMatchObject({
        account_id: admin.account_id,
        email: 'Owner@Harbor.example',
        invited: true,
      });

      // The inviting admin sees a pending invitation, like any other.
      const listed = (await client(t, admin).get('/api/users?keywords=Again')).json()._embedded.users;
      expect(listed.map((user: ListedUser & { invited: boolean }) => [user.email, user.invited])).toEqual([
        ['hank.free@northwind.example', true],
        ['Owner@Harbor.example', true],
      ]);
      // A second account may invite the same address too: each keeps its own pending invitation.
      expect((await invite(await login(t, 'partner@summit.example'), 'owner@harbor.example')).statusCode).toBe(201);
      // Inviting it again in the same account answers 409: the admin already sees it in their list.
      expect((await invite(admin, 'owner@harbor.example')).statusCode).toBe(409);

      expect(await harborRows()).toEqual(before);
    });

    it('answers 201 when another account takes the address while the invitation is being stored', async () => {
      const email = 'signup.racer@example.com';
      const waitingOnTheAddress = async () => {
        const { rows } = await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "users"%'`,
        );
        return rows[0]?.n;
      };
      let invitation: ReturnType<typeof invite> | undefined;
      // A signup of the same address in another account, not yet committed: the invitation finds the address
      // free, then its insert waits on the signup's, which wins.
      await t.db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ accountId: harbor.account_id, email, firstName: 'Sign', lastName: 'Up', userTypeId: 1 });
        invitation = invite(admin, email);
        await expect.poll(waitingOnTheAddress).toBe(1);
      });
      expect((await invitation)?.statusCode).toBe(201);
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows.map((row) => [row.accountId, row.addressHeldElsewhere])).toEqual(
        expect.arrayContaining([
          [harbor.account_id, false],
          [admin.account_id, true],
        ]),
      );
    });

    it('never holds the address itself: once its owner moves to another address, the address signs up anew', async () => {
      const email = 'moving.owner@example.com';
      const owner = await invite(harbor, email);
      expect((await invite(admin, email)).statusCode).toBe(201);
      const moved = await client(t, harbor).patch(`/api/users/${owner.json().id}`, { email: 'moved@example.com' });
      expect(moved.statusCode).toBe(200);
      // A change of address completes when the new address follows its link (decision 0072).
      const token = linkIn(await smtp.waitFor('moved@example.com'), '/login').searchParams.get('email_change_token');
      expect((await client(t).patch('/api/email_change', { email_change_token: token })).statusCode).toBe(200);

      const signup = await client(t).post('/api/signup/user', {
        first_name: 'New',
        last_name: 'Owner',
        email,
        password: 'new-owner-password',
        company_name: 'New Owner Co',
        account_vertical_name: 'retail',
      });
      expect(signup.statusCode).toBe(202);
      // The new owner's confirmation e-mail, after the two invitations' e-mails.
      const confirmations = () =>
        smtp.received.filter((mail) => mail.to.includes(email) && decodeBody(mail.raw).includes('confirmation_token='));
      await expect.poll(() => confirmations().length).toBe(1);
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows.map((row) => [row.accountId === admin.account_id, row.addressHeldElsewhere]).sort()).toEqual([
        [false, false],
        [true, true],
      ]);
    });

    it('tells only the address owner, gives no way to accept, and leaves their sign-in alone', async () => {
      expect((await invite(harbor, 'manager@northwind.example')).statusCode).toBe(201);
      const mail = await smtp.waitFor('manager@northwind.example');
      const body = decodeBody(mail.raw);
      expect(body).toContain('Hank Sullivan invited you to Harbor Fitness');
      expect(body).toContain('already has an account');
      expect(body).not.toContain('reset_password_token');
      expect(body).not.toContain('confirmation_token');

      // Signing in still reaches the address owner's own account, and their session is untouched.
      expect(await login(t, 'manager@northwind.example')).toMatchObject({
        user_id: manager.user_id,
        account_id: manager.account_id,
      });
      expect((await client(t, manager).get('/api/auth')).statusCode).toBe(200);

      // A forgotten password resets the address owner's own user, never the pending invitation.
      const [pending] = await t.db
        .select()
        .from(users)
        .where(and(eq(users.accountId, harbor.account_id), eq(users.email, 'manager@northwind.example')));
      expect(pending).toMatchObject({ passwordHash: null, active: true });
      expect((await client(t).post('/api/passwords', { email: 'manager@northwind.example' })).statusCode).toBe(202);
      const resetsOf = (userId: number) => t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
      expect(await resetsOf(manager.user_id)).toHaveLength(1);
      expect(await resetsOf(pending?.id ?? 0)).toEqual([]);
    });
  });

  it('rejects bad input with 400 naming the fields', async () => {
    const response = await client(t, admin).post('/api/users', { first_name: '', email: 'nope', user_type_id: 9 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'user_type_id']),
    );
  });

  it('is refused to a Manager (user read only), even for an Admin', async () => {
    for (const user_type_id of [1, 3]) {
      const response = await client(t, manager).post('/api/users', {
        first_name: 'Not',
        last_name: 'Allowed',
        email: `not.allowed.${user_type_id}@northwind.example`,
        user_type_id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, 'not.allowed.1@northwind.example'));
    expect(row).toBeUndefined();
  });
});

describe('a Read Only user', () => {
  it('may not create, change or deactivate users', async () => {
    const other = await userId('user@northwind.example');
    const as = client(t, readOnly);
    const create = await as.post('/api/users', {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@northwind.example',
      user_type_id: 3,
    });
    expect(create.statusCode).toBe(403);
    expect((await as.patch(`/api/users/${other}`, { first_name: 'Changed' })).statusCode).toBe(403);
    expect((await as.delete(`/api/users/${other}`)).statusCode).toBe(403);
    expect((await as.patch(`/api/users/${readOnly.user_id}`, { user_type_id: 1 })).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, other));
    expect(row).toMatchObject({ firstName: 'Uma', active: true });
  });

  it('may change its own name through /profiles', async () => {
    const response = await client(t, readOnly).patch(`/api/profiles/${readOnly.user_id}`, {
      first_name: 'Rosalind',
      last_name: 'Delgado-Ruiz',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: readOnly.user_id,
      profile_name: 'Rosalind Delgado-Ruiz',
      user_type_id: 5,
    });
    const read = (await client(t, readOnly).get(`/api/users/${readOnly.user_id}`)).json();
    expect(read.first_name).toBe('Rosalind');
    expect((await client(t, readOnly).patch(`/api/profiles/${admin.user_id}`, { first_name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /users/{id}', () => {
  it('lets an Admin change another user', async () => {
    const id = await userId('user@northwind.example');
    const response = await client(t, admin).patch(`/api/users/${id}`, { last_name: 'Patel-Shah', user_type_id: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      profile_name: 'Uma Patel-Shah',
      user_type: 'Limited User',
      user_type_id: 4,
    });
    const unchanged = await client(t, admin).patch(`/api/users/${id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ profile_name: 'Uma Patel-Shah', user_type_id: 4 });
  });

  describe('changing an address (decision 0072)', () => {
    const changeAddress = async (email: string) =>
      client(t, admin).patch(`/api/users/${await userId('user@northwind.example')}`, { email });
    const answerShape = ({ pending_email, ...rest }: Record<string, unknown>) => ({
      ...rest,
      pending_email: typeof pending_email,
    });

    it('waits for the new address to confirm: the user signs in with the old one until its link is followed', async () => {
      const response = await changeAddress('uma.new@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'user@northwind.example', pending_email: 'uma.new@example.com' });
      expect((await login(t, 'user@northwind.example')).email).toBe('user@northwind.example');

      const link = linkIn(await smtp.waitFor('uma.new@example.com'), '/login');
      const token = link.searchParams.get('email_change_token');
      expect(token).toBeTruthy();
      const confirmed = await client(t).patch('/api/email_change', { email_change_token: token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: 'uma.new@example.com' });
      expect((await login(t, 'uma.new@example.com')).email).toBe('uma.new@example.com');
      const user = (await client(t, admin).get(`/api/users/${await userId('uma.new@example.com')}`)).json();
      expect(user).toMatchObject({ email: 'uma.new@example.com', pending_email: null });
      expect((await client(t).patch('/api/email_change', { email_change_token: token })).statusCode).toBe(404);
      await t.db.update(users).set({ email: 'user@northwind.example' }).where(eq(users.email, 'uma.new@example.com'));
    });

    it('answers the same for an address of another account, tells only its owner, and changes nothing', async () => {
      const [otherUserBefore] = await t.db.select().from(users).where(eq(users.email, 'partner@summit.example'));
      const mailsBefore = smtp.received.length;
      const free = await changeAddress('uma.free@example.com');
      const taken = await changeAddress('Partner@Summit.example');
      expect(taken.statusCode).toBe(free.statusCode);
      expect(answerShape(taken.json())).toEqual(answerShape(free.json()));
      expect(taken.json()).toMatchObject({ email: 'user@northwind.example', pending_email: 'Partner@Summit.example' });

      const toOwner = () =>
        smtp.received
          .slice(mailsBefore)
          .filter((mail) => mail.to.some((to) => to.toLowerCase() === 'partner@summit.example'));
      await expect.poll(() => toOwner().length).toBe(1);
      const body = decodeBody(toOwner()[0]?.raw ?? '');
      expect(body).toContain('already has an account');
      expect(body).not.toContain('email_change_token');
      const [otherUserAfter] = await t.db.select().from(users).where(eq(users.email, 'partner@summit.example'));
      expect(otherUserAfter).toEqual(otherUserBefore);
      expect((await login(t, 'partner@summit.example')).account_id).toBe(otherUserBefore?.accountId);
      expect((await login(t, 'user@northwind.example')).email).toBe('user@northwind.example');
      const user = (await client(t, admin).get(`/api/users/${await userId('user@northwind.example')}`)).json();
      expect(user).toMatchObject({ email: 'user@northwind.example', pending_email: 'Partner@Summit.example' });
    });

    it("still answers 409 for an address of the caller's own account", async () => {
      const response = await changeAddress('MANAGER@northwind.example');
      expect(response.statusCode).toBe(409);
      expect(response.json().fields.email).toBeDefined();
    });
  });

  it('keeps the account owner an active Admin', async () => {
    const response = await client(t, admin).patch(`/api/users/${admin.user_id}`, { user_type_id: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('account_owner');
  });
});

describe('DELETE /users/{id}', () => {
  it('deactivates: the user can no longer sign in and its token stops working', async () => {
    const victim = await login(t, 'emailonly@northwind.example');
    expect((await client(t, victim).get('/api/auth')).statusCode).toBe(200);

    const response = await client(t, admin).delete(`/api/users/${victim.user_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: victim.user_id, active: false });

    expect((await client(t, victim).get('/api/auth')).statusCode).toBe(401);
    const relogin = await client(t).post('/api/auth', {
      email: 'emailonly@northwind.example',
      password: 'demo-password',
    });
    expect(relogin.statusCode).toBe(401);
    const listed = (await client(t, admin).get('/api/users?keywords=Evan')).json();
    expect(listed._embedded.users[0]).toMatchObject({ email: 'emailonly@northwind.example', active: false });

    // Reactivating lets the user sign in again, but the old session stays ended.
    const reactivated = await client(t, admin).patch(`/api/users/${victim.user_id}`, { active: true });
    expect(reactivated.json().active).toBe(true);
    expect((await client(t, victim).get('/api/auth')).statusCode).toBe(401);
    expect((await login(t, 'emailonly@northwind.example')).user_id).toBe(victim.user_id);
  });

  it('never deactivates the account owner', async () => {
    const second = await client(t, admin).post('/api/users', {
      first_name: 'Second',
      last_name: 'Admin',
      email: 'second.admin@northwind.example',
      user_type_id: 1,
    });
    expect(second.statusCode).toBe(201);
    const invitation = await smtp.waitFor('second.admin@northwind.example');
    const token = linkIn(invitation, '/reset-password').searchParams.get('reset_password_token') ?? '';
    await client(t).patch('/api/passwords', {
      reset_password_token: token,
      password: 'second-password',
      password_confirmation: 'second-password',
    });
    const other = await login(t, 'second.admin@northwind.example', 'second-password');

    const response = await client(t, other).delete(`/api/users/${admin.user_id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('account_owner');
    const [owner] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, admin.user_id), eq(users.active, true)));
    expect(owner?.isAccountOwner).toBe(true);
  });
});

describe('PATCH /profiles/{id} password change', () => {
  it('needs the current password, then signs out the other sessions only', async () => {
    const current = await login(t, 'limited@northwind.example');
    const elsewhere = await login(t, 'limited@northwind.example');
    const url = `/api/profiles/${current.user_id}`;

    const wrong = await client(t, current).patch(url, {
      current_password: 'not-my-password',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('wrong_password');
    expect((await client(t, elsewhere).get('/api/auth')).statusCode).toBe(200);

    const changed = await client(t, current).patch(url, {
      current_password: 'demo-password',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: current.user_id, profile_name: "Liam O'Connor" });

    expect((await client(t, current).get('/api/auth')).statusCode).toBe(200);
    expect((await client(t, elsewhere).get('/api/auth')).statusCode).toBe(401);
    const old = await client(t).post('/api/auth', { email: 'limited@northwind.example', password: 'demo-password' });
    expect(old.statusCode).toBe(401);
    expect((await login(t, 'limited@northwind.example', 'brand-new-password')).user_id).toBe(current.user_id);
  });
});

describe('GET /user_types', () => {
  it('lists the six user types', async () => {
    const response = await client(t, readOnly).get('/api/user_types');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body._embedded.user_types).toEqual([...USER_TYPES]);
    expect(body._embedded.user_types.map((type: { name: string }) => type.name)).toEqual([
      'Admin',
      'Manager',
      'User',
      'Limited User',
      'Read Only',
      'Email Only',
    ]);
    expect(body).toMatchObject({ _total: 6, _total_pages: 1, _page: 1 });
  });
});
