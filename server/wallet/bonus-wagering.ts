/**
 * Deposit bonus wagering: the grant made when a deposit with a bonus is paid, the lock it puts on
 * the wallet, its progress by SETTLED stakes only (./settled-stakes.ts: an open stake can still be
 * cancelled, a void one was refunded), completion, and the forfeit. One bonus wagers at a time, so
 * a stake counts toward one requirement only. Completion is noticed when the grant is next read
 * (a conditional update, so two readers complete it once).
 */
import type { BonusForfeitValue, BonusWagering } from '../../src/api/bonus-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Db, Executor } from '../db/connection';
import type { BonusGrantTable } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, balanceOf, lockAccount, transfer } from '../ledger';
import { bonusRulesOf, ineligibleMessage, whyIneligible } from './bonus-rules';
import { SETTLED, settledAtOf } from '../records/settled-stakes';
import { isString, jsonListOf } from '../lib/json-list';

type GrantRow = Omit<BonusGrantTable, 'id' | 'forfeited_cents'> & { id: number; forfeited_cents: number };

export const forfeitKey = (grantId: number) => `bonus-forfeit:${grantId}`;

const units = (cents: number) => cents / 100;

/**
 * The member's settled stakes on the grant's game types since it was granted, in cents. A stake
 * placed before the grant (an open lottery or sports bet that settles after it) was made with the
 * member's own money before the bonus existed: it wagers nothing of the bonus.
 */
export async function settledTurnoverCents(db: Executor, grant: Pick<GrantRow, 'member_id' | 'granted_at' | 'game_types'>): Promise<number> {
  const types = jsonListOf(grant.game_types, isString);
  let query = db
    .selectFrom('bets as b')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.stake_cents'), eb.val(0)).as('total'))
    .where('b.member_id', '=', grant.member_id)
    .where('b.status', '=', SETTLED)
    .where(settledAtOf('b'), '>=', grant.granted_at)
    .where('b.created_at', '>=', grant.granted_at);
  if (types.length > 0) {
    query = query.where((eb) => eb.exists(eb.selectFrom('games as g').select('g.node_id').whereRef('g.node_id', '=', 'b.node_id').where('g.category', 'in', types)));
  }
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** The member's wagering bonus, completed first if its turnover is met; undefined when none is. */
export async function activeGrant(db: Executor, memberId: number, now: Date): Promise<(GrantRow & { turnoverCents: number }) | undefined> {
  const row = await db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('state', '=', 'active').orderBy('id').executeTakeFirst();
  if (!row) return undefined;
  const grant = { ...row, id: Number(row.id), forfeited_cents: Number(row.forfeited_cents) };
  const turnoverCents = await settledTurnoverCents(db, grant);
  if (turnoverCents < Number(grant.required_cents)) return { ...grant, turnoverCents };
  await db
    .updateTable('bonus_grants')
    .set({ state: 'completed', closed_at: now.toISOString() })
    .where('id', '=', grant.id)
    .where('state', '=', 'active')
    .execute();
  return undefined;
}

/** What a bonus keeps out of a withdrawal now, in cents. */
export async function lockedCents(db: Executor, memberId: number, now: Date): Promise<number> {
  return Number((await activeGrant(db, memberId, now))?.locked_cents ?? 0);
}

function toWire(grant: GrantRow, turnoverCents: number): BonusWagering {
  const required = Number(grant.required_cents);
  return {
    promotionId: grant.promotion_id,
    state: grant.state,
    bonus: units(Number(grant.bonus_cents)),
    locked: grant.state === 'active' ? units(Number(grant.locked_cents)) : 0,
    turnover: units(grant.state === 'completed' ? required : Math.min(turnoverCents, required)),
    required: units(required),
    gameTypes: jsonListOf(grant.game_types, isString),
    grantedAt: grant.granted_at,
  };
}

/** The member's latest bonus on one promotion, or their latest bonus at all; null when none. */
export async function bonusWagering(db: Executor, memberId: number, now: Date, promotionId?: number): Promise<BonusWagering | null> {
  const active = await activeGrant(db, memberId, now);
  if (active && (promotionId === undefined || active.promotion_id === promotionId)) return toWire(active, active.turnoverCents);
  let query = db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId);
  if (promotionId !== undefined) query = query.where('promotion_id', '=', promotionId);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  return toWire({ ...row, id: Number(row.id), forfeited_cents: Number(row.forfeited_cents) }, 0);
}

/** At order time: a refusal message when the promotion's rules give this member no bonus now. */
export async function bonusRefusal(db: Executor, memberId: number, promotionId: number, now: Date): Promise<string | null> {
  await activeGrant(db, memberId, now);
  const why = await whyIneligible(db, { memberId, promotionId, now });
  return why ? ineligibleMessage(why) : null;
}

interface PaidOrder {
  id: number;
  member_id: number;
  promotion_id: number | null;
  amount_cents: number;
  bonus_cents: number;
}

/**
 * Inside the transaction that pays an order: checks the rules again under the wallet's lock and
 * records the grant; answers the bonus to pay (0, and the order says so, when no longer eligible).
 */
export async function grantOnPayment(trx: Executor, order: PaidOrder, now: Date): Promise<number> {
  const bonus = Number(order.bonus_cents);
  if (order.promotion_id === null || bonus <= 0) return 0;
  await lockAccount(trx, ACCOUNTS.wallet(order.member_id), now);
  await activeGrant(trx, order.member_id, now);
  if (await whyIneligible(trx, { memberId: order.member_id, promotionId: order.promotion_id, orderId: order.id, now })) {
    await trx.updateTable('deposit_orders').set({ bonus_cents: 0 }).where('id', '=', order.id).execute();
    return 0;
  }
  const rules = await bonusRulesOf(trx, order.promotion_id);
  const locked = bonus + (rules.locksDeposit ? Number(order.amount_cents) : 0);
  const required = rules.wageringMultiple * locked;
  await trx
    .insertInto('bonus_grants')
    .values({
      member_id: order.member_id,
      promotion_id: order.promotion_id,
      order_id: order.id,
      bonus_cents: bonus,
      locked_cents: locked,
      required_cents: required,
      game_types: JSON.stringify(rules.gameTypes),
      state: required > 0 ? 'active' : 'completed',
      granted_at: now.toISOString(),
      closed_at: required > 0 ? null : now.toISOString(),
    })
    .execute();
  // The approved application is used up: the promotion shows the bonus as issued.
  if (rules.requires === 'approved') {
    await trx
      .updateTable('promotion_members')
      .set({ status: 'issued', updated_at: now.toISOString() })
      .where('member_id', '=', order.member_id)
      .where('promotion_id', '=', order.promotion_id)
      .where('status', '=', 'claim')
      .execute();
  }
  return bonus;
}

export type ForfeitOutcome = { ok: true; value: BonusForfeitValue } | { ok: false; status: 409; code: typeof ERROR_CODE.noActiveBonus; message: string };

/**
 * Gives up the wagering bonus: what is left of it (at most what the wallet holds) goes back to the
 * bonus expense under a key derived from the grant, so it moves once; the rest of the wallet is free.
 */
export async function forfeitBonus(db: Db, memberId: number, now = new Date()): Promise<ForfeitOutcome> {
  return inTransaction(db, async (trx): Promise<ForfeitOutcome> => {
    const wallet = ACCOUNTS.wallet(memberId);
    await lockAccount(trx, wallet, now);
    const grant = await activeGrant(trx, memberId, now);
    if (!grant) return { ok: false, status: 409, code: ERROR_CODE.noActiveBonus, message: 'No bonus is wagering: nothing to forfeit' };
    const amount = Math.min(Number(grant.bonus_cents), await balanceOf(trx, wallet));
    if (amount > 0) {
      await transfer(trx, { key: forfeitKey(grant.id), debit: wallet, credit: ACCOUNTS.bonusExpense, amountCents: amount, kind: 'bonus_forfeit', memberId, reference: `bonus-grant:${grant.id}`, now });
    }
    await trx
      .updateTable('bonus_grants')
      .set({ state: 'forfeited', closed_at: now.toISOString(), forfeited_cents: amount })
      .where('id', '=', grant.id)
      .where('state', '=', 'active')
      .execute();
    const balance = await balanceOf(trx, wallet);
    return { ok: true, value: { promotionId: grant.promotion_id, forfeited: units(amount), balance: units(balance), withdrawable: units(balance) } };
  });
}
