/**
 * A transaction that behaves alike on both engines when requests race. SQLite runs one
 * transaction at a time: the second of two racing requests starts after the first committed and
 * sees its rows (a claimed reward, a played round, a used code). Postgres runs them side by side:
 * the second can meet the first's row on a unique key, or lose a deadlock; there it is run again
 * from the start, now seeing what the first committed, so it answers as it would on SQLite
 * ("already claimed", the first result replayed) instead of failing.
 *
 * Exactly once across a crash: inside a call (server/db/op-context.ts) the transaction that makes
 * the call's effect also stamps the claim of its Idempotency-Key (the ledger does it for every
 * transfer), so the effect and the record that it happened commit together. The crash tests'
 * fault hook fires right after the first such commit.
 */
import type { Transaction } from 'kysely';
import { isPostgres, type Db } from './connection';
import { crashAfterCommitIfAsked } from './fault';
import { currentCall } from './op-context';
import { isUniqueViolation } from './errors';
import type { LobbyDatabase } from './schema';

/** Enough for the bursts the tests and a busy member make; each rerun sees more committed. */
const MAX_ATTEMPTS = 8;
/** SQLSTATE serialization_failure and deadlock_detected: the transaction is safe to run again. */
const PG_RETRYABLE = new Set(['40001', '40P01']);

function isRetryable(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && PG_RETRYABLE.has(code);
}

/** `work` must touch nothing but the database: it may run more than once. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<LobbyDatabase>) => Promise<T>): Promise<T> {
  const rerun = isPostgres(db);
  const call = currentCall();
  const effectedBefore = call?.effected ?? false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await db.transaction().execute(work);
      if (call?.effected && !effectedBefore) crashAfterCommitIfAsked(call.path);
      return result;
    } catch (error) {
      if (!rerun || attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      // A short random pause so the racers do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
