import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Errors of failed SQL statements carry the statement's values: drizzle puts the parameters in
 * its message (`params: a@b.c,$argon2id$…`) and in `params`; PostgreSQL puts row values in
 * `detail` ("Key (email)=(…) already exists", "Failing row contains (…)") and some in its message
 * (`invalid input syntax for type uuid: "…"`). Logs and stored task errors get a copy with none of
 * them: the statement with its placeholders, PostgreSQL's code, constraint, table and column.
 */
export function withoutQueryValues(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  if (err instanceof DrizzleQueryError) {
    // PostgreSQL's code and the constraint, on the top so a log line shows them.
    const named = err.cause instanceof Error && isDriverError(err.cause) ? keptFields(err.cause) : {};
    return copyError(err, `Failed query: ${err.query}`, named, err.cause);
  }
  if (isDriverError(err)) {
    return copyError(err, withoutQuotedValue(err.message), keptFields(err), err.cause);
  }
  if (err.cause !== undefined && hasQueryError(err.cause)) {
    const own: Record<string, unknown> = {};
    for (const key of Object.keys(err)) if (key !== 'cause') own[key] = (err as never)[key];
    return copyError(err, err.message, own, err.cause);
  }
  return err;
}

/** The message of an error, fit for a log line or a stored task error. */
export function safeErrorMessage(err: unknown): string {
  const safe = withoutQueryValues(err);
  if (safe instanceof Error) {
    const cause = safe.cause instanceof Error ? `: ${safe.cause.message}` : '';
    return `${safe.message}${cause}`;
  }
  return String(safe);
}

/** PostgreSQL's fields that name things, never values. */
const DRIVER_FIELDS_KEPT = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

function keptFields(err: Error): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of DRIVER_FIELDS_KEPT) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

/** node-postgres' and PGlite's DatabaseError: a five-character SQLSTATE and a severity. */
function isDriverError(err: Error): boolean {
  const e = err as Error & { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

function hasQueryError(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    if (e instanceof DrizzleQueryError || isDriverError(e)) return true;
  }
  return false;
}

/** `…for type uuid: "x@y"` → `…for type uuid: "[value]"`. */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, ': "[value]"');
}

function copyError(err: Error, message: string, fields: Record<string, unknown>, cause: unknown): Error {
  const safe = new Error(message);
  Object.defineProperty(safe, 'name', { value: err.name, enumerable: false, configurable: true });
  Object.assign(safe, fields);
  // The original stack starts with the original message (values included): keep only its frames.
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  if (cause !== undefined) safe.cause = withoutQueryValues(cause);
  return safe;
}
