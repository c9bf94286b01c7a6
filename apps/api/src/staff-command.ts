import { CommandError } from './command-error';
import type { Config } from './config';
import { createStaffRepo, type StaffRepo } from './modules/auth/staff.repo';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';

export const STAFF_USAGE =
  'usage: repute staff list\n' +
  '       repute staff grant <email>\n' +
  '       repute staff revoke <email>\n' +
  '  staff may open any account as one of its users (impersonation); revoking ends their impersonations at once';

/** `repute staff list|grant|revoke` on the staff repo: what to print; a mistake of the operator is a CommandError. */
export async function runStaffCommand(repo: StaffRepo, args: string[]): Promise<string> {
  const [action, email, ...rest] = args;
  if (action === 'list' && email === undefined) {
    const staff = await repo.list();
    return staff.map((row) => `${row.email}\tsince ${row.grantedAt.toISOString()}\n`).join('') || 'No staff\n';
  }
  if ((action === 'grant' || action === 'revoke') && email && rest.length === 0) {
    if (action === 'grant') {
      if (!(await repo.grant(email))) throw new CommandError(`No user signs in as ${email}`);
      return `${email} is staff\n`;
    }
    if (!(await repo.revoke(email))) throw new CommandError(`${email} is not staff`);
    return `${email} is no longer staff\n`;
  }
  throw new CommandError(STAFF_USAGE);
}

/** `repute staff ...`: the operator names who may impersonate users (decision 0159). */
export async function staffCommand(config: Config, args: string[]): Promise<string> {
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    return await runStaffCommand(createStaffRepo(database.db), args);
  } finally {
    await database.close();
  }
}
