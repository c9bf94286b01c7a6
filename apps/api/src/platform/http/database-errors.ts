import { type AppError, badRequest, conflict } from '../errors';

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
 * The answer to a database error that the caller's input caused: a unique row created twice at once (23505,
 * the race a service's own check cannot see) is 409; a value PostgreSQL refuses (class 22: out of range,
 * malformed, untranslatable) or a statement too deep to run (54001) is 400. Anything else is ours: 500.
 */
export function answerForDatabaseError(error: unknown): { answer: AppError; postgresCode: string } | undefined {
  const postgres = postgresErrorIn(error);
  if (!postgres) return undefined;
  if (postgres.code === '23505') {
    const fields = Object.fromEntries(columnsOf(postgres.detail).map((column) => [column, ['Already exists']]));
    const answer = conflict('That already exists', Object.keys(fields).length ? fields : undefined);
    return { answer, postgresCode: postgres.code };
  }
  if (postgres.code.startsWith('22') || postgres.code === '54001') {
    return { answer: badRequest('A value is not valid'), postgresCode: postgres.code };
  }
  return undefined;
}
