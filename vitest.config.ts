import { defineConfig } from 'vitest/config';
import { DatabaseLastSequencer } from './vitest.sequencer';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which idled half the CPU
    // while API files waited on PostgreSQL and the web files ran on one core. A third worker fills the time the
    // files that wait on real timers and child processes leave idle (the killed-worker test waits about 100 s on
    // pg-boss's heartbeats and retry delay): the whole run went from 252 s to 217 s on a quiet machine. The tests
    // that run long under that load have timeouts of their own.
    maxWorkers: 3,
    sequence: { sequencer: DatabaseLastSequencer },
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'text-analysis',
          include: ['packages/text-analysis/src/**/*.test.ts', 'packages/text-analysis/evaluation/**/*.test.ts'],
          isolate: false,
          // The evaluation trains the model from its corpus: about a second alone, over vitest's default 5 s on a
          // machine busy with the other projects (two runs failed on it at load 17).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          // The Zapier app's tests run it against the real API (decision 0168).
          include: ['apps/api/src/**/*.test.ts', 'integrations/zapier/test/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/template-ready.ts'],
          testTimeout: 30_000,
          // API files share one module graph: each builds its own app and database, and importing the app per file
          // cost about a minute of the suite.
          isolate: false,
          hookTimeout: 60_000,
          // Polls wait for pg-boss workers and the SMTP/SMS fakes; on a loaded CI machine a job can take longer than
          // vitest's default second to be picked up (one CI run failed on exactly that).
          expect: { poll: { timeout: 20_000 } },
        },
      },
      { test: { name: 'widget', include: ['apps/widget/src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
    ],
  },
});
