import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { CommandError } from './command-error';
import type { Config } from './config';
import { createFirstAdminService, firstAdminInputSchema } from './modules/signup';
import { createSignupRepo } from './modules/signup/signup.repo';
import { createUsersRepo } from './modules/users/users.repo';
import { runMigrations } from './platform/db/client';
import { openDatabase } from './platform/db/database';
import { AppError } from './platform/errors';

/** Each flag, the field it fills and how its prompt reads; the password is never echoed. */
const FIELDS = [
  { flag: 'email', field: 'email', prompt: 'E-mail' },
  { flag: 'first-name', field: 'first_name', prompt: 'First name' },
  { flag: 'last-name', field: 'last_name', prompt: 'Last name' },
  { flag: 'account', field: 'company_name', prompt: 'Account (company) name' },
  { flag: 'password', field: 'password', prompt: 'Password (8 or more characters)' },
] as const;

export const CREATE_ADMIN_USAGE =
  'usage: repute create-admin [--email E] [--first-name F] [--last-name L] [--account NAME] [--password P]\n' +
  '  asks for what the flags leave out (the password without echo); creates an account and its Admin';

function readFlags(args: string[]): Partial<Record<(typeof FIELDS)[number]['flag'], string>> {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(FIELDS.map(({ flag }) => [flag, { type: 'string' as const }])),
      strict: true,
    });
    return values;
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${CREATE_ADMIN_USAGE}`);
  }
}

/** Asks for each missing field in turn; lines piped on stdin answer the questions in order. */
async function askFor(missing: readonly (typeof FIELDS)[number][]): Promise<Record<string, string>> {
  if (missing.length === 0) return {};
  let hidden = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!hidden) stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: stdin, output: echo, terminal: stdin.isTTY === true });
  const answers = lines[Symbol.asyncIterator]();
  const values: Record<string, string> = {};
  try {
    for (const { field, prompt } of missing) {
      stdout.write(`${prompt}: `);
      hidden = field === 'password';
      const answer = await answers.next();
      if (hidden) stdout.write('\n');
      hidden = false;
      if (answer.done) throw new CommandError(`no answer for ${prompt}\n${CREATE_ADMIN_USAGE}`);
      values[field] = answer.value;
    }
  } finally {
    lines.close();
  }
  return values;
}

/** `repute create-admin`: an account and its first Admin, from flags or prompts (decision 0020). */
export async function createAdmin(config: Config, args: string[]): Promise<string> {
  const flags = readFlags(args);
  const given = Object.fromEntries(FIELDS.flatMap(({ flag, field }) => (flags[flag] ? [[field, flags[flag]]] : [])));
  const asked = await askFor(FIELDS.filter(({ flag }) => !flags[flag]));
  const parsed = firstAdminInputSchema.safeParse({ ...given, ...asked });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new CommandError(`Not created:\n  ${problems.join('\n  ')}`);
  }
  const database = await openDatabase(config, { notice: (message) => process.stdout.write(`${message}\n`) });
  try {
    await runMigrations(database.db);
    const service = createFirstAdminService({
      repo: createSignupRepo(database.db),
      emailTaken: createUsersRepo(database.db).emailTaken,
    });
    const created = await service.create(parsed.data);
    return (
      `Created the Admin ${parsed.data.email} of the account "${parsed.data.company_name}" ` +
      `(account ${created.accountId}). Log in at ${config.publicUrl}/login\n`
    );
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(`Not created: ${error.message}`);
    throw error;
  } finally {
    await database.close();
  }
}
