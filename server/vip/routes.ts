/**
 * VIP levels, rank progress and rebates (SPEC §2 /m/member/benefits, /m/member/manualRebate; §7
 * MCSFE_getPlayerRankProgress), mounted from the registry. Trial guests (type 4) play with credit
 * that is not money: the rebate claim answers them 403 trial_no_money.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { claimRebate, rebateHistory, rebateSummary } from './rebate';
import { levelToWire, loadLevels, vipProgress } from './vip';
import { mount } from '../http/mount';

export function vipRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.vipLevels, deps, async (_c, { ok }) => ok({ levels: (await loadLevels(db)).map(levelToWire) }));

  mount(app, ENDPOINTS.vipProgress, deps, async (c, { ok }) => ok(await vipProgress(db, c.var.member.id)));

  mount(app, ENDPOINTS.rebateSummary, deps, async (c, { ok }) => ok(await rebateSummary(db, c.var.member.id)));

  mount(app, ENDPOINTS.rebateHistory, deps, async (c, { query, ok }) => ok(await rebateHistory(db, c.var.member.id, query.page, query.pageSize)));

  mount(app, ENDPOINTS.rebateClaim, deps, async (c, { ok }) => {
    const outcome = await claimRebate(db, c.var.member.id);
    if (!outcome.ok) return failure(c, 409, ERROR_CODE.rebateNothingToClaim, 'No rebate earned since the last claim');
    return ok({ claim: outcome.claim, balance: outcome.balanceCents / 100 });
  });

  return app;
}
