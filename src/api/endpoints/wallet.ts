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
import { MEMBER_READ, MONEY_CALL } from './call-kinds';
import { endpoint } from './define';
import { dayParam as day, intParam } from './params';

/** 'main' or a vendor's code. */
const walletName = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'must be main or a vendor code');

export const walletEndpoints = {
  /** Main balance, held withdrawals, each own-wallet vendor's balance, what may be withdrawn. */
  walletSummary: endpoint<WalletSummary>()({
    ...MEMBER_READ,
    path: '/wps/wallet/summary',
    refusesTrial: 'no_permission',
    refreshOn: ['money'],
  }),

  /**
   * One wallet's lines, newest first, each signed from that wallet's side with the balance after.
   * `from` and `to` are UTC days, both inclusive.
   */
  walletTransactions: endpoint<TransactionPage>()({
    ...MEMBER_READ,
    path: '/wps/wallet/transactions',
    refusesTrial: 'no_permission',
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
    refusals: { [ERROR_CODE.vendorWalletUnknown]: 'unknown_error' },
  }),

  /** Main wallet ↔ an own-wallet vendor, one ledger transfer per Idempotency-Key. */
  walletTransfer: endpoint<TransferValue>()({
    ...MONEY_CALL,
    path: '/wps/wallet/transfer',
    refusesTrial: 'trial_no_money',
    body: z
      .object({ from: walletName, to: walletName, amount: amountValue })
      .refine((b) => b.from.toUpperCase() !== b.to.toUpperCase(), { message: 'must differ from from', path: ['to'] })
      .refine((b) => b.from.toLowerCase() === 'main' || b.to.toLowerCase() === 'main', { message: 'one side must be main', path: ['to'] }),
    refusals: {
      [ERROR_CODE.insufficientBalance]: 'wallet_error_insufficient',
      [ERROR_CODE.trialNoMoney]: 'wallet_error_trial',
      [ERROR_CODE.vendorWalletUnknown]: 'wallet_error_vendor_unknown',
    },
  }),

  /** A promotion in status claim pays its bonus into the main wallet, once, and becomes claimed. */
  bonusClaim: endpoint<BonusClaimValue>()({
    ...MONEY_CALL,
    path: '/wps/promotion/claim',
    refusesTrial: 'trial_no_money',
    body: z.object({ promotionId: z.number().int().positive().max(2 ** 31 - 1) }),
    refusals: {
      [ERROR_CODE.bonusNotClaimable]: 'unknown_error',
      [ERROR_CODE.promotionNotFound]: 'unknown_error',
    },
  }),

  /** The member's latest deposit bonus on a promotion and its wagering progress (null: none yet). */
  bonusProgress: endpoint<BonusWagering | null>()({
    ...MEMBER_READ,
    path: '/wps/bonus/progress',
    refusesTrial: 'no_permission',
    query: z.object({ promotionId: intParam(1, 2 ** 31 - 1) }),
  }),

  /** Gives up the wagering bonus (what is left of it goes back), so the whole wallet may be withdrawn. */
  bonusForfeit: endpoint<BonusForfeitValue>()({
    ...MONEY_CALL,
    path: '/wps/bonus/forfeit',
    refusesTrial: 'trial_no_money',
    body: z.object({}),
    refusals: { [ERROR_CODE.noActiveBonus]: 'unknown_error' },
  }),
};
