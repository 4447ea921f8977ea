/**
 * Rebate (SPEC §2 /m/member/manualRebate): what the member earned since the last claim is, per
 * game type, the turnover of their SETTLED bets no claim has covered yet × the member's CURRENT
 * level's rate. An open bet (it can still be cancelled) waits until it settles; a void one never
 * counts. A claim covers bets by marking them (bets.rebate_claim_id, a conditional update in the
 * claim's transaction) — not by a range of ids — so a bet that settles after a later one is still
 * paid, once.
 *
 * Claiming pays through the ledger (rebate expense → main wallet, kind 'rebate') under a key
 * derived from the member and the first bet it covers — not from the request — so ten taps with
 * ten Idempotency-Keys pay once: the claim takes the member's row first, so claims of one member
 * run one after another on every engine; the first marks the bets and moves the money in one
 * transaction; the others find nothing left to cover.
 */
import type { RebateClaim, RebateHistory, RebateLine, RebateSummary } from '../../src/api/vip-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/errors';
import { ACCOUNTS, LedgerError, transfer } from '../ledger';
import { SETTLED, settledAtOf } from '../records/settled-stakes';
import { currentLevel, type Level } from './vip';

/** Games whose row is gone (a reseed with fewer games) still count, under this type. */
const UNKNOWN_TYPE = 'OTHER';

export const rebateKey = (memberId: number, afterBetId: number) => `rebate:${memberId}:${afterBetId}`;

interface StoredLine {
  gameType: string;
  turnoverCents: number;
  rate: number;
  amountCents: number;
}

/** Turnover per game type of a set of bets, with the span of their ids. */
interface Turnover {
  byType: Map<string, number>;
  firstBetId: number;
  lastBetId: number;
}

interface Earned {
  from: string;
  level: Level | null;
  lines: StoredLine[];
  turnoverCents: number;
  amountCents: number;
}

/** Percent with up to two decimals → cents, rounded down: never pay a fraction the rate does not give. */
export function rebateCents(turnoverCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((turnoverCents * basisPoints) / 10_000);
}

async function lastClaim(db: Executor, memberId: number) {
  return db.selectFrom('rebate_claims').select('period_to').where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The member's settled bets no claim covered yet (settled by `now`), or those claim `claimId` covered. */
async function turnoverOf(db: Executor, memberId: number, scope: { unclaimedAsOf: Date } | { claimId: number }): Promise<Turnover> {
  let query = db
    .selectFrom('bets')
    .leftJoin('games', 'games.node_id', 'bets.node_id')
    // Grouped by the bare column, the unknown type filled in afterwards: Postgres does not see
    // coalesce(category, $1) in the select and coalesce(category, $2) in the group by as one.
    .select((eb) => ['games.category', eb.fn.sum<number>('bets.stake_cents').as('turnover'), eb.fn.min('bets.id').as('firstId'), eb.fn.max('bets.id').as('lastId')])
    .where('bets.member_id', '=', memberId);
  query =
    'claimId' in scope
      ? query.where('bets.rebate_claim_id', '=', scope.claimId)
      : query.where('bets.status', '=', SETTLED).where('bets.rebate_claim_id', 'is', null).where(settledAtOf('bets'), '<=', scope.unclaimedAsOf.toISOString());
  const rows = await query.groupBy('games.category').execute();
  const byType = new Map<string, number>();
  for (const row of rows) {
    const type = row.category ?? UNKNOWN_TYPE;
    byType.set(type, (byType.get(type) ?? 0) + Number(row.turnover));
  }
  return {
    byType,
    firstBetId: rows.reduce((low, row) => Math.min(low, Number(row.firstId)), Number.MAX_SAFE_INTEGER),
    lastBetId: rows.reduce((top, row) => Math.max(top, Number(row.lastId)), 0),
  };
}

function linesOf(turnover: Turnover, level: Level | null): Omit<Earned, 'from' | 'level'> {
  const lines = [...turnover.byType]
    .map(([gameType, turnoverCents]) => {
      const rate = level?.rates[gameType] ?? 0;
      return { gameType, turnoverCents, rate, amountCents: rebateCents(turnoverCents, rate) };
    })
    .sort((a, b) => b.turnoverCents - a.turnoverCents || a.gameType.localeCompare(b.gameType));
  return {
    lines,
    turnoverCents: lines.reduce((sum, line) => sum + line.turnoverCents, 0),
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}

/** What the member has earned since the last claim, as of `now`. */
async function earned(db: Executor, memberId: number, now: Date): Promise<Earned & { turnover: Turnover }> {
  let from = (await lastClaim(db, memberId))?.period_to;
  if (!from) {
    const member = await db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirst();
    from = member?.created_at ?? now.toISOString();
  }
  const turnover = await turnoverOf(db, memberId, { unclaimedAsOf: now });
  const level = await currentLevel(db, memberId, now);
  return { from, level, turnover, ...linesOf(turnover, level) };
}

const lineToWire = (line: StoredLine): RebateLine => ({
  gameType: line.gameType,
  turnover: line.turnoverCents / 100,
  rate: line.rate,
  amount: line.amountCents / 100,
});

export async function rebateSummary(db: Executor, memberId: number, now = new Date()): Promise<RebateSummary> {
  const e = await earned(db, memberId, now);
  return {
    from: e.from,
    to: now.toISOString(),
    level: e.level?.level ?? 0,
    labelName: e.level?.name ?? '',
    lines: e.lines.map(lineToWire),
    turnover: e.turnoverCents / 100,
    amount: e.amountCents / 100,
  };
}

type ClaimRow = { id: number; period_from: string; period_to: string; level: number; name: string | null; amount_cents: number; breakdown: string; created_at: string };

function claimToWire(row: ClaimRow): RebateClaim {
  let lines: StoredLine[] = [];
  try {
    lines = JSON.parse(row.breakdown) as StoredLine[];
  } catch {
    // A damaged breakdown still shows the claim and its amount.
  }
  return {
    id: row.id,
    from: row.period_from,
    to: row.period_to,
    level: row.level,
    labelName: row.name ?? '',
    amount: Number(row.amount_cents) / 100,
    lines: lines.map(lineToWire),
    createdAt: row.created_at,
  };
}

export type RebateClaimOutcome = { ok: true; claim: RebateClaim; balanceCents: number } | { ok: false; reason: 'nothing' };

/** The claim inside the caller's transaction (the seed replays past claims with it). */
export async function claimRebateIn(trx: Executor, memberId: number, now: Date): Promise<RebateClaimOutcome> {
  // The member's row first: a second claim of this member waits here and then finds nothing left.
  await trx.updateTable('members').set((eb) => ({ created_at: eb.ref('created_at') })).where('id', '=', memberId).execute();
  const e = await earned(trx, memberId, now);
  if (e.amountCents <= 0 || !e.level) return { ok: false, reason: 'nothing' };
  const row = {
    member_id: memberId,
    period_from: e.from,
    period_to: now.toISOString(),
    after_bet_id: e.turnover.firstBetId - 1,
    through_bet_id: e.turnover.lastBetId,
    level: e.level.level,
    amount_cents: e.amountCents,
    breakdown: JSON.stringify(e.lines),
    transfer_key: rebateKey(memberId, e.turnover.firstBetId - 1),
    created_at: now.toISOString(),
  };
  const { id } = await trx.insertInto('rebate_claims').values(row).returning('id').executeTakeFirstOrThrow();
  await trx
    .updateTable('bets')
    .set({ rebate_claim_id: id })
    .where('member_id', '=', memberId)
    .where('status', '=', SETTLED)
    .where('rebate_claim_id', 'is', null)
    .where(settledAtOf(), '<=', now.toISOString())
    .execute();
  // It pays for what it marked: every bet read above, and any settled since (the member's row
  // keeps other claims out, so nothing it read was covered by another).
  const covered = await turnoverOf(trx, memberId, { claimId: id });
  const paid = linesOf(covered, e.level);
  if (paid.amountCents !== e.amountCents || covered.lastBetId !== e.turnover.lastBetId) {
    await trx.updateTable('rebate_claims').set({ amount_cents: paid.amountCents, breakdown: JSON.stringify(paid.lines), through_bet_id: covered.lastBetId }).where('id', '=', id).execute();
  }
  const money = await transfer(trx, {
    key: row.transfer_key,
    debit: ACCOUNTS.rebateExpense,
    credit: ACCOUNTS.wallet(memberId),
    amountCents: paid.amountCents,
    kind: 'rebate',
    memberId,
    reference: row.transfer_key,
    now,
  });
  const claim = claimToWire({ ...row, id, name: e.level.name, amount_cents: paid.amountCents, breakdown: JSON.stringify(paid.lines) });
  return { ok: true, claim, balanceCents: money.transfer.creditAfterCents };
}

// The period's transfer key or its claim row written first by a claim this one did not wait for.
const lostRace = (error: unknown) => (error instanceof LedgerError && error.status === 422) || isUniqueViolation(error);

export async function claimRebate(db: Db, memberId: number, now = new Date()): Promise<RebateClaimOutcome> {
  try {
    return await inTransaction(db, (trx) => claimRebateIn(trx, memberId, now));
  } catch (error) {
    // Claimed side by side and not queued: paid once, by the other.
    if (lostRace(error)) return { ok: false, reason: 'nothing' };
    throw error;
  }
}

export async function rebateHistory(db: Executor, memberId: number, page: number, pageSize: number): Promise<RebateHistory> {
  const rows = await db
    .selectFrom('rebate_claims')
    .leftJoin('vip_levels', 'vip_levels.level', 'rebate_claims.level')
    .select(['rebate_claims.id', 'period_from', 'period_to', 'rebate_claims.level', 'vip_levels.name', 'amount_cents', 'breakdown', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('rebate_claims.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await db
    .selectFrom('rebate_claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { list: rows.map(claimToWire), total: Number(n), page, pageSize };
}
