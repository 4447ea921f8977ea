/**
 * A digest of every table's rows, to show that refused requests changed nothing. Some tables are
 * written by refusals themselves, by design, and are left out (with the reason).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../server/db/connection';

/** Tables a refused request may legitimately write. */
export const WRITTEN_BY_REFUSALS: Record<string, string> = {
  rate_events: 'every attempt counts toward its limit, refused or not (server/http/rate-limit.ts)',
  captchas: 'a captcha is spent by a wrong answer, and issuing one is the point of the call',
  slider_challenges: 'a slider challenge is spent by a wrong answer',
  login_failures: 'a failed sign-in is recorded so repeated guesses lock the account',
  login_locks: 'the lock those failures set',
};

/**
 * Tables a refusal writes only in part: what of them is compared. Everything else in them (a
 * refusal's own trace) may change; what is selected here may not.
 */
export const COMPARED_IN_PART: Record<string, { select: string; reason: string }> = {
  applied_ops: {
    select: 'select * from applied_ops where status is null or status < 400',
    reason: "a keyed request's refusal is kept under its key so a repeat gets the same answer; applied operations may not change",
  },
  payment_passwords: {
    select: 'select member_id, password_hash, created_at from payment_passwords',
    reason: 'a wrong payment password is counted toward its lock (failed_attempts, locked_until); the password itself may not change',
  },
};

export async function tableNames(db: Db): Promise<string[]> {
  // Kysely's introspection reads the catalogue of either engine (sqlite_master, information_schema).
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

/** table → SHA-256 of its rows in a stable order, for every table not written by refusals. */
export async function digestTables(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (name in WRITTEN_BY_REFUSALS) continue;
    const part = COMPARED_IN_PART[name];
    const query = part ? sql<Record<string, unknown>>`${sql.raw(part.select)}` : sql<Record<string, unknown>>`select * from ${sql.table(name)}`;
    const { rows } = await query.execute(db);
    const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value))).sort();
    digests[name] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return digests;
}
