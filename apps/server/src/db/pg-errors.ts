/** PostgreSQL's error code of a failed query (drizzle wraps the driver's error in `cause`). */
function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (someone else wrote the same key first). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/** A row pointed at one that is gone (deleted meanwhile by another request). */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

/** A text PostgreSQL cannot store: a NUL character (22021), an unsupported escape in JSON (22P05). */
export const isUnstorableText = (err: unknown) => ['22021', '22P05'].includes(pgErrorCode(err) ?? '');

/** PostgreSQL ended this transaction to break a deadlock (40P01): it can be run again. */
export const isDeadlock = (err: unknown) => pgErrorCode(err) === '40P01';
