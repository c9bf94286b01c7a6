import { defineConfig } from 'vitest/config';

/**
 * `npm run test:topology`: the scale-out suite (scripts/topology), apart from `npm test` because it needs Debian's
 * PostgreSQL 15 and starts six processes. CI runs it as a step of its own (.ci/run, README "Scale-out test").
 */
export default defineConfig({
  test: {
    include: ['scripts/topology/**/*.test.ts'],
    fileParallelism: false,
    // Starting the topology (two clusters, seed, four app processes) takes minutes on a loaded machine.
    hookTimeout: 600_000,
    testTimeout: 300_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
