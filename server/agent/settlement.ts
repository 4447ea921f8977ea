/**
 * Contract settlement: pays each active contract for each completed period, once.
 *
 * A run at `at` looks, per kind, at the last period completed by `at` and the earlier ones within
 * CATCH_UP_PERIODS (contract-periods.ts), so periods a stopped server missed are still paid. A
 * contract settles a period when it was active at the period's end: accepted before the end and
 * not ended before it (activeAtEnd). The figures are the downline's team's (the downline included)
 * settled play of the period, and what it pays is contract-earnings.ts's: the tier's rate capped
 * per game type by the house's edge, less what the contracts of the kind the downline gave its
 * own downlines earned.
 *
 * Exactly once: each (contract, period) gets one agent_contract_payments row (a unique index),
 * written with ON CONFLICT DO NOTHING (on any of its unique keys) in the same transaction as its ledger transfer
 * (agentExpense → the downline's wallet, key contract:<id>:<periodKey>). A run that finds the row
 * already there — written earlier, or by a run racing it on this or another instance — inserts
 * nothing and moves no money. Periods that earned nothing get their row too (amount 0, no
 * transfer), so the history shows them and a later run does not look at them again.
 * Plain SQL both SQLite and Postgres run.
 */
import type { Executor } from '../db/connection';
import type { Transaction } from 'kysely';
import type { ContractKind, SettlementRun } from '../../src/api/agent-wire';
import { CONTRACT_KINDS } from '../../src/api/agent-wire';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, transfer } from '../ledger';
import { incentiveCaps, type IncentiveCaps } from './caps';
import { activeAtEnd, contractPeriodFigures, type PeriodFigures } from './contract-earnings';
import { completedPeriods, type ContractPeriod } from './contract-periods';
import type { ContractRow } from './contract-wire';

export { activeAtEnd, earnedOn, tierMet, type PeriodFigures } from './contract-earnings';

const TRANSFER_KIND = { salary: 'salary', hourly: 'hourly_salary', dividend: 'dividend' } as const;

/** Runs `work` in a transaction of its own, or in the caller's (the seed settles inside its own). */
function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute((trx: Transaction<LobbyDatabase>) => work(trx));
}

/** Settle one contract for one period; false when the period was already settled. */
async function settlePeriod(db: Executor, contract: ContractRow, period: ContractPeriod, caps: IncentiveCaps, paidAt: Date): Promise<PeriodFigures | undefined> {
  return inTransaction(db, async (trx) => {
    const figures = await contractPeriodFigures(trx, contract, period, caps);
    const transferKey = figures.amountCents > 0 ? `contract:${contract.id}:${period.key}` : null;
    const inserted = await trx
      .insertInto('agent_contract_payments')
      .values({
        contract_id: contract.id,
        period_key: period.key,
        period_start: period.start.toISOString(),
        period_end: period.end.toISOString(),
        turnover_cents: figures.turnoverCents,
        active_members: figures.activeMembers,
        net_loss_cents: figures.netLossCents,
        rate_bp: figures.rateBp,
        amount_cents: figures.amountCents,
        transfer_key: transferKey,
        created_at: paidAt.toISOString(),
      })
      // No conflict target: the row has two unique keys, (contract, period) and its transfer key.
      // With a target PostgreSQL resolves only that one, and a run racing another on the transfer
      // key's index fails with a unique violation instead of finding the period paid.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    if (transferKey) {
      await transfer(trx, {
        key: transferKey,
        debit: ACCOUNTS.agentExpense,
        credit: ACCOUNTS.wallet(contract.downline_id),
        amountCents: figures.amountCents,
        kind: TRANSFER_KIND[contract.kind],
        reference: `contract:${contract.id}`,
        now: paidAt,
      });
    }
    return figures;
  });
}

/** The contracts of the kind that may have been active at the end of one of the periods. */
function candidates(db: Executor, kind: ContractKind, periods: readonly ContractPeriod[]) {
  const newestEnd = periods[0]!.end.toISOString();
  const oldestEnd = periods[periods.length - 1]!.end.toISOString();
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', 'in', ['active', 'ended'])
    .where('decided_at', 'is not', null)
    .where('decided_at', '<', newestEnd)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', oldestEnd)]))
    .orderBy('id')
    .execute();
}

/**
 * Settle every period completed by `at` that is not settled yet (see the module comment). The
 * payments are dated when the run really happens, or at `at` when that is earlier (the seed
 * settles the past as it would have been settled then).
 */
export async function settle(db: Executor, at: Date, now = new Date()): Promise<SettlementRun> {
  const paidAt = new Date(Math.min(at.getTime(), now.getTime()));
  const run: SettlementRun = { at: at.toISOString(), settled: 0, paid: 0, amount: 0 };
  let amountCents = 0;
  const caps = await incentiveCaps(db);
  for (const kind of CONTRACT_KINDS) {
    const periods = completedPeriods(kind, at);
    for (const contract of await candidates(db, kind, periods)) {
      const done = await db
        .selectFrom('agent_contract_payments')
        .select('period_key')
        .where('contract_id', '=', contract.id)
        .where(
          'period_key',
          'in',
          periods.map((p) => p.key),
        )
        .execute();
      const settled = new Set(done.map((d) => d.period_key));
      // Oldest first, so the money arrives in the order the periods ran.
      for (const period of [...periods].reverse()) {
        if (settled.has(period.key) || !activeAtEnd(contract, period)) continue;
        const figures = await settlePeriod(db, contract, period, caps, paidAt);
        if (!figures) continue;
        run.settled += 1;
        if (figures.amountCents > 0) run.paid += 1;
        amountCents += figures.amountCents;
      }
    }
  }
  run.amount = amountCents / 100;
  return run;
}
