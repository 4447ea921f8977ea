/**
 * Bet records and the reward centre (SPEC §2 /m/gameRecord, /m/rewardCenter and its task list
 * CustomerTask; §4 activity status labels; §5 date picker 2000–2030; §9 page size 36). Reads are
 * per-user, so the service worker keeps the last copy for offline; the mission claim moves money
 * (`money: true`).
 */
import { z } from 'zod';
import { RECORD_PAGE_SIZE, type BetRecordPage, type MissionClaimValue, type MissionList, type SignInValue } from '../records-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_READ, MEMBER_ACTION, MONEY_CALL } from './call-kinds';
import { endpoint } from './define';
import { codeParam, dayParam as day, intParam, languageParam } from './params';

const missionCode = z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be a mission code');

export const recordsEndpoints = {
  /**
   * The member's bets, newest first, with the totals over the whole filtered range and the
   * filter options (the game types and vendors the member has bets in). `from` and `to` are UTC
   * days, both inclusive.
   */
  betRecords: endpoint<BetRecordPage>()({
    ...MEMBER_READ,
    path: '/wps/records/bets',
    query: z
      .object({
        from: day.optional(),
        to: day.optional(),
        gameType: codeParam(16),
        vendor: codeParam(32),
        pageNo: intParam(1, 100_000).default(1),
        pageSize: intParam(1, 100).default(RECORD_PAGE_SIZE),
      })
      .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] }),
  }),

  /** Each mission with its progress from the member's real activity and its status label. */
  missions: endpoint<MissionList>()({
    ...MEMBER_READ,
    path: '/wps/reward/missions',
    query: z.object({ language: languageParam }),
  }),

  /** Today's sign-in; a second one the same UTC day changes nothing. */
  missionSignIn: endpoint<SignInValue>()({
    ...MEMBER_ACTION,
    path: '/wps/reward/signin',
    refusesTrial: 'trial_no_money',
    body: z.object({}),
  }),

  /**
   * A reached mission's reward into the main wallet: once per member, mission and period,
   * whatever the Idempotency-Key.
   */
  missionClaim: endpoint<MissionClaimValue>()({
    ...MONEY_CALL,
    path: '/wps/reward/claim',
    refusesTrial: 'trial_no_money',
    body: z.object({ code: missionCode }),
    refusals: {
      [ERROR_CODE.missionNotClaimable]: 'records_error_failed',
      [ERROR_CODE.notFound]: 'records_error_failed',
    },
  }),
};
