/**
 * The client operation a request carries out (its Idempotency-Key), known to every transaction
 * the request runs without being passed through each service: the idempotency middleware runs
 * the handler inside `runOp`, and the ledger reads it to record, in the same transaction as the
 * money it moves, that the operation's effect has happened (server/services/idempotency.ts says why).
 *
 * `replay` is set when an earlier attempt committed its effect but died before answering: the
 * handler runs again only to rebuild the answer, and the ledger refuses any new transfer in it,
 * so money can never move twice for one key whatever a service does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { LobbyDatabase } from './schema';

export interface OpContext {
  key: string;
  memberId: number;
  path: string;
  replay: boolean;
  /** Set once a transaction of the op has moved money (it may not have committed yet). */
  moved?: boolean;
}

const storage = new AsyncLocalStorage<OpContext>();

export function runOp<T>(op: OpContext, work: () => Promise<T>): Promise<T> {
  return storage.run(op, work);
}

export function currentOp(): OpContext | undefined {
  return storage.getStore();
}

/** Thrown by the ledger when a replayed operation would move money its first attempt did not. */
export class ReplayWouldMoveMoney extends Error {
  override readonly name = 'ReplayWouldMoveMoney';
}

/** Inside the transaction that moves the op's money: its applied_ops row says so once that commits. */
export async function stampEffect(trx: Pick<Transaction<LobbyDatabase>, 'updateTable'>, op: OpContext): Promise<void> {
  op.moved = true;
  await trx
    .updateTable('applied_ops')
    .set({ effect_at: new Date().toISOString() })
    .where('op_id', '=', op.key)
    .where('effect_at', 'is', null)
    .execute();
}
