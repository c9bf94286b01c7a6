import type { Database } from '../platform/db/client';
import { auditEvents, ownsAddress, staffGrants, users } from '../platform/db/schema';

const HOUR = 3_600_000;

/** The demo's staff member (decision 0159): the Bluebird Bistro owner may open any demo account as its users. */
export const DEMO_STAFF_EMAIL = 'owner@bluebird.example';

export async function seedDemoStaff(db: Database): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(ownsAddress(DEMO_STAFF_EMAIL));
  if (staff) await db.insert(staffGrants).values({ userId: staff.id }).onConflictDoNothing();
}

/**
 * The audit log of a new demo account (decision 0158) opens with a few days of history: a sign-in, a location
 * renamed (before and after), the time zone set while a staff member acted as the account's owner.
 */
export async function seedDemoAudit(db: Database, accountId: number, ownerEmail: string): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(ownsAddress(ownerEmail));
  const [staff] = await db.select({ id: users.id }).from(users).where(ownsAddress(DEMO_STAFF_EMAIL));
  if (!owner || !staff) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  const actor = { accountId, actorUserId: owner.id, actorEmail: ownerEmail };
  const impersonated = { ...actor, impersonatorUserId: staff.id, impersonatorEmail: DEMO_STAFF_EMAIL };
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
    { ...impersonated, occurredAt: at(26), action: 'impersonation.start', resource: 'session' },
    {
      ...impersonated,
      occurredAt: at(25.9),
      action: 'PATCH /accounts/:id',
      resource: 'accounts',
      resourceId: String(accountId),
      params: { id: String(accountId) },
      body: { time_zone: 'America/Los_Angeles' },
      before: { id: accountId, time_zone: 'America/New_York' },
      after: { id: accountId, time_zone: 'America/Los_Angeles' },
    },
    { ...impersonated, occurredAt: at(25.8), action: 'impersonation.end', resource: 'session' },
  ]);
}
