import type { PageWindow } from '@repute/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { responseTemplates } from '../../platform/db/schema';

export type ResponseTemplateRow = typeof responseTemplates.$inferSelect;

export function createResponseTemplatesRepo(db: Database) {
  const scoped = (accountId: number, id: number) =>
    and(eq(responseTemplates.accountId, accountId), eq(responseTemplates.id, id));
  return {
    async list(accountId: number, { limit, offset }: PageWindow) {
      const where = eq(responseTemplates.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(responseTemplates)
          .where(where)
          .orderBy(asc(responseTemplates.name), asc(responseTemplates.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(responseTemplates).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async find(accountId: number, id: number) {
      const [row] = await db.select().from(responseTemplates).where(scoped(accountId, id));
      return row;
    },
    async insert(accountId: number, values: { name: string; content: string }) {
      const [row] = await db
        .insert(responseTemplates)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('template not stored');
      return row;
    },
    async update(accountId: number, id: number, values: { name: string; content: string }) {
      const [row] = await db.update(responseTemplates).set(values).where(scoped(accountId, id)).returning();
      return row;
    },
    async remove(accountId: number, id: number) {
      await db.delete(responseTemplates).where(scoped(accountId, id));
    },
  };
}

export type ResponseTemplatesRepo = ReturnType<typeof createResponseTemplatesRepo>;
