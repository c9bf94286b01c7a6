import { z } from 'zod';
import type { ReviewPage, SourceReview } from './review-source';

/**
 * Where a pass over a newest-first review list stands. It is the connector's cursor, stored between syncs:
 * `since` is the newest change time the last completed pass saw (null: everything); `page` is the source's
 * own paging token within the pass running now; `newest` is the newest change time that pass has seen.
 */
const passSchema = z.object({
  since: z.iso.datetime().nullable(),
  page: z.string().nullable(),
  newest: z.iso.datetime().nullable(),
});
export type Pass = z.infer<typeof passSchema>;

const FULL_PASS: Pass = { since: null, page: null, newest: null };

/** A cursor this module did not write (another connector's, or a damaged one) starts a full pass. */
export function readPass(cursor: string | null): Pass {
  if (cursor === null) return FULL_PASS;
  try {
    return passSchema.parse(JSON.parse(cursor));
  } catch {
    return FULL_PASS;
  }
}

export type Listed = { review: SourceReview; changedAt: Date };

/** The latest of some ISO times, null when there are none. */
function latest(...times: (string | null)[]): string | null {
  const instants = times.filter((time) => time !== null).map((time) => Date.parse(time));
  return instants.length === 0 ? null : new Date(Math.max(...instants)).toISOString();
}

/**
 * Turns one page of a list ordered by change time, newest first, into the sync's page. An incremental pass
 * keeps what changed after `since` and stops at the first older entry: everything after it was seen.
 * Entries changed exactly at `since` were seen by the pass that stored it.
 */
export function newestFirstPage(
  pass: Pass,
  listed: Listed[],
  nextPage: string | null,
  totalCount: number | null,
): ReviewPage {
  const since = pass.since === null ? null : Date.parse(pass.since);
  const fresh = since === null ? listed : listed.filter((entry) => entry.changedAt.getTime() > since);
  const reachedSeen = fresh.length < listed.length;
  const newest = latest(pass.newest, ...fresh.map((entry) => entry.changedAt.toISOString()));
  const hasMore = nextPage !== null && !reachedSeen;
  const next: Pass = hasMore
    ? { since: pass.since, page: nextPage, newest }
    : { since: latest(pass.since, newest), page: null, newest: null };
  return { reviews: fresh.map((entry) => entry.review), nextCursor: JSON.stringify(next), hasMore, totalCount };
}
