import { REDACTED } from '@repute/domain';

/**
 * Field names whose values never reach the audit log (decision 0158): passwords, tokens, secrets, keys, signatures,
 * authorization codes. Matched anywhere in a name, so `confirmation_token` and `client_secret` are caught too.
 */
const SECRET_NAME =
  /pass(word|phrase)?|secret|token|api_?key|private_?key|^key$|_key$|authorization|credential|signature|^code$|code_verifier/i;

/** A representation larger than this is kept as a note of its size, not as itself: the log is not a backup. */
export const MAX_KEPT_CHARACTERS = 32_000;

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, SECRET_NAME.test(name) ? REDACTED : redactValue(item)]),
  );
}

/** A JSON value as the audit log keeps it: secrets replaced, and too large a value replaced by its size. */
export function redacted(value: unknown): unknown {
  if (value === undefined) return null;
  const clean = redactValue(value);
  const size = JSON.stringify(clean)?.length ?? 0;
  return size > MAX_KEPT_CHARACTERS ? { truncated: true, characters: size } : clean;
}
