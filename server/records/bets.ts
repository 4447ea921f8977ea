/**
 * Bets against the member's real wallet, on the double-entry ledger (server/ledger). One round
 * is ONE transaction: the stake moves from the wallet to the house only if the balance covers it
 * (the ledger never overdraws a member), the win moves back, and a big win joins the winner board. The client's round id is unique: a
 * retried request (lost answer, double tap, concurrent duplicate) gets the first result back and
 * is never debited twice.
 *
 * Concurrency: SQLite runs one transaction at a time on our single connection. On Postgres the
 * unique round_id still stops a double debit (the loser's insert fails and it replays the
 * winner's result); the trial credit check would want SERIALIZABLE there.
 */
import { randomInt } from 'node:crypto';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/errors';
import type { GameRow, MemberRecord } from '../db/schema';
import { ACCOUNTS, balanceOf, findTransferByKey, LedgerError, transfer } from '../ledger';
import { playRound, type Outcome, type RandomInt } from '../play/outcomes';
import { TRIAL_TYPE } from '../member/members';
import { playAccount } from '../wallet/vendor-wallets';

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

const secureRandom: RandomInt = (max) => randomInt(max);
const units = (cents: number | string) => Number(cents) / 100;
const betKey = (roundId: string) => `bet:${roundId}`;
const winKey = (roundId: string) => `win:${roundId}`;
/** One per trial member, ever: the key itself makes the credit a one-off. */
const trialCreditKey = (memberId: number) => `trial-credit:${memberId}`;

function findBet(db: Executor, roundId: string) {
  return db.selectFrom('bets').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

async function replay(db: Executor, input: BetInput, bet: NonNullable<Awaited<ReturnType<typeof findBet>>>) {
  if (bet.member_id !== input.member.id || bet.node_id !== input.game.node_id) {
    throw new BetError(409, ERROR_CODE.roundIdReused, 'This round id belongs to another round');
  }
  // The wallet's balance right after the round: after the win if there was one, else after the stake.
  const win = await findTransferByKey(db, winKey(bet.round_id));
  const stake = await findTransferByKey(db, betKey(bet.round_id));
  const balanceCents = win ? win.creditAfterCents : (stake?.debitAfterCents ?? 0);
  return {
    roundId: bet.round_id,
    stake: units(bet.stake_cents),
    payout: units(bet.payout_cents),
    balance: units(balanceCents),
    outcome: JSON.parse(bet.outcome) as Outcome,
    replayed: true,
  } satisfies BetResult;
}

/** A trial member's first round brings the trial credit (SPEC §6 type 4), once. */
async function creditTrial(trx: Executor, member: MemberRecord, now: Date) {
  if (member.type !== TRIAL_TYPE) return;
  await transfer(trx, {
    key: trialCreditKey(member.id),
    debit: ACCOUNTS.trialExpense,
    credit: ACCOUNTS.wallet(member.id),
    amountCents: TRIAL_CREDIT_CENTS,
    kind: 'trial_credit',
    now,
  });
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
  const { member, game, stakeCents, roundId } = input;
  await creditTrial(trx, member, now);
  // The main wallet, or the member's wallet at a vendor that keeps its own (vendor-wallets.ts).
  const wallet = await playAccount(trx, member, game.vendor_code);
  let balanceCents: number;
  try {
    const stake = await transfer(trx, { key: betKey(roundId), debit: wallet, credit: ACCOUNTS.house, amountCents: stakeCents, kind: 'bet', reference: betKey(roundId), now });
    balanceCents = stake.transfer.debitAfterCents;
  } catch (error) {
    // Thrown, not returned: the trial credit above must roll back with the refused round.
    if (error instanceof LedgerError) throw new BetError(400, error.code, error.message);
    throw error;
  }

  const { outcome, payoutCents } = playRound(game.category, stakeCents, input.pick, random);
  await trx
    .insertInto('bets')
    .values({
      member_id: member.id,
      node_id: game.node_id,
      round_id: roundId,
      stake_cents: stakeCents,
      payout_cents: payoutCents,
      outcome: JSON.stringify(outcome),
      created_at: now.toISOString(),
    })
    .execute();
  if (payoutCents > 0) {
    const win = await transfer(trx, { key: winKey(roundId), debit: ACCOUNTS.house, credit: wallet, amountCents: payoutCents, kind: 'win', reference: betKey(roundId), now });
    balanceCents = win.transfer.creditAfterCents;
  }
  if (isBigWin(stakeCents, payoutCents)) await addWinner(trx, input, payoutCents);
  return { roundId, stake: units(stakeCents), payout: units(payoutCents), balance: units(balanceCents), outcome, replayed: false };
}

export async function placeBet(db: Db, input: BetInput, random = secureRandom, now = new Date()): Promise<BetResult> {
  try {
    return await inTransaction(db, async (trx) => {
      // Inside the transaction: a duplicate queued behind the first sees its committed bet.
      const prior = await findBet(trx, input.roundId);
      return prior ? replay(trx, input, prior) : playOnce(trx, input, random, now);
    });
  } catch (error) {
    // Lost a race on a database that runs transactions side by side (Postgres): the other
    // request's round (its bet row, or the stake's transfer key) is the first result.
    if (isUniqueViolation(error)) {
      const prior = await findBet(db, input.roundId);
      if (prior) return replay(db, input, prior);
    }
    throw error;
  }
}

/**
 * What the game page shows before the first round: the balance the game plays from (the main
 * wallet, or the vendor's own); a trial member's credit counts already.
 */
export async function playableBalance(db: Db, member: MemberRecord, game: Pick<GameRow, 'vendor_code'>): Promise<number> {
  let cents = await balanceOf(db, await playAccount(db, member, game.vendor_code));
  if (member.type === TRIAL_TYPE && !(await findTransferByKey(db, trialCreditKey(member.id)))) cents += TRIAL_CREDIT_CENTS;
  return units(cents);
}
