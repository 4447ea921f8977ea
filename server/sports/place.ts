/**
 * Placing a slip (sportsPlaceBet): one accumulator over all its legs, or one single per leg with
 * the same stake. Everything is checked before anything is written, and everything is written in
 * ONE transaction: the bets with their legs, each bet's stake moved wallet → house under
 * `sports-stake:<betNo>`, and each bet's `bets` row (status open) for bet records and turnover.
 * A refusal — an unknown game or match, a closed market, a moved price, a short wallet — moves no
 * money and writes nothing. Retries of one request are the mount's Idempotency-Key replay.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { OutcomeSummary } from '../../src/api/records-wire';
import {
  ACCUMULATOR_LEGS,
  MAX_SINGLES,
  SPORTS_STAKE,
  type OddsChangedValue,
  type SportBetMode,
  type SportBetResult,
  type SportSelection,
} from '../../src/api/sports-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, balanceOf, LedgerError, transfer } from '../ledger';
import { betPriceHundredths } from './payout';
import { pricesOf, toSportBets } from './reads';
import { matchState, units, type MatchRow } from './view';
import { Refused, type Refusal } from '../lib/refusal';

export interface SlipLeg {
  matchId: number;
  selection: SportSelection;
  /** The decimal price the player saw. */
  price: number;
}

export interface Slip {
  memberId: number;
  gameCode: string;
  mode: SportBetMode;
  stakeCents: number;
  legs: readonly SlipLeg[];
  /** The Idempotency-Key it is placed under: a retry after a lost answer finds the bets by it. */
  opKey?: string;
}

export type PlaceOutcome = { ok: true; value: SportBetResult } | { ok: false; refusal: Refusal };

export const stakeKey = (betNo: string) => `sports-stake:${betNo}`;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'S' and 12 letters or digits: unique by chance and by the column's unique key. */
export function newBetNo(): string {
  return `S${[...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const refuse = (status: Refusal['status'], code: ErrorCode, message: string, value?: unknown): PlaceOutcome => ({ ok: false, refusal: { status, code, message, value } });

/** The checks that need no database: leg counts, distinct matches, the stake's range. */
export function checkSlipShape(slip: Slip): PlaceOutcome | null {
  if (slip.stakeCents < SPORTS_STAKE.min * 100 || slip.stakeCents > SPORTS_STAKE.max * 100 || !Number.isSafeInteger(slip.stakeCents)) {
    return refuse(400, ERROR_CODE.stakeOutOfRange, `The stake must be between ${SPORTS_STAKE.min} and ${SPORTS_STAKE.max}`, { min: SPORTS_STAKE.min, max: SPORTS_STAKE.max });
  }
  if (slip.mode === 'accumulator') {
    if (slip.legs.length < ACCUMULATOR_LEGS.min || slip.legs.length > ACCUMULATOR_LEGS.max) {
      return refuse(400, ERROR_CODE.invalidAccumulator, `An accumulator takes ${ACCUMULATOR_LEGS.min} to ${ACCUMULATOR_LEGS.max} selections`);
    }
    if (new Set(slip.legs.map((leg) => leg.matchId)).size !== slip.legs.length) {
      return refuse(400, ERROR_CODE.invalidAccumulator, 'An accumulator takes one selection per match');
    }
  } else if (slip.legs.length < 1 || slip.legs.length > MAX_SINGLES) {
    return refuse(400, ERROR_CODE.invalidParameter, `legs: must have 1 to ${MAX_SINGLES} selections`, { field: 'legs' });
  }
  return null;
}

export async function placeSlip(db: Db, slip: Slip, now = new Date()): Promise<PlaceOutcome> {
  const shape = checkSlipShape(slip);
  if (shape) return shape;
  const game = await db.selectFrom('games').select(['node_id', 'category']).where('game_code', '=', slip.gameCode).where('category', '=', 'SPORTS').orderBy('node_id').executeTakeFirst();
  if (!game) return refuse(404, ERROR_CODE.gameNotFound, `No sportsbook ${slip.gameCode}`);
  try {
    return { ok: true, value: await inTransaction(db, (trx) => placeIn(trx, slip, game.node_id, now)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

async function placeIn(trx: Executor, slip: Slip, nodeId: number, now: Date): Promise<SportBetResult> {
  const placed = await placedUnderKey(trx, slip);
  if (placed.length) return slipAnswer(trx, slip, placed, now);
  const matchIds = [...new Set(slip.legs.map((leg) => leg.matchId))].sort((a, b) => a - b);
  // Hold the prices still until this commits: a tick moving one waits, or has moved it already.
  await trx.updateTable('sport_prices').set((eb) => ({ version: eb.ref('version') })).where('match_id', 'in', matchIds).execute();
  const matches = new Map((await trx.selectFrom('sport_matches').selectAll().where('id', 'in', matchIds).execute()).map((m) => [m.id, m]));
  const missing = matchIds.find((id) => !matches.has(id));
  if (missing !== undefined) throw new Refused({ status: 404, code: ERROR_CODE.matchNotFound, message: `No match ${missing}`, value: { matchId: missing } });

  const prices = await pricesOf(trx, matchIds);
  const current = slip.legs.map((leg) => {
    const match = matches.get(leg.matchId)!;
    const state = matchState(match, now);
    const row = prices.find((p) => p.match_id === leg.matchId && p.selection === leg.selection);
    return { leg, match, open: state.open && row !== undefined, priceHundredths: row?.price_hundredths ?? 0 };
  });
  const closed = current.find((c) => !c.open);
  if (closed) throw new Refused({ status: 409, code: ERROR_CODE.matchNotOpen, message: `${closed.match.home} v ${closed.match.away} is not taking bets now`, value: { matchId: closed.match.id } });
  if (current.some((c) => Math.round(c.leg.price * 100) !== c.priceHundredths)) {
    const value: OddsChangedValue = { prices: current.map((c) => ({ matchId: c.match.id, selection: c.leg.selection, price: units(c.priceHundredths), open: c.open })) };
    throw new Refused({ status: 409, code: ERROR_CODE.oddsChanged, message: 'A price has moved: confirm the new prices', value });
  }

  const groups = slip.mode === 'accumulator' ? [current] : current.map((c) => [c]);
  const betIds: number[] = [];
  for (const [index, legs] of groups.entries()) betIds.push(await writeBet(trx, slip, nodeId, legs, now, betOpKey(slip, index)));
  return slipAnswer(trx, slip, betIds, now);
}

/** Bet n of the slip placed under the request's key (one key, several singles). */
const betOpKey = (slip: Slip, index: number) => (slip.opKey ? `${slip.opKey}#${index + 1}` : null);

/** The bets a committed placement under this key wrote, when it did (a retry after its answer was lost). */
async function placedUnderKey(trx: Executor, slip: Slip): Promise<number[]> {
  if (!slip.opKey) return [];
  const keys = slip.legs.map((_, index) => betOpKey(slip, index)!);
  const rows = await trx.selectFrom('sport_bets').select('id').where('member_id', '=', slip.memberId).where('op_key', 'in', keys).execute();
  return rows.map((row) => row.id);
}

async function slipAnswer(trx: Executor, slip: Slip, betIds: readonly number[], now: Date): Promise<SportBetResult> {
  const rows = await trx.selectFrom('sport_bets').selectAll().where('id', 'in', [...betIds]).orderBy('id').execute();
  return { bets: await toSportBets(trx, rows, now), balance: units(await balanceOf(trx, ACCOUNTS.wallet(slip.memberId))) };
}

interface PricedLeg {
  leg: SlipLeg;
  match: MatchRow;
  priceHundredths: number;
}

function titleOf(mode: SportBetMode, legs: readonly PricedLeg[]): string {
  if (mode === 'accumulator') return `Accumulator: ${legs.length} legs`;
  const { match, leg } = legs[0]!;
  return `${match.home} v ${match.away}: ${leg.selection}`;
}

async function writeBet(trx: Executor, slip: Slip, nodeId: number, legs: readonly PricedLeg[], now: Date, opKey: string | null): Promise<number> {
  const betNo = newBetNo();
  const createdAt = now.toISOString();
  const priceHundredths = betPriceHundredths(legs.map((l) => l.priceHundredths));
  const bet = await trx
    .insertInto('sport_bets')
    .values({ bet_no: betNo, member_id: slip.memberId, node_id: nodeId, mode: slip.mode, stake_cents: slip.stakeCents, price_hundredths: priceHundredths, status: 'open', bet_id: null, created_at: createdAt, settled_at: null, op_key: opKey })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sport_bet_legs')
    .values(legs.map((l, i) => ({ bet_id: bet.id, leg_no: i + 1, match_id: l.match.id, selection: l.leg.selection, price_hundredths: l.priceHundredths, result: 'open' as const })))
    .execute();
  try {
    await transfer(trx, { key: stakeKey(betNo), debit: ACCOUNTS.wallet(slip.memberId), credit: ACCOUNTS.house, amountCents: slip.stakeCents, kind: 'bet', reference: stakeKey(betNo), now });
  } catch (error) {
    if (error instanceof LedgerError && error.code === ERROR_CODE.insufficientBalance) {
      throw new Refused({ status: 409, code: ERROR_CODE.insufficientBalance, message: 'The balance does not cover the stakes' });
    }
    throw error;
  }
  const outcome: OutcomeSummary = { kind: 'sports', betNo, mode: slip.mode, legs: legs.length, price: units(priceHundredths), title: titleOf(slip.mode, legs) };
  const row = await trx
    .insertInto('bets')
    .values({ member_id: slip.memberId, node_id: nodeId, round_id: `sports:${betNo}`, stake_cents: slip.stakeCents, payout_cents: 0, outcome: JSON.stringify(outcome), created_at: createdAt, status: 'open', settled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('sport_bets').set({ bet_id: row.id }).where('id', '=', bet.id).execute();
  return bet.id;
}
