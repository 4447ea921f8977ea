/**
 * `wallet` area of the worker API ("My wallet", SPEC §7): the summary and transaction list (read
 * network first; the service worker's last copy answers offline), the main ↔ vendor transfer and
 * the bonus claim (money calls: online only, never queued, each with the page's Idempotency-Key,
 * the same key again when an answer was lost). After money moves, the header balance is read again.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import type { BonusWagering } from '../src/api/bonus-wire';
import { ENDPOINTS, type QueryOf } from '../src/api/endpoints';
import { ERROR_CODE } from '../src/api/errors';

import type { BonusClaimValue, TransactionPage, TransferValue, WalletSummary } from '../src/api/wallet-wire';
import { db, withDb } from '../src/db/db';
import { memberCall, type CallResult } from './call-result';

import { client, currentConfig } from './context';

import { member } from './member';
import { syncPromotions } from './sync/promotions';
import { isTrialUser } from './trial';

export type TransactionQuery = QueryOf<typeof ENDPOINTS.walletTransactions>;

/** The header's balance after money moved; a failure here must not undo the answer the member saw. */
const refreshHeader = () => member.refresh().catch(() => null);

/** SPEC §6: a trial guest sees no balance; the server would refuse, so it is not asked. */
const TRIAL_REFUSAL = { ok: false, code: ERROR_CODE.noPermission, status: 403, transient: false } as const;

export const wallet = {
  async summary(): Promise<CallResult<WalletSummary>> {
    if (await isTrialUser(currentConfig().userKey)) return TRIAL_REFUSAL;
    return memberCall(() => client.call(ENDPOINTS.walletSummary, { cache: 'no-cache' }));
  },

  /** The member's bonus on one promotion and its wagering; null when they have none from it. */
  async bonusProgress(promotionId: number): Promise<CallResult<BonusWagering | null>> {
    if (await isTrialUser(currentConfig().userKey)) return TRIAL_REFUSAL;
    return memberCall(() => client.call(ENDPOINTS.bonusProgress, { query: { promotionId }, cache: 'no-cache' }));
  },

  async transactions(query: TransactionQuery): Promise<CallResult<TransactionPage>> {
    if (await isTrialUser(currentConfig().userKey)) return TRIAL_REFUSAL;
    return memberCall(() => client.call(ENDPOINTS.walletTransactions, { query, cache: 'no-cache' }));
  },

  async transfer(input: { from: string; to: string; amount: number }, key: string): Promise<CallResult<TransferValue>> {
    const result = await memberCall(() => client.call(ENDPOINTS.walletTransfer, { body: input, headers: { 'Idempotency-Key': key } }));
    if (result.ok) await refreshHeader();
    return result;
  },

  async claimBonus(promotionId: number, key: string): Promise<CallResult<BonusClaimValue>> {
    const result = await memberCall(() => client.call(ENDPOINTS.bonusClaim, { body: { promotionId }, headers: { 'Idempotency-Key': key } }));
    if (!result.ok) return result;
    const { userKey } = currentConfig();
    // The detail reads the device's row: it says claimed at once, then the list is read again.
    await withDb(() =>
      db.transaction('rw', db.promotions, async () => {
        const row = await db.promotions.get(promotionId);
        if (row && row.userKey === userKey) await db.promotions.update(promotionId, { status: 'claimed' });
      }),
    );
    void syncPromotions(true).catch(() => undefined);
    await refreshHeader();
    return result;
  },
};
