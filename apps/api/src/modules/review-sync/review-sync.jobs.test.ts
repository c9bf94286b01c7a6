import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { startJobQueues } from '../../app/workers';
import { enqueueSync, REVIEW_SYNC_QUEUE } from './review-sync.jobs';

/** A sender only: no worker takes the jobs, so they wait. */
let boss: PgBoss;

const { t } = useTestApp();
beforeAll(async () => {
  boss = await startJobQueues(t.url, 'server', () => {});
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
});

const waiting = async () =>
  (await boss.findJobs(REVIEW_SYNC_QUEUE, { queued: true }))
    .map((job) => ({
      key: job.singletonKey,
      data: job.data,
    }))
    .sort((a, b) => String(a.key).localeCompare(String(b.key)));

describe('review sync queue', () => {
  it('holds one waiting job per location and source: a second request while one waits is the same job', async () => {
    const key = { accountId: 1, locationId: 101, sourceId: 2 };
    await enqueueSync(boss, key);
    await enqueueSync(boss, key);
    await enqueueSync(boss, { ...key, sourceId: 3 });
    expect(await waiting()).toEqual([
      { key: '101:2', data: key },
      { key: '101:3', data: { ...key, sourceId: 3 } },
    ]);
  });

  it('turns the waiting job into a full pass when one is asked for, and never back', async () => {
    const key = { accountId: 1, locationId: 102, sourceId: 2 };
    await enqueueSync(boss, key);
    await enqueueSync(boss, { ...key, full: true });
    await enqueueSync(boss, key);
    expect((await waiting()).filter((job) => job.key === '102:2')).toEqual([
      { key: '102:2', data: { ...key, full: true } },
    ]);
  });

  it('queues one more while a sync runs, and never runs two of one location and source at once', async () => {
    const key = { accountId: 1, locationId: 104, sourceId: 2 };
    await boss.deleteQueuedJobs(REVIEW_SYNC_QUEUE);
    await enqueueSync(boss, key);
    const [running] = await boss.fetch(REVIEW_SYNC_QUEUE);
    expect(running?.data).toEqual(key);
    await enqueueSync(boss, key);
    await enqueueSync(boss, key);
    expect(await waiting()).toEqual([{ key: '104:2', data: key }]);
    expect(await boss.fetch(REVIEW_SYNC_QUEUE)).toEqual([]);
  });

  it('runs a sync asked for on demand before the scheduled ones, also when it joins a waiting one', async () => {
    await boss.deleteQueuedJobs(REVIEW_SYNC_QUEUE);
    const waitingOne = { accountId: 1, locationId: 107, sourceId: 2 };
    for (const locationId of [105, 106]) await enqueueSync(boss, { ...waitingOne, locationId });
    await enqueueSync(boss, waitingOne);
    const asked = { accountId: 1, locationId: 108, sourceId: 2 };
    await enqueueSync(boss, asked, { onDemand: true });
    // Already waiting as a scheduled sync: the request moves it ahead too, without making it a new job.
    await enqueueSync(boss, { ...waitingOne, full: true }, { onDemand: true });
    const order: (string | undefined)[] = [];
    for (;;) {
      const [job] = await boss.fetch(REVIEW_SYNC_QUEUE, { includeMetadata: true });
      if (!job) break;
      order.push(job.singletonKey ?? undefined);
    }
    expect(order.slice(0, 2).sort()).toEqual(['107:2', '108:2']);
    expect(order).toHaveLength(4);
  });

  it('sends nothing while a sync of the location and source waits out a retry, but makes that one full', async () => {
    await boss.deleteQueuedJobs(REVIEW_SYNC_QUEUE);
    const key = { accountId: 1, locationId: 109, sourceId: 2 };
    await enqueueSync(boss, key);
    const [running] = await boss.fetch(REVIEW_SYNC_QUEUE);
    await boss.fail(REVIEW_SYNC_QUEUE, running?.id ?? '', { message: 'throttled' });
    await enqueueSync(boss, key);
    await enqueueSync(boss, key, { onDemand: true });
    await enqueueSync(boss, { ...key, full: true });
    const jobs = await boss.findJobs(REVIEW_SYNC_QUEUE, { key: '109:2', queued: true });
    expect(jobs.map((job) => ({ state: job.state, data: job.data }))).toEqual([
      { state: 'retry', data: { ...key, full: true } },
    ]);
  });

  it('recreates, when a worker starts, a sync queue an earlier version made with the standard policy (no dedupe)', async () => {
    await boss.deleteQueue(REVIEW_SYNC_QUEUE);
    await boss.createQueue(REVIEW_SYNC_QUEUE);
    const key = { accountId: 1, locationId: 103, sourceId: 2 };
    await enqueueSync(boss, key);
    await enqueueSync(boss, key);
    expect(await waiting()).toHaveLength(2);

    // A server leaves the queue to the workers; the next worker to start recreates it.
    const server = await startJobQueues(t.url, 'server', () => {});
    expect((await server.getQueue(REVIEW_SYNC_QUEUE))?.policy).toBe('standard');
    await server.stop({ graceful: false, close: true });
    const restarted = await startJobQueues(t.url, 'worker', () => {});
    try {
      expect((await restarted.getQueue(REVIEW_SYNC_QUEUE))?.policy).toBe('stately');
      await enqueueSync(restarted, key);
      await enqueueSync(restarted, key);
      expect(await restarted.findJobs(REVIEW_SYNC_QUEUE, { queued: true })).toHaveLength(1);
    } finally {
      await restarted.stop({ graceful: false, close: true });
    }
  });
});
