/**
 * What a failed statement means, in words both engines' errors share. SQLite (better-sqlite3)
 * names the failed constraint in its code; Postgres (pg) gives the SQLSTATE.
 */

/** SQLSTATE unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * True when the statement broke a unique index or primary key: on a database that runs
 * transactions side by side, the sign that another request wrote the same row first.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === PG_UNIQUE_VIOLATION || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
