/**
 * Counting limits kept in the database (rate_events, migration 020), so every instance of the
 * server sees the same counts and a restart forgets nothing.
 *
 * A rule is a bucket (what is counted), a subject (whose count: an address, an account key, a
 * number, or GLOBAL) and at most `limit` events per `windowMs`. `take` checks all its rules and,
 * only when every one has room, records one event for each, in one transaction: a refused request
 * costs nothing, so an attacker's refused tries do not push the owner's window further out.
 * `record` counts an event without checking (a failed login), `count` reads a count, `giveBack`
 * takes a `take`'s events back (a limit on failures: see giveBack).
 *
 * Counting then inserting is only safe when no other `take` on the same subject runs in between.
 * SQLite has one writer at a time; PostgreSQL runs transactions side by side (READ COMMITTED),
 * so there each rule's (bucket, subject) is locked for the transaction first: requests to any
 * instance for the same subject queue, others do not wait.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres, type Db } from '../db/connection';
import type { LobbyDatabase } from '../db/schema';

/** The subject of a limit over everyone. */
export const GLOBAL = '*';

export interface Rule {
  bucket: string;
  subject: string;
  limit: number;
  windowMs: number;
}

export type Taken = { ok: true; /** the events recorded, for `giveBack` */ ids: number[] } | { ok: false; /** ms until the earliest counted event leaves its window */ retryAfterMs: number; bucket: string };

const iso = (ms: number) => new Date(ms).toISOString();

export async function count(db: Db, bucket: string, subject: string, windowMs: number, now = new Date()): Promise<number> {
  const { n } = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('created_at', '>', iso(now.getTime() - windowMs))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function record(db: Db, bucket: string, subject: string, now = new Date()): Promise<void> {
  await db.insertInto('rate_events').values({ bucket, subject, created_at: now.toISOString() }).execute();
}

/** Every rule has room: record one event per rule. Otherwise record nothing and say which is full. */
export async function take(db: Db, rules: readonly Rule[], now = new Date()): Promise<Taken> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db as unknown as Kysely<unknown>)) await lockSubjects(trx, rules);
    for (const rule of rules) {
      const since = iso(now.getTime() - rule.windowMs);
      const rows = await trx
        .selectFrom('rate_events')
        .select('created_at')
        .where('bucket', '=', rule.bucket)
        .where('subject', '=', rule.subject)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .limit(rule.limit)
        .execute();
      if (rows.length >= rule.limit) {
        const oldest = Date.parse(rows[0]!.created_at);
        return { ok: false, retryAfterMs: Math.max(0, oldest + rule.windowMs - now.getTime()), bucket: rule.bucket } as const;
      }
    }
    const ids: number[] = [];
    for (const rule of rules) {
      const row = await trx
        .insertInto('rate_events')
        .values({ bucket: rule.bucket, subject: rule.subject, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    return { ok: true, ids } as const;
  });
}

/**
 * How long `take` would refuse these rules now (0 when every one has room), recording nothing:
 * for telling a caller of a wait before it does the work a request needs.
 */
export async function waitFor(db: Db, rules: readonly Rule[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const rule of rules) {
    const rows = await db
      .selectFrom('rate_events')
      .select('created_at')
      .where('bucket', '=', rule.bucket)
      .where('subject', '=', rule.subject)
      .where('created_at', '>', iso(now.getTime() - rule.windowMs))
      .orderBy('created_at', 'asc')
      .limit(rule.limit)
      .execute();
    if (rows.length >= rule.limit) wait = Math.max(wait, Date.parse(rows[0]!.created_at) + rule.windowMs - now.getTime());
  }
  return Math.max(0, wait);
}

/**
 * Takes back events a `take` recorded: for a limit on failures, taken before the check so tries
 * side by side cannot all pass it, and given back when the check succeeds.
 */
export async function giveBack(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('rate_events').where('id', 'in', [...ids]).execute();
}

/**
 * PostgreSQL: a transaction-scoped advisory lock per (bucket, subject), taken in one order so two
 * takes that share subjects cannot wait on each other in a circle; released at commit.
 */
async function lockSubjects(trx: Transaction<LobbyDatabase>, rules: readonly Rule[]): Promise<void> {
  const keys = [...new Set(rules.map((rule) => JSON.stringify([rule.bucket, rule.subject])))].sort();
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Forget events older than any window needs (the cleanup job). */
export async function purgeRateEvents(db: Db, olderThanMs: number, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('rate_events').where('created_at', '<', iso(now.getTime() - olderThanMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
