import { inspect } from 'node:util';
import { CommandError } from './command-error';
import { ConfigError, loadConfig } from './config';
import { EmbeddedDatabaseInUse } from './platform/db/postgres-lock';

const USAGE =
  'usage: repute <server|worker|all|migrate|seed|create-admin|import-benchmarks|reanalyse <accountId>|listings-provider <accountId> <provider|internal>|plans <list|add|update>|staff <list|grant|revoke>|analyse [--vertical NAME]>';

// Each command imports only what it needs: `analyse` and `create-admin` start in a fraction of the server's time.
async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'server':
    case 'worker':
    case 'all':
      return (await import('./serve')).serve(command);
    case 'migrate':
    case 'seed':
      return (await import('./one-shot')).oneShot(command);
    case 'reanalyse':
      await (await import('./reanalyse')).reanalyseAccount(loadConfig(), process.argv[3], (line) =>
        process.stdout.write(line),
      );
      return;
    case 'create-admin':
      process.stdout.write(await (await import('./create-admin')).createAdmin(loadConfig(), process.argv.slice(3)));
      return;
    case 'analyse':
      return (await import('./analyse-command')).analyse(process.argv.slice(3));
    case 'import-benchmarks':
      process.stdout.write(
        await (await import('./import-benchmarks')).importBenchmarksCommand(loadConfig(), process.argv.slice(3)),
      );
      return;
    case 'listings-provider':
      process.stdout.write(
        await (await import('./listings-provider-command')).listingsProviderCommand(
          loadConfig(),
          process.argv.slice(3),
        ),
      );
      return;
    case 'plans':
      process.stdout.write(await (await import('./plans-command')).plansCommand(loadConfig(), process.argv.slice(3)));
      return;
    case 'staff':
      process.stdout.write(await (await import('./staff-command')).staffCommand(loadConfig(), process.argv.slice(3)));
      return;
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exit(2);
  }
}

/** What stopped the command, in full: inspect shows an error's stack, its code and its cause chain. */
function describeFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof CommandError || error instanceof EmbeddedDatabaseInUse) {
    return error.message;
  }
  if (error instanceof Error) return inspect(error);
  return `Failed with a value that is not an error: ${inspect(error)}`;
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${describeFailure(error)}\n`);
  process.exit(1);
});
