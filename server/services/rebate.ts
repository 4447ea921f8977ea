/**
 * Rebate (SPEC §2 /m/member/manualRebate): what the member earned since the last claim is, per
 * game type, the turnover of that type since then × the member's CURRENT level's rate. A period
 * runs over bet ids (after the last claim's last bet, through the newest bet now), so a bet
 * committed while a claim runs lands in exactly one period.
 *
 * Claiming pays through the ledger (rebate expense → main wallet, kind 'rebate') under a key
 * derived from the member and where the period starts — not from the request — so ten taps with
 * ten Idempotency-Keys pay the period once: the first records the claim and moves the money in
 * one transaction; the others find the period already claimed and nothing earned after it.
 */
import type { RebateClaim, RebateHistory, RebateLine, RebateSummary } from '../../src/api/vip-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/errors';
import { ACCOUNTS, LedgerError, transfer, type Executor } from '../ledger';
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

interface Earned {
  afterBetId: number;
  throughBetId: number;
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
  return db
    .selectFrom('rebate_claims')
    .select(['through_bet_id', 'period_to'])
    .where('member_id', '=', memberId)
    .orderBy('through_bet_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What the member has earned since the last claim, as of `now`. */
async function earned(db: Executor, memberId: number, now: Date): Promise<Earned> {
  const last = await lastClaim(db, memberId);
  const afterBetId = last?.through_bet_id ?? 0;
  let from = last?.period_to;
  if (!from) {
    const member = await db.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirst();
    from = member?.created_at ?? now.toISOString();
  }
  const rows = await db
    .selectFrom('bets')
    .leftJoin('games', 'games.node_id', 'bets.node_id')
    // Grouped by the bare column, the unknown type filled in afterwards: Postgres does not see
    // coalesce(category, $1) in the select and coalesce(category, $2) in the group by as one.
    .select((eb) => ['games.category', eb.fn.sum<number>('bets.stake_cents').as('turnover'), eb.fn.max('bets.id').as('lastId')])
    .where('bets.member_id', '=', memberId)
    .where('bets.id', '>', afterBetId)
    .groupBy('games.category')
    .execute();
  const level = await currentLevel(db, memberId, now);
  const lines = rows
    .map((row) => {
      const gameType = row.category ?? UNKNOWN_TYPE;
      const turnoverCents = Number(row.turnover);
      const rate = level?.rates[gameType] ?? 0;
      return { gameType, turnoverCents, rate, amountCents: rebateCents(turnoverCents, rate) };
    })
    .sort((a, b) => b.turnoverCents - a.turnoverCents || a.gameType.localeCompare(b.gameType));
  return {
    afterBetId,
    throughBetId: rows.reduce((top, row) => Math.max(top, Number(row.lastId)), afterBetId),
    from,
    level,
    lines,
    turnoverCents: lines.reduce((sum, line) => sum + line.turnoverCents, 0),
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
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
  const e = await earned(trx, memberId, now);
  if (e.amountCents <= 0 || !e.level) return { ok: false, reason: 'nothing' };
  const key = rebateKey(memberId, e.afterBetId);
  const paid = await transfer(trx, {
    key,
    debit: ACCOUNTS.rebateExpense,
    credit: ACCOUNTS.wallet(memberId),
    amountCents: e.amountCents,
    kind: 'rebate',
    memberId,
    reference: key,
    now,
  });
  // Another claim of this very period got there first (databases that run them side by side).
  if (paid.replayed) return { ok: false, reason: 'nothing' };
  const row = {
    member_id: memberId,
    period_from: e.from,
    period_to: now.toISOString(),
    after_bet_id: e.afterBetId,
    through_bet_id: e.throughBetId,
    level: e.level.level,
    amount_cents: e.amountCents,
    breakdown: JSON.stringify(e.lines),
    transfer_key: key,
    created_at: now.toISOString(),
  };
  const { id } = await trx.insertInto('rebate_claims').values(row).returning('id').executeTakeFirstOrThrow();
  return { ok: true, claim: claimToWire({ ...row, id, name: e.level.name }), balanceCents: paid.transfer.creditAfterCents };
}

// The period's transfer key or its claim row written by the other claim first.
const lostRace = (error: unknown) => (error instanceof LedgerError && error.status === 422) || isUniqueViolation(error);

export async function claimRebate(db: Db, memberId: number, now = new Date()): Promise<RebateClaimOutcome> {
  try {
    return await inTransaction(db, (trx) => claimRebateIn(trx, memberId, now));
  } catch (error) {
    // The same period claimed side by side on a database that does not queue transactions: paid once, by the other.
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
