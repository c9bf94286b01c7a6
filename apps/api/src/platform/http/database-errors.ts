import { type AppError, conflict } from '../errors';

/** What PostgreSQL said, wherever the driver or the ORM wrapped it (drizzle puts pg's error in `cause`). */
type PostgresError = { code: string; detail?: string };

function postgresErrorIn(error: unknown): PostgresError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') {
      return candidate as PostgresError;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** "Key (account_id, name)=(...) already exists." names the columns; an expression index names none. */
function columnsOf(detail: string | undefined): string[] {
  const columns = detail?.match(/^Key \(([\w, ]+)\)=/)?.[1];
  return columns ? columns.split(', ').filter((column) => column !== 'account_id') : [];
}

/**
 * The answer to a unique violation (23505): one unique row created twice at once, the race that a service's own
 * check cannot see (two invitations of one e-mail), is 409 like the check's own answer. Every other database
 * error is ours (bad input is refused at the edge, by the route's schema) and stays 500.
 */
export function conflictForUniqueViolation(error: unknown): AppError | undefined {
  const postgres = postgresErrorIn(error);
  if (postgres?.code !== '23505') return undefined;
  const fields = Object.fromEntries(columnsOf(postgres.detail).map((column) => [column, ['Already exists']]));
  return conflict('That already exists', Object.keys(fields).length ? fields : undefined);
}
