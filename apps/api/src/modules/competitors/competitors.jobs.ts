import { todayIn } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { workWithSourceRetries } from '../../connectors/source-retries';
import type { QueueDefinition } from '../../platform/jobs/boss';
import type { CompetitorRefresh } from './competitor-refresh';

export const COMPETITORS_REFRESH_QUEUE = 'competitors.refresh';
/**
 * One refresh at a time ('singleton'); retried with back-off, or after the wait a source asks for (429), and
 * each retry goes on from the places still unread that day. The heartbeat frees a killed worker's refresh soon.
 */
export const COMPETITOR_QUEUES: readonly QueueDefinition[] = [
  {
    name: COMPETITORS_REFRESH_QUEUE,
    options: { policy: 'singleton', heartbeatSeconds: 30, retryLimit: 12, retryDelay: 60, retryBackoff: true },
  },
];
/** Once a day, early in the morning UTC, when few people read the screens. */
const REFRESH_CRON = '15 5 * * *';

export async function workCompetitors(boss: PgBoss, refresh: CompetitorRefresh, now: () => Date): Promise<void> {
  await workWithSourceRetries<{ day?: string }>(boss, COMPETITORS_REFRESH_QUEUE, {}, async (data) => {
    await refresh.refresh(data.day ?? todayIn('UTC', now()));
  });
  await boss.schedule(COMPETITORS_REFRESH_QUEUE, REFRESH_CRON);
}
