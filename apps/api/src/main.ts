import cluster from 'node:cluster';
import { createInterface } from 'node:readline';
import { inspect, parseArgs } from 'node:util';
import { analyseLines, createTextAnalyser } from '@repute/text-analysis';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { CommandError, createAdmin } from './create-admin';
import { importBenchmarksCommand } from './import-benchmarks';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';
import { createFileStorage } from './platform/storage/create-storage';
import { reanalyseAccount } from './reanalyse';
import { type Role, type Running, run } from './runtime';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemo } from './seed/seed';

const USAGE =
  'usage: repute <server|worker|all|migrate|seed|create-admin|import-benchmarks|reanalyse <accountId>|analyse [--vertical NAME]>';

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

async function oneShot(task: 'migrate' | 'seed'): Promise<void> {
  const config = loadConfig();
  if (task === 'seed' && !config.demoMode) {
    throw new CommandError('DEMO_MODE=false: the demo data (users with a published password) is not loaded.');
  }
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    if (task === 'seed') {
      const { created } = await seedDemo(database.db, createFileStorage(config));
      process.stdout.write(created.length ? `Seeded: ${created.join(', ')}\n` : 'Demo data already present.\n');
    } else {
      process.stdout.write('Database is up to date.\n');
    }
  } finally {
    await database.close();
  }
}

/** `repute analyse`: text (or JSON lines with `text`) on stdin, one analysis per line on stdout, base model. */
async function analyse(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { vertical: { type: 'string' } } });
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of analyseLines(lines, createTextAnalyser(), values.vertical ?? null)) {
    process.stdout.write(`${line}\n`);
  }
}

/** The role in this process, or, with WEB_CONCURRENCY above 1, as a cluster's primary or one of its workers. */
function start(config: Config, role: Role): Promise<Running> {
  const seedWhenEmpty = role === 'all';
  if (cluster.isWorker) return run(config, 'server');
  if (role !== 'worker' && config.webConcurrency > 1) return runPrimary(config, role, seedWhenEmpty);
  return run(config, role, { seedWhenEmpty });
}

async function serve(role: Role): Promise<void> {
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

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'server':
    case 'worker':
    case 'all':
      return serve(command);
    case 'migrate':
    case 'seed':
      return oneShot(command);
    case 'reanalyse':
      await reanalyseAccount(loadConfig(), process.argv[3], (line) => process.stdout.write(line));
      return;
    case 'create-admin':
      process.stdout.write(await createAdmin(loadConfig(), process.argv.slice(3)));
      return;
    case 'analyse':
      return analyse(process.argv.slice(3));
    case 'import-benchmarks':
      process.stdout.write(await importBenchmarksCommand(loadConfig(), process.argv.slice(3)));
      return;
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exit(2);
  }
}

/** What stopped the command, in full: inspect shows an error's stack, its code and its cause chain. */
function describeFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof CommandError) return error.message;
  if (error instanceof Error) return inspect(error);
  return `Failed with a value that is not an error: ${inspect(error)}`;
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${describeFailure(error)}\n`);
  process.exit(1);
});
