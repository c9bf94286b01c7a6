import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { type Config, loadConfig } from './config';
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

/** The role in this process, or, with WEB_CONCURRENCY above 1, as a cluster's primary or one of its workers. */
function start(config: Config, role: Role): Promise<Running> {
  const seedWhenEmpty = role === 'all';
  if (cluster.isWorker) return run(config, 'server');
  if (role !== 'worker' && config.webConcurrency > 1) return runPrimary(config, role, seedWhenEmpty);
  return run(config, role, { seedWhenEmpty });
}

export async function serve(role: Role): Promise<void> {
  const config = loadConfig();
  const running = await start(config, role);
  if (cluster.isWorker) {
    // One of the primary's server processes: the primary speaks for it.
  } else if (running.url) printRunning(config, { ...running, url: running.url });
  else process.stdout.write('Repute worker is running. Press Ctrl+C to stop.\n');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: shutting down…\n`);
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
