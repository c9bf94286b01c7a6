import { basic, type Harness } from './harness';

type App = Harness['app'];

export type LocationsBenchResult = {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

const KEYWORDS = ['springfield', 'oak', 'lake', 'EXT-0042', 'portland', 'main st', 'richmond #1', 'columbia'];

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function measure(
  app: App,
  name: string,
  authorization: string,
  urls: (i: number) => string,
  samples: number,
  totalField = '_total',
): Promise<LocationsBenchResult> {
  for (let i = 0; i < 50; i += 1) await app.inject({ method: 'GET', url: urls(i), headers: { authorization } });
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: urls(i), headers: { authorization } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    const body = response.json() as Record<string, number>;
    if (body[totalField] === 0) throw new Error(`${name}: nothing found for ${urls(i)}`);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

/**
 * GET /api/locations over 1,000 locations in 40 groups, through the whole API (authentication, validation,
 * SQL, HAL): filtered by keyword (with relevance order), and by group (name order, paged).
 */
export async function benchLocationsList(
  app: App,
  session: { email: string; token: string },
  groupIds: number[],
  samples = 400,
): Promise<LocationsBenchResult[]> {
  const authorization = basic(session.email, session.token);
  const keyword = (i: number) =>
    `/api/locations?keywords=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] ?? 'oak')}&sort[by]=relevance&sort[order]=desc&per_page=25&page=1`;
  const group = (i: number) =>
    `/api/locations?group_id=${groupIds[i % groupIds.length]}&per_page=25&page=${1 + (i % 2)}`;
  return [
    await measure(app, 'locations list by keyword', authorization, keyword, samples),
    await measure(app, 'locations list by group', authorization, group, samples),
  ];
}
