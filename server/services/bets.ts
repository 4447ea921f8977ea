/**
 * Bets against the member's real wallet. One round is ONE
 * transaction: the stake is debited only if the balance covers it (a conditional update, so the
 * balance can never go negative), the win is credited, each move gets a ledger entry with the
 * balance after it, and a big win joins the winner board. The client's round id is unique: a
 * retried request (lost answer, double tap, concurrent duplicate) gets the first result back and
 * is never debited twice.
 *
 * Concurrency: SQLite runs one transaction at a time on our single connection. On Postgres the
 * unique round_id still stops a double debit (the loser's insert fails and it replays the
 * winner's result); the trial credit check would want SERIALIZABLE there.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { Db } from '../db/connection';
import type { GameRow, LedgerKind, LobbyDatabase, MemberRecord } from '../db/schema';
import { playRound, type Outcome, type RandomInt } from '../play/outcomes';
import { TRIAL_TYPE } from './members';

/** What a trial (type 4) member plays with: 2,000.00, credited on their first bet. */
export const TRIAL_CREDIT_CENTS = 200_000;
/** A win joins the winner board at 10x the stake, or with a profit of 500.00 or more. */
export const BIG_WIN_MULTIPLE = 10;
export const BIG_WIN_PROFIT_CENTS = 50_000;

export interface BetResult {
  roundId: string;
  /** Currency units with two decimals, like the wallet's sumBalance. */
  stake: number;
  payout: number;
  /** The balance right after this round. */
  balance: number;
  outcome: Outcome;
  /** True when this answers a repeat of a round that was already played. */
  replayed: boolean;
}

export class BetError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface BetInput {
  member: MemberRecord;
  game: GameRow;
  roundId: string;
  stakeCents: number;
  pick?: string;
}

type Executor = Kysely<LobbyDatabase> | Transaction<LobbyDatabase>;

const secureRandom: RandomInt = (max) => randomInt(max);
const units = (cents: number | string) => Number(cents) / 100;

function findBet(db: Executor, roundId: string) {
  return db.selectFrom('bets').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

async function replay(db: Executor, input: BetInput, bet: NonNullable<Awaited<ReturnType<typeof findBet>>>) {
  if (bet.member_id !== input.member.id || bet.node_id !== input.game.node_id) {
    throw new BetError(409, ERROR_CODE.roundIdReused, 'This round id belongs to another round');
  }
  const last = await db
    .selectFrom('ledger_entries')
    .select('balance_after_cents')
    .where('bet_id', '=', bet.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    roundId: bet.round_id,
    stake: units(bet.stake_cents),
    payout: units(bet.payout_cents),
    balance: units(last.balance_after_cents),
    outcome: JSON.parse(bet.outcome) as Outcome,
    replayed: true,
  } satisfies BetResult;
}

async function addToBalance(trx: Executor, memberId: number, cents: number): Promise<number> {
  const row = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', cents) }))
    .where('member_id', '=', memberId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  return Number(row.balance_cents);
}

function ledger(trx: Executor, memberId: number, betId: number | null, kind: LedgerKind, amount: number, after: number, now: Date) {
  return trx
    .insertInto('ledger_entries')
    .values({ member_id: memberId, bet_id: betId, kind, amount_cents: amount, balance_after_cents: after, created_at: now.toISOString() })
    .execute();
}

async function hasTrialCredit(db: Executor, memberId: number): Promise<boolean> {
  const entry = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'trial_credit')
    .executeTakeFirst();
  return entry !== undefined;
}

/** Trial members have no wallet row until they play; their first round brings the trial credit. */
async function prepareWallet(trx: Executor, member: MemberRecord, now: Date) {
  await trx
    .insertInto('wallets')
    .values({ member_id: member.id, balance_cents: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  if (member.type !== TRIAL_TYPE || (await hasTrialCredit(trx, member.id))) return;
  const after = await addToBalance(trx, member.id, TRIAL_CREDIT_CENTS);
  await ledger(trx, member.id, null, 'trial_credit', TRIAL_CREDIT_CENTS, after, now);
}

/** "ab***yz": the board shows who won without giving the account away. */
export function maskedName(account: string): string {
  const chars = [...account];
  return chars.length <= 2 ? `${chars[0] ?? '*'}***` : `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function isBigWin(stakeCents: number, payoutCents: number): boolean {
  return payoutCents > 0 && (payoutCents >= stakeCents * BIG_WIN_MULTIPLE || payoutCents - stakeCents >= BIG_WIN_PROFIT_CENTS);
}

async function addWinner(trx: Executor, input: BetInput, payoutCents: number) {
  // winners.id is a plain integer key (seeded ids); inside this transaction max + 1 is free.
  const { top } = await trx
    .selectFrom('winners')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('winners')
    .values({
      id: Number(top ?? 0) + 1,
      node_id: input.game.node_id,
      customer_name: maskedName(input.member.account),
      win_amount_cents: payoutCents,
    })
    .execute();
}

async function playOnce(trx: Executor, input: BetInput, random: RandomInt, now: Date): Promise<BetResult> {
  const { member, game, stakeCents } = input;
  await prepareWallet(trx, member, now);
  const debited = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', stakeCents) }))
    .where('member_id', '=', member.id)
    .where('balance_cents', '>=', stakeCents)
    .returning('balance_cents')
    .executeTakeFirst();
  // Thrown, not returned: the trial credit above must roll back with the refused round.
  if (!debited) throw new BetError(400, ERROR_CODE.insufficientBalance, 'The balance does not cover this stake');

  const { outcome, payoutCents } = playRound(game.category, stakeCents, input.pick, random);
  const bet = await trx
    .insertInto('bets')
    .values({
      member_id: member.id,
      node_id: game.node_id,
      round_id: input.roundId,
      stake_cents: stakeCents,
      payout_cents: payoutCents,
      outcome: JSON.stringify(outcome),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let balance = Number(debited.balance_cents);
  await ledger(trx, member.id, bet.id, 'bet', -stakeCents, balance, now);
  if (payoutCents > 0) {
    balance = await addToBalance(trx, member.id, payoutCents);
    await ledger(trx, member.id, bet.id, 'win', payoutCents, balance, now);
  }
  if (isBigWin(stakeCents, payoutCents)) await addWinner(trx, input, payoutCents);
  return { roundId: input.roundId, stake: units(stakeCents), payout: units(payoutCents), balance: units(balance), outcome, replayed: false };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /unique/i.test(error.message) && /round_id/i.test(error.message);

export async function placeBet(db: Db, input: BetInput, random = secureRandom, now = new Date()): Promise<BetResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      // Inside the transaction: a duplicate queued behind the first sees its committed bet.
      const prior = await findBet(trx, input.roundId);
      return prior ? replay(trx, input, prior) : playOnce(trx, input, random, now);
    });
  } catch (error) {
    // Lost a race on another database: the other request's round is the first result.
    if (isUniqueViolation(error)) {
      const prior = await findBet(db, input.roundId);
      if (prior) return replay(db, input, prior);
    }
    throw error;
  }
}

/** What the game page shows before the first round: a trial member's credit counts already. */
export async function playableBalance(db: Db, member: MemberRecord): Promise<number> {
  const wallet = await db.selectFrom('wallets').select('balance_cents').where('member_id', '=', member.id).executeTakeFirst();
  let cents = Number(wallet?.balance_cents ?? 0);
  if (member.type === TRIAL_TYPE && !(await hasTrialCredit(db, member.id))) cents += TRIAL_CREDIT_CENTS;
  return units(cents);
}
