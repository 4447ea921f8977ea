/**
 * Claiming a promotion's bonus (SPEC §4 activity status: claim → claimed). The bonus moves from
 * the site's bonus expense into the member's main wallet by ONE transfer whose key is derived
 * from the promotion and the member — not from the request — so it can be paid once ever, however
 * many requests (with however many Idempotency-Keys) ask. The status changes in the same
 * transaction as the money: both commit or neither does.
 */
import type { PromotionStatus } from '../../src/api/content-wire';
import type { BonusClaimValue } from '../../src/api/wallet-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { ACCOUNTS, transfer } from '../ledger';
import { promotionStatus, standingOf } from '../support/promotions';

export const bonusClaimKey = (promotionId: number, memberId: number) => `bonus-claim:${promotionId}:${memberId}`;

export type BonusClaimOutcome =
  | { ok: true; value: BonusClaimValue }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notClaimable'; status: PromotionStatus };

async function promotionFacts(db: Executor, promotionId: number) {
  return db
    .selectFrom('promotions')
    .leftJoin('promotion_terms', 'promotion_terms.promotion_id', 'promotions.id')
    .select(['promotions.start_date', 'promotions.end_date', 'promotions.no_expiry', 'promotions.bonus_cents', 'promotion_terms.action'])
    .where('promotions.id', '=', promotionId)
    // Language rows carry the same bonus; the largest guards against one left at 0 by mistake.
    .orderBy('promotions.bonus_cents', 'desc')
    .executeTakeFirst();
}

export async function claimBonus(db: Db, memberId: number, promotionId: number, now = new Date()): Promise<BonusClaimOutcome> {
  return inTransaction(db, async (trx): Promise<BonusClaimOutcome> => {
    const promotion = await promotionFacts(trx, promotionId);
    if (!promotion) return { ok: false, reason: 'notFound' };
    const standing = await standingOf(trx, memberId, promotionId);
    const timing = { startDate: promotion.start_date, endDate: promotion.end_date, noExpiry: promotion.no_expiry === 1 ? (1 as const) : (0 as const) };
    const status = promotionStatus(timing, promotion.action ?? 'none', standing, now);
    const bonusCents = Number(promotion.bonus_cents);
    if (status !== 'claim' || bonusCents <= 0) return { ok: false, reason: 'notClaimable', status };

    const paid = await transfer(trx, {
      key: bonusClaimKey(promotionId, memberId),
      debit: ACCOUNTS.bonusExpense,
      credit: ACCOUNTS.wallet(memberId),
      amountCents: bonusCents,
      kind: 'bonus',
      memberId,
      reference: `promotion:${promotionId}`,
      now,
    });
    // Another claim got there first (Postgres runs them side by side): paid once, by that one.
    if (paid.replayed) return { ok: false, reason: 'notClaimable', status: 'claimed' };
    await trx
      .updateTable('promotion_members')
      .set({ status: 'claimed', updated_at: now.toISOString() })
      .where('member_id', '=', memberId)
      .where('promotion_id', '=', promotionId)
      .where('status', '=', 'claim')
      .execute();
    return { ok: true, value: { promotionId, status: 'claimed', bonus: bonusCents / 100, balance: paid.transfer.creditAfterCents / 100 } };
  });
}
