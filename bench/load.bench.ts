import autocannon from 'autocannon';
import { basic } from './harness';
import { percentile } from './measure';

/** What a browser sends: the HAL media type, the session, and the encodings it accepts. */
function browserHeaders(email: string, token: string): Record<string, string> {
  return {
    accept: 'application/vnd.repute.v1+hal+json',
    authorization: basic(email, token),
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
}

export type LoadResult = {
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

export type Workload = { name: string; paths: string[]; headers: Record<string, string> };

/**
 * The screens' reads in turn, as the web app asks for them (apps/web: reviews-api, dashboard-api,
 * locations-api): a page of the reviews list over thirty days, the dashboard overview of six months, a page of
 * the locations list, and one review (cycling over `reviewIds`). The dates and pages move with each review, so
 * that a server without its response cache answers each from the database (issue 33).
 */
export function screenReads(
  name: string,
  session: { email: string; token: string; accountId: number },
  reviewIds: number[],
  now = new Date(),
): Workload {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const account = session.accountId;
  const paths = reviewIds.flatMap((id, k) => [
    `/api/reviews?account_id=${account}&from=${day(30 + (k % 7))}&to=${day(k % 7)}&page=${1 + (k % 3)}&per_page=25&sort%5Bby%5D=published_at&sort%5Border%5D=desc`,
    `/api/metrics/${account}/overview?from=${day(182 + k)}&to=${day(k)}`,
    `/api/locations?account_id=${account}&page=${1 + (k % 4)}&per_page=25&sort%5Bby%5D=name&sort%5Border%5D=${k % 2 ? 'desc' : 'asc'}`,
    `/api/reviews/${id}`,
  ]);
  return { name, paths, headers: browserHeaders(session.email, session.token) };
}

/**
 * Keeps `connections` connections busy for `seconds` with the workload's requests in turn, and times every
 * answer; any answer but a 200 stops the bench, so that failing fast cannot pass as serving fast.
 */
export async function load(url: string, workload: Workload, connections: number, seconds: number): Promise<LoadResult> {
  let next = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: workload.headers,
        requests: [
          {
            setupRequest: (request) => {
              next += 1;
              return { ...request, path: workload.paths[next % workload.paths.length] };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${workload.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  }
  times.sort((a, b) => a - b);
  return {
    connections,
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/** Prints one workload's table, with the bare route's ceiling beside it; returns whether the 50-connection run met the goal. */
export function printLoadTable(
  title: string,
  results: LoadResult[],
  ceiling: number,
  goal?: { perSecond: number; p95: number },
): boolean {
  const goalText = goal
    ? `goal at 50 connections: ≥ ${goal.perSecond} requests/s, p95 ≤ ${goal.p95} ms`
    : 'no goal: reported';
  process.stdout.write(`\n${title} (${goalText}; times in ms)\n`);
  process.stdout.write('connections  requests  requests/s  of bare     p50      p95      p99\n');
  let ok = true;
  for (const result of results) {
    const met = !goal || result.connections !== 50 || (result.perSecond >= goal.perSecond && result.p95 <= goal.p95);
    ok &&= met;
    const mark = goal && result.connections === 50 ? (met ? '  ok' : '  MISSED') : '';
    process.stdout.write(
      `${String(result.connections).padStart(11)}  ${String(result.requests).padStart(8)}  ${result.perSecond.toFixed(0).padStart(10)}  ${`${((100 * result.perSecond) / ceiling).toFixed(1)}%`.padStart(7)}  ${result.p50.toFixed(1).padStart(6)}  ${result.p95.toFixed(1).padStart(7)}  ${result.p99.toFixed(1).padStart(7)}${mark}\n`,
    );
  }
  return ok;
}
