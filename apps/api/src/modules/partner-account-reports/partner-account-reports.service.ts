import {
  comparatorOf,
  keywordSearchOf,
  MAX_PAGE_SIZE,
  type MetricTotals,
  type PartnerAccountReportQuery,
  type PartnerAccountReportRow,
  pageSlice,
  sortTermsOf,
} from '@repute/domain';
import pMap from 'p-map';
import type { Caller } from '../../platform/auth/caller';

/** What the roll-up reads of each child account, through the modules that own the numbers. */
export type PartnerAccountReportsDeps = {
  listChildren: (
    caller: Caller,
    parentId: number,
    paging: { page: number; per_page: number },
  ) => Promise<{ rows: { id: number; name: string }[]; total: number }>;
  accountTotals: (accountId: number, window: { from?: string; to?: string; timeZone: string }) => Promise<MetricTotals>;
  requestsSent: (accountId: number, dates: { from?: string; to?: string }) => Promise<number>;
  listingsNow: (accountId: number) => Promise<{ inSync: number; countable: number }>;
};

/** Children read at once: each is a handful of indexed aggregates, and the pool has others to serve. */
const CONCURRENCY = 4;

const byNumber = (field: keyof PartnerAccountReportRow) => (a: PartnerAccountReportRow, b: PartnerAccountReportRow) =>
  Number(a[field] ?? -1) - Number(b[field] ?? -1);

const COMPARISONS = {
  account_name: (a: PartnerAccountReportRow, b: PartnerAccountReportRow) =>
    a.account_name.localeCompare(b.account_name),
  average_rating: byNumber('average_rating'),
  total_reviews: byNumber('total_reviews'),
  response_rate: byNumber('response_rate'),
  response_time: byNumber('response_time'),
  requests_sent: byNumber('requests_sent'),
  listings_in_sync: byNumber('listings_in_sync'),
};

/**
 * /partner-account-reports (issue 30, decision 0141): a row per child account of the caller's parent account, with
 * the numbers the child's own dashboard, ask tool and listings show, over the filter bar's dates on the parent's
 * calendar. Only the caller's children are read, so no other account's numbers can be asked for.
 */
export function createPartnerAccountReportsService(deps: PartnerAccountReportsDeps) {
  async function children(caller: Caller) {
    const all: { id: number; name: string }[] = [];
    for (let page = 1; ; page += 1) {
      const { rows } = await deps.listChildren(caller, caller.accountId, { page, per_page: MAX_PAGE_SIZE });
      all.push(...rows);
      if (rows.length < MAX_PAGE_SIZE) return all;
    }
  }

  async function rowOf(child: { id: number; name: string }, query: PartnerAccountReportQuery, timeZone: string) {
    const dates = { from: query.from, to: query.to };
    const [totals, requestsSent, listings] = await Promise.all([
      deps.accountTotals(child.id, { ...dates, timeZone }),
      deps.requestsSent(child.id, dates),
      deps.listingsNow(child.id),
    ]);
    return {
      account_id: child.id,
      account_name: child.name,
      average_rating: totals.average_rating,
      total_reviews: totals.total_reviews,
      response_rate: totals.response_rate,
      response_time: totals.response_time,
      requests_sent: requestsSent,
      listings_in_sync: listings.inSync,
      listings_total: listings.countable,
    } satisfies PartnerAccountReportRow;
  }

  return {
    async list(caller: Caller, query: PartnerAccountReportQuery) {
      const search = keywordSearchOf(query);
      const named = (await children(caller)).filter(
        (child) => !search || child.name.toLowerCase().includes(search.phrase.toLowerCase()),
      );
      const rows = await pMap(named, (child) => rowOf(child, query, caller.accountTimeZone), {
        concurrency: CONCURRENCY,
      });
      const terms = sortTermsOf(query);
      rows.sort(
        comparatorOf(
          terms.length > 0 ? terms : [{ field: 'account_name', descending: false }],
          COMPARISONS,
          (a, b) => a.account_id - b.account_id,
        ),
      );
      return { rows: pageSlice(rows, query), total: rows.length };
    },
  };
}

export type PartnerAccountReportsService = ReturnType<typeof createPartnerAccountReportsService>;
