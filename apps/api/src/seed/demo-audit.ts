import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { accounts, auditEvents, ownsAddress, staffGrants, users } from '../platform/db/schema';

const HOUR = 3_600_000;

/** The demo's staff member (decision 0159): the Juniper Coffee owner may open any demo account as its users. */
export const DEMO_STAFF_EMAIL = 'owner@juniper.example';

export async function seedDemoStaff(db: Database): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(ownsAddress(DEMO_STAFF_EMAIL));
  if (staff) await db.insert(staffGrants).values({ userId: staff.id }).onConflictDoNothing();
}

/**
 * The audit log of a new demo account (decision 0158) opens with a few days of history: a sign-in, the owner's phone
 * number changed (before and after), a single sign-on, a script's write and a webhook delivery, and the account's
 * time zone set while a staff member acted as the owner.
 */
export async function seedDemoAudit(db: Database, accountId: number, ownerEmail: string): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(ownsAddress(ownerEmail));
  const [staff] = await db.select({ id: users.id }).from(users).where(ownsAddress(DEMO_STAFF_EMAIL));
  const [account] = await db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId));
  if (!owner || !account) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const actor = { accountId, actorUserId: owner.id, actorEmail: ownerEmail };
  await db.insert(auditEvents).values([
    { ...actor, occurredAt: at(70), action: 'login.password', resource: 'session' },
    {
      ...actor,
      occurredAt: at(69),
      action: 'PATCH /users/:id',
      resource: 'users',
      resourceId: String(owner.id),
      params: { id: String(owner.id) },
      body: { phone: '+1 206 555 0142' },
      before: { id: owner.id, email: ownerEmail, phone: null },
      after: { id: owner.id, email: ownerEmail, phone: '+1 206 555 0142' },
    },
    // Decision 0169: a single sign-on, a script's write through a personal API token, a webhook delivery.
    { ...actor, occurredAt: at(50), action: 'login.oidc', resource: 'session', after: { jit_created: false } },
    {
      ...actor,
      occurredAt: at(49),
      via: 'api token rpt_dEm0…',
      action: 'POST /webhook_subscriptions',
      resource: 'webhook_subscriptions',
      body: { url: 'https://hooks.example.com/repute', events: ['review.created'] },
    },
    {
      accountId,
      occurredAt: at(48),
      action: 'webhook.delivery',
      resource: 'webhook_subscriptions',
      after: {
        status: 'delivered',
        response_code: 200,
        attempt: 1,
        event_type: 'review.created',
        event_id: '6f1c2b0e-5d7a-4c1e-9a43-2f8d7b1e0c55',
      },
    },
  ]);
  // The staff member's own account has no one else's visit to show.
  if (!staff || staff.id === owner.id) return;
  const impersonated = { ...actor, impersonatorUserId: staff.id, impersonatorEmail: DEMO_STAFF_EMAIL };
  await db.insert(auditEvents).values([
    { ...impersonated, occurredAt: at(26), action: 'impersonation.start', resource: 'session' },
    {
      ...impersonated,
      occurredAt: at(25.9),
      action: 'PATCH /accounts/:id',
      resource: 'accounts',
      resourceId: String(accountId),
      params: { id: String(accountId) },
      body: { time_zone: account.timeZone },
      before: { id: accountId, time_zone: 'UTC' },
      after: { id: accountId, time_zone: account.timeZone },
    },
    { ...impersonated, occurredAt: at(25.8), action: 'impersonation.end', resource: 'session' },
  ]);
}
