import { generateScaleAccount } from '@repute/api/src/seed/scale';
import { generateScaleReviews } from '@repute/api/src/seed/scale-reviews';
import { startHarness } from './harness';
import type { LocationsBenchResult } from './locations.bench';
import { benchIngestion, benchReviews } from './reviews.bench';

/** Issue 5 targets over 1,000 locations and 1,000,000 reviews. */
const LIST_P95_MS = 30;
const OVERVIEW_P95_MS = 80;
const INGEST_PER_SECOND = 2000;
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const EMAIL = 'bench@scale.example';
const PASSWORD = 'bench-password';

function report(title: string, results: LocationsBenchResult[], target: number): boolean {
  let ok = true;
  process.stdout.write(`\n${title} (ms)\n`);
  for (const result of results) {
    const pass = result.p95 <= target;
    ok &&= pass;
    process.stdout.write(
      `${result.name.padEnd(32)} n=${result.samples}  p50 ${result.p50.toFixed(2)}  p95 ${result.p95.toFixed(2)}  p99 ${result.p99.toFixed(2)}  max ${result.max.toFixed(2)}  ${pass ? 'ok' : `OVER ${target} ms`}\n`,
    );
  }
  return ok;
}

async function main(): Promise<number> {
  const harness = await startHarness();
  try {
    const { accountId, groupIds } = await generateScaleAccount(harness.db, {
      name: 'Scale Dental',
      email: EMAIL,
      password: PASSWORD,
      locations: 1000,
      groups: 40,
    });
    const loading = Date.now();
    await generateScaleReviews(harness.db, accountId, REVIEWS);
    await harness.db.$client.query('vacuum analyze');
    process.stdout.write(`generated ${REVIEWS} reviews in ${((Date.now() - loading) / 1000).toFixed(1)} s\n`);
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: EMAIL, password: PASSWORD },
    });
    if (login.statusCode !== 201) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const session = { ...(login.json() as { email: string; token: string }), accountId };
    const { list, overview } = await benchReviews(harness, session, groupIds);
    let ok = report(`reviews list, ${REVIEWS} reviews over 1,000 locations`, list, LIST_P95_MS);
    ok = report('dashboard overview', overview, OVERVIEW_P95_MS) && ok;
    const locationIds = (
      await harness.db.$client.query<{ id: number }>(
        'select id from locations where account_id = $1 order by id limit 5',
        [accountId],
      )
    ).rows.map((row) => row.id);
    const perSecond = await benchIngestion(harness, accountId, locationIds);
    const ingestOk = perSecond >= INGEST_PER_SECOND;
    process.stdout.write(
      `\ningestion through the sync, one worker: ${perSecond.toFixed(0)} reviews/s  ${ingestOk ? 'ok' : `UNDER ${INGEST_PER_SECOND}`}\n`,
    );
    return ok && ingestOk ? 0 : 1;
  } finally {
    await harness.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
