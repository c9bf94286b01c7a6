import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { analyticsEvents } from './schema';
import { createUnitOfWork, preparedRead, withAmbientTransactions } from './unit-of-work';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a unit of work', () => {
  const eventsNamed = (event: string) =>
    t.db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(eq(analyticsEvents.event, event));

  it('keeps the writes of every repo built on the ambient database when the work succeeds', async () => {
    const db = withAmbientTransactions(t.db);
    await createUnitOfWork(t.db)(async () => {
      await db.insert(analyticsEvents).values({ accountId: 1, userId: null, event: 'uow-kept', properties: {} });
      await db.insert(analyticsEvents).values({ accountId: 1, userId: null, event: 'uow-kept', properties: {} });
    });
    expect(await eventsNamed('uow-kept')).toHaveLength(2);
  });

  it('drops every write of the work when a later step fails', async () => {
    const db = withAmbientTransactions(t.db);
    const failing = createUnitOfWork(t.db)(async () => {
      await db.insert(analyticsEvents).values({ accountId: 1, userId: null, event: 'uow-dropped', properties: {} });
      throw new Error('the second write failed');
    });
    await expect(failing).rejects.toThrow('the second write failed');
    expect(await eventsNamed('uow-dropped')).toHaveLength(0);
  });

  it('writes outside a unit of work straight to the database', async () => {
    const db = withAmbientTransactions(t.db);
    await db.insert(analyticsEvents).values({ accountId: 1, userId: null, event: 'uow-outside', properties: {} });
    expect(await eventsNamed('uow-outside')).toHaveLength(1);
  });
});

describe('a prepared read', () => {
  it("reads the pool outside a unit of work, and the work's transaction inside one, its writes too", async () => {
    const db = withAmbientTransactions(t.db);
    const countNamed = preparedRead(() =>
      db
        .select({ events: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.event, sql.placeholder('event')))
        .prepare('test_events_named'),
    );
    const count = async (event: string) => (await countNamed({ event }))[0]?.events;
    expect(await count('prepared-read')).toBe(0);
    const failing = createUnitOfWork(t.db)(async () => {
      await db.insert(analyticsEvents).values({ accountId: 1, userId: null, event: 'prepared-read', properties: {} });
      expect(await count('prepared-read')).toBe(1);
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(await count('prepared-read')).toBe(0);
  });
});
