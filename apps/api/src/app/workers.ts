import type { PgBoss } from 'pg-boss';
import { type BossRole, startBoss } from '../platform/jobs/boss';
import { MAIL_QUEUES } from '../platform/mail/mail.jobs';
import type { JobOptions } from '../platform/modules/module-definition';
import type { Composed } from './compose';
import { MODULES } from './modules';

/** Every queue any module sends to. */
export const QUEUES = [...MAIL_QUEUES, ...MODULES.flatMap((module) => module.queues ?? [])];

/** pg-boss with every module's queue created. */
export function startJobQueues(url: string, role: BossRole, onError: (error: Error) => void): Promise<PgBoss> {
  return startBoss(url, role, onError, QUEUES);
}

/**
 * The worker role: every module's job handlers started on `boss`. Each module's are its definition's; nothing here
 * names a queue. (A test starts one module's: `t.modules.alerts.work(boss)`.)
 */
export async function workJobs(boss: PgBoss, { modules }: Pick<Composed, 'modules'>, options: JobOptions = {}) {
  for (const module of Object.values(modules)) await module.work(boss, { options });
}
