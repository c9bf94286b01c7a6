import { AppError, conflict } from '../errors';

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

/**
 * PostgreSQL going away or not yet back (a restart, a failover): the server shutting down or starting up (57P01-3),
 * any connection failure (class 08), and what the driver and Node say of a lost or refused connection.
 */
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed)|timeout exceeded when trying to connect/;

function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** The answer while the database cannot be reached: 503, which the request may be sent again after. */
export function unavailableForUnreachableDatabase(error: unknown): AppError | undefined {
  if (!isUnreachable(error)) return undefined;
  return new AppError(
    503,
    'database_unavailable',
    'The database cannot be reached at the moment. Please try again shortly.',
  );
}
