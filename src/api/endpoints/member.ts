/**
 * A member's own calls (SPEC §7 "Member", "Games"): who is signed in, balance, unread counts,
 * favourites and recent games. Mutations are idempotent by key: the outbox may resend freely.
 * A trial guest (SPEC §6) keeps no favourites and sees no balance: those calls refuse it.
 */
import { z } from 'zod';
import type { FavouritePage, MemberInfo, RecentPage, UnreadCounts, WalletValue } from '../member-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_READ, MEMBER_WRITE } from './call-kinds';
import { endpoint } from './define';
import { codeParam, intParam, languageParam, nodeIdValue } from './params';

export const memberEndpoints = {
  memberInfo: endpoint<MemberInfo>()({ method: 'GET', path: '/wps/member/info', access: 'member', cache: 'per-user', refreshOn: ['money'] }),

  /**
   * Never cached: a stale balance served first would be wrong; the worker keeps the last known
   * value in the `member` table for offline display.
   */
  memberWallet: endpoint<WalletValue>()({ method: 'GET', path: '/wps/member/wallet', access: 'member', cache: 'never', refusesTrial: 'no_permission', refreshOn: ['money'] }),

  /** SPEC §4: unread total = announcements + chat + inbox. Never cached, like the balance. */
  memberUnread: endpoint<UnreadCounts>()({ method: 'GET', path: '/wps/member/unread', access: 'member', cache: 'never', refreshOn: ['unread', 'chat', 'member-data'] }),

  favouriteIds: endpoint<{ list: number[] }>()({
    ...MEMBER_READ,
    path: '/wps/game/favourites/ids',
    refusesTrial: 'no_permission',
    refreshOn: ['member-data'],
  }),

  /** SPEC §9: favourites come in pages of 36, 100 or 200 depending on the screen. */
  favourites: endpoint<FavouritePage>()({
    ...MEMBER_READ,
    path: '/wps/game/favourites',
    refusesTrial: 'no_permission',
    refreshOn: ['member-data'],
    query: z.object({
      pageNo: intParam(1, 1_000_000).default(1),
      pageSize: z.enum(['36', '100', '200'], 'must be 36, 100 or 200').transform(Number).default(36),
      gameType: codeParam(),
      vendor: codeParam(),
      language: languageParam,
    }),
  }),

  favouriteAdd: endpoint<{ nodeId: number; favourite: true }>()({
    ...MEMBER_WRITE,
    path: '/wps/game/favourites',
    refusesTrial: 'no_permission',
    body: z.object({ nodeId: nodeIdValue, vendor: z.string().max(32).optional() }),
    refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
  }),

  favouriteRemove: endpoint<{ nodeId: number; favourite: false }>()({
    method: 'DELETE',
    path: '/wps/game/favourites',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'never',
    query: z.object({ nodeId: intParam(1, 2 ** 31 - 1), vendor: codeParam() }),
    idempotent: true,
    refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
  }),

  recent: endpoint<RecentPage>()({
    ...MEMBER_READ,
    path: '/wps/game/recent',
    query: z.object({
      page: intParam(1, 1_000_000).default(1),
      pageSize: intParam(1, 200).default(36),
      gameType: codeParam(),
      vendor: codeParam(),
      language: languageParam,
      clientType: z.string().max(4).optional(),
    }),
  }),

  recentAdd: endpoint<{ nodeId: number }>()({
    ...MEMBER_WRITE,
    path: '/wps/game/recent',
    body: z.object({ nodeId: nodeIdValue }),
    refusals: { [ERROR_CODE.gameNotFound]: 'unknown_error' },
  }),
};
