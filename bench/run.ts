import { generateScaleAccount } from '@repute/api/src/seed/scale';
import { startHarness } from './harness';
import { benchLocationsList } from './locations.bench';

/** Issue 3 target: the locations list over 1,000 locations answers at p95 ≤ 20 ms through the API. */
const TARGET_P95_MS = 20;
const EMAIL = 'bench@scale.example';
const PASSWORD = 'bench-password';

async function main(): Promise<number> {
  const harness = await startHarness();
  try {
    const { groupIds } = await generateScaleAccount(harness.db, {
      name: 'Scale Dental',
      email: EMAIL,
      password: PASSWORD,
      locations: 1000,
      groups: 40,
    });
    // A running server's autovacuum analyses new tables; a freshly loaded benchmark database has to ask.
    await harness.db.$client.query('analyze');
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: EMAIL, password: PASSWORD },
    });
    if (login.statusCode !== 201) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const session = login.json() as { email: string; token: string };
    const results = await benchLocationsList(harness.app, session, groupIds);
    let failed = false;
    process.stdout.write('\nlocations list, 1,000 locations in 40 groups (ms)\n');
    for (const result of results) {
      const ok = result.p95 <= TARGET_P95_MS;
      failed ||= !ok;
      process.stdout.write(
        `${result.name.padEnd(28)} n=${result.samples}  p50 ${result.p50.toFixed(2)}  p95 ${result.p95.toFixed(2)}  p99 ${result.p99.toFixed(2)}  max ${result.max.toFixed(2)}  ${ok ? 'ok' : `OVER ${TARGET_P95_MS} ms`}\n`,
      );
    }
    return failed ? 1 : 0;
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
