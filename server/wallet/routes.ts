/**
 * "My wallet" (SPEC §7 wallet, transfer, transaction list) and the bonus claim (§4 claim →
 * claimed), mounted from the registry. Trial guests (type 4) hold no money of their own: the
 * transfer and the claim answer 403 trial_no_money.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { toCents } from '../../src/api/money';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { claimBonus } from './bonus-claims';
import { bonusWagering, forfeitBonus } from './bonus-wagering';
import { walletSummary } from './wallet-summary';
import { transactions } from './wallet-transactions';
import { transferBetweenWallets } from './wallet-transfers';
import { mount } from '../http/mount';

export function walletRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.walletSummary, deps, async (c, { ok }) => ok(await walletSummary(db, c.var.member.id)));

  mount(app, ENDPOINTS.walletTransactions, deps, async (c, { query, ok }) => {
    const page = await transactions(db, c.var.member.id, query);
    if (!page) return failure(c, 404, ERROR_CODE.vendorWalletUnknown, `${query.account} keeps no wallet of its own`);
    return ok(page);
  });

  mount(app, ENDPOINTS.walletTransfer, deps, async (c, { body, key, ok }) => {
    const outcome = await transferBetweenWallets(db, {
      memberId: c.var.member.id,
      from: body.from,
      to: body.to,
      amountCents: toCents(body.amount),
      idempotencyKey: key,
    });
    return outcome.ok ? ok(outcome.value) : failure(c, outcome.status, outcome.code, outcome.message);
  });

  mount(app, ENDPOINTS.bonusClaim, deps, async (c, { body: { promotionId }, ok }) => {
    const outcome = await claimBonus(db, c.var.member.id, promotionId);
    if (outcome.ok) return ok(outcome.value);
    if (outcome.reason === 'notFound') return failure(c, 404, ERROR_CODE.promotionNotFound, `No promotion ${promotionId}`);
    return failure(c, 409, ERROR_CODE.bonusNotClaimable, `Promotion ${promotionId} has no bonus to claim now (status ${outcome.status})`, {
      promotionId,
      status: outcome.status,
    });
  });

  mount(app, ENDPOINTS.bonusProgress, deps, async (c, { query, ok }) => ok(await bonusWagering(db, c.var.member.id, new Date(), query.promotionId)));

  mount(app, ENDPOINTS.bonusForfeit, deps, async (c, { ok }) => {
    const outcome = await forfeitBonus(db, c.var.member.id);
    return outcome.ok ? ok(outcome.value) : failure(c, outcome.status, outcome.code, outcome.message);
  });

  return app;
}
