import type { Database } from './client';
import { withAmbientSource } from './unit-of-work';

/**
 * Runs reads that may come from the standby: every repo query inside `work` goes to it. Only for work that writes
 * nothing (a standby refuses writes) and whose caller accepts the data as of the moment the work started.
 */
export type ReplicaReads = <T>(work: () => Promise<T>) => Promise<T>;

/** How long work waits for the standby to catch up before it reads the primary instead. */
const CATCH_UP_MS = 2_000;
const POLL_MS = 50;

/**
 * Where the primary's WAL ends now: every commit that answered before this call is at or before it. The insert
 * position, not pg_current_wal_lsn() (the write position): with synchronous_commit off a commit answers before its
 * record is written out, so the write position can still be short of a write the user has seen succeed, and a
 * standby that replayed up to it would lack that write (decision 0173).
 */
async function primaryPosition(primary: Database): Promise<string> {
  const { rows } = await primary.$client.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  return rows[0]?.lsn ?? '0/0';
}

/** Whether the standby has replayed the primary's WAL up to `lsn`; false when it cannot be asked. */
async function caughtUp(replica: Database, lsn: string): Promise<boolean> {
  try {
    const { rows } = await replica.$client.query<{ caught_up: boolean | null }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up',
      [lsn],
    );
    return rows[0]?.caught_up === true;
  } catch {
    return false;
  }
}

/**
 * Read-your-writes on a standby (decision 0151): work reads the replica only once it has replayed everything the
 * primary had when the work started, so whatever the user wrote before asking is in what they get. A standby that
 * lags longer than CATCH_UP_MS, or cannot be reached, leaves the work on the primary. Without a replica, work just
 * runs.
 */
export function createReplicaReads(primary: Database, replica: Database | undefined): ReplicaReads {
  if (!replica) return (work) => work();
  return async (work) => {
    const lsn = await primaryPosition(primary);
    const deadline = Date.now() + CATCH_UP_MS;
    for (;;) {
      if (await caughtUp(replica, lsn)) return withAmbientSource(replica, work);
      if (Date.now() >= deadline) return work();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
}

/**
 * `service` with the named methods run through `replicaReads` (decision 0162): for a module's routes whose reads
 * tolerate lag (reports, insights, benchmarks). Only for methods that write nothing; the rest stay on the primary.
 * Routes get the wrapped copy, other modules the service itself: a caller inside a unit of work must keep reading
 * its own transaction.
 */
export function readsOnReplica<Service extends object, Name extends keyof Service>(
  service: Service,
  replicaReads: ReplicaReads,
  methods: readonly Name[],
): Service {
  const wrapped = { ...service };
  for (const name of methods) {
    const method = service[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = ((...args: unknown[]) =>
      replicaReads(() => method.apply(service, args))) as unknown as Service[Name];
  }
  return wrapped;
}
