/**
 * VIP and rebate calls (SPEC §2 /m/member/benefits, /m/member/manualRebate; §4 VIP progress;
 * §7 MCSFE_getPlayerRankProgress). The ladder is the same for everyone; a member's rank,
 * progress and rebate are computed from their own bets and deposits, per user, so the service
 * worker keeps the last copy for offline. The claim moves money (`money: true`).
 */
import { z } from 'zod';
import type { RebateClaimValue, RebateHistory, RebateSummary, VipLevels, VipProgress } from '../vip-wire';
import { ERROR_CODE } from '../error-codes';
import { PUBLIC_READ, MEMBER_READ, MONEY_CALL } from './call-kinds';
import { endpoint } from './define';
import { intParam } from './params';

export const vipEndpoints = {
  /** The levels: what each takes, grants and pays back. */
  vipLevels: endpoint<VipLevels>()({
    ...PUBLIC_READ,
    path: '/wps/vip/levels',
  }),

  /** MCSFE_getPlayerRankProgress: the member's rank and the next level's conditions. */
  vipProgress: endpoint<VipProgress>()({
    ...MEMBER_READ,
    path: '/wps/vip/progress',
  }),

  /** The rebate earned since the last claim, per game type, at the current level's rates. */
  rebateSummary: endpoint<RebateSummary>()({
    ...MEMBER_READ,
    path: '/wps/rebate/summary',
  }),

  /** Pays the earned rebate into the main wallet: each period once, whatever the Idempotency-Key. */
  rebateClaim: endpoint<RebateClaimValue>()({
    ...MONEY_CALL,
    path: '/wps/rebate/claim',
    refusesTrial: 'trial_no_money',
    body: z.object({}),
    refusals: {
      [ERROR_CODE.rebateNothingToClaim]: 'rebate_claim_nothing',
      [ERROR_CODE.trialNoMoney]: 'rebate_error_trial',
    },
  }),

  /** The member's past claims, newest first. */
  rebateHistory: endpoint<RebateHistory>()({
    ...MEMBER_READ,
    path: '/wps/rebate/history',
    query: z.object({
      page: intParam(1, 100_000).default(1),
      pageSize: intParam(1, 100).default(20),
    }),
  }),
};
