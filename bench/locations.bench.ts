import { basic, type Harness } from './harness';
import { type BenchResult, measure } from './measure';

const KEYWORDS = ['springfield', 'oak', 'lake', 'EXT-0042', 'portland', 'main st', 'richmond #1', 'columbia'];

/**
 * GET /api/locations over 1,000 locations in 40 groups, through the whole API (authentication, validation,
 * SQL, HAL): filtered by keyword (with relevance order), and by group (name order, paged).
 */
export async function benchLocationsList(
  harness: Harness,
  session: { email: string; token: string },
  groupIds: number[],
  samples = 400,
): Promise<BenchResult[]> {
  const authorization = basic(session.email, session.token);
  const keyword = (i: number) =>
    `/api/locations?keywords=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] ?? 'oak')}&sort[by]=relevance&sort[order]=desc&per_page=25&page=1`;
  const group = (i: number) =>
    `/api/locations?group_id=${groupIds[i % groupIds.length]}&per_page=25&page=${1 + (i % 2)}`;
  return [
    await measure(harness, 'locations list by keyword', authorization, keyword, samples),
    await measure(harness, 'locations list by group', authorization, group, samples),
  ];
}
