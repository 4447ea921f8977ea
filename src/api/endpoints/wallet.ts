/**
 * Wallet calls (SPEC §7 "Agent, wallet, deposit, withdraw": wallet, transfer, transaction list;
 * §4 activity status claim → claimed). Reads are per-user, so the service worker keeps the last
 * copy for offline; the transfer and the bonus claim move money (`money: true`). A trial guest
 * (SPEC §6) sees no balance: the summary and the lines (each with its balance after) refuse it.
 */
import { z } from 'zod';
import type { BonusForfeitValue, BonusWagering } from '../bonus-wire';
import { amountValue } from '../money';
import { TRANSACTION_TYPES, type BonusClaimValue, type TransactionPage, type TransferValue, type WalletSummary } from '../wallet-wire';
import { ERROR_CODE } from '../error-codes';
import { endpoint } from './define';
import { dayParam as day, intParam } from './params';

/** 'main' or a vendor's code. */
const walletName = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'must be main or a vendor code');

export const walletEndpoints = {
  /** Main balance, held withdrawals, each own-wallet vendor's balance, what may be withdrawn. */
  walletSummary: endpoint<WalletSummary>()({
    method: 'GET',
    path: '/wps/wallet/summary',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'per-user',
  }),

  /**
   * One wallet's lines, newest first, each signed from that wallet's side with the balance after.
   * `from` and `to` are UTC days, both inclusive.
   */
  walletTransactions: endpoint<TransactionPage>()({
    method: 'GET',
    path: '/wps/wallet/transactions',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'per-user',
    query: z
      .object({
        account: walletName.default('main'),
        type: z.enum(TRANSACTION_TYPES).optional(),
        from: day.optional(),
        to: day.optional(),
        page: intParam(1, 100_000).default(1),
        pageSize: intParam(1, 100).default(20),
      })
      .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] }),
    refusals: {
      [ERROR_CODE.vendorWalletUnknown]: 'unknown_error',
    },
  }),

  /** Main wallet ↔ an own-wallet vendor, one ledger transfer per Idempotency-Key. */
  walletTransfer: endpoint<TransferValue>()({
    method: 'POST',
    path: '/wps/wallet/transfer',
    access: 'member',
    refusesTrial: 'trial_no_money',
    cache: 'never',
    body: z
      .object({ from: walletName, to: walletName, amount: amountValue })
      .refine((b) => b.from.toUpperCase() !== b.to.toUpperCase(), { message: 'must differ from from', path: ['to'] })
      .refine((b) => b.from.toLowerCase() === 'main' || b.to.toLowerCase() === 'main', { message: 'one side must be main', path: ['to'] }),
    encoding: 'json',
    money: true,
    refusals: {
      [ERROR_CODE.insufficientBalance]: 'wallet_error_insufficient',
      [ERROR_CODE.trialNoMoney]: 'wallet_error_trial',
      [ERROR_CODE.vendorWalletUnknown]: 'wallet_error_vendor_unknown',
    },
  }),

  /** A promotion in status claim pays its bonus into the main wallet, once, and becomes claimed. */
  bonusClaim: endpoint<BonusClaimValue>()({
    method: 'POST',
    path: '/wps/promotion/claim',
    access: 'member',
    refusesTrial: 'trial_no_money',
    cache: 'never',
    body: z.object({ promotionId: z.number().int().positive().max(2 ** 31 - 1) }),
    encoding: 'json',
    money: true,
    refusals: {
      [ERROR_CODE.bonusNotClaimable]: 'unknown_error',
      [ERROR_CODE.promotionNotFound]: 'unknown_error',
    },
  }),

  /** The member's latest deposit bonus on a promotion and its wagering progress (null: none yet). */
  bonusProgress: endpoint<BonusWagering | null>()({
    method: 'GET',
    path: '/wps/bonus/progress',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'per-user',
    query: z.object({ promotionId: intParam(1, 2 ** 31 - 1) }),
  }),

  /** Gives up the wagering bonus (what is left of it goes back), so the whole wallet may be withdrawn. */
  bonusForfeit: endpoint<BonusForfeitValue>()({
    method: 'POST',
    path: '/wps/bonus/forfeit',
    access: 'member',
    refusesTrial: 'trial_no_money',
    cache: 'never',
    body: z.object({}),
    encoding: 'json',
    money: true,
    refusals: {
      [ERROR_CODE.noActiveBonus]: 'unknown_error',
    },
  }),
};
