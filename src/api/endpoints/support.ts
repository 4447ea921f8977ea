/**
 * Promotions, the member's inbox and the live chat (SPEC §2 "Promotions", "Mail", §3 customer
 * service, §4 "Notice", activity status, unread total). Read marks and deletes are idempotent
 * by key: the outbox sends them, offline too. Joining a promotion and sending a chat line are
 * online actions with a client-chosen key, so a retry takes effect once.
 */
import { z } from 'zod';
import type { PromotionJoinValue, PromotionList } from '../content-wire';
import type { ChatMessage, ChatThread, InboxPage } from '../support-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_READ, MEMBER_WRITE } from './call-kinds';
import { endpoint } from './define';
import { intParam, languageParam, multilineText } from './params';

const id = z.number().int().positive().max(2 ** 31 - 1);

export const supportEndpoints = {
  /**
   * Every promotion and its category tabs. Shared for a guest; with a token each promotion also
   * carries the member's read flag and status.
   */
  promotions: endpoint<PromotionList>()({
    method: 'GET',
    path: '/wps/promotion',
    access: 'public',
    cache: 'shared-or-user',
    query: z.object({ language: languageParam }),
  }),

  /** SPEC §4: the read flag goes false → true when the member opens the detail. */
  promotionRead: endpoint<{ promotionId: number; read: true }>()({
    ...MEMBER_WRITE,
    path: '/wps/promotion/read',
    refusesTrial: 'no_permission',
    body: z.object({ promotionId: id }),
    refusals: { [ERROR_CODE.promotionNotFound]: 'unknown_error' },
  }),

  /** Join (status join → joined) or apply (apply → applying); any other status is refused. */
  promotionJoin: endpoint<PromotionJoinValue>()({
    ...MEMBER_WRITE,
    path: '/wps/promotion/join',
    refusesTrial: 'no_permission',
    body: z.object({ promotionId: id }),
    refusals: {
      [ERROR_CODE.accountLoggedOut]: 'promotions_error_signed_out',
      [ERROR_CODE.noPermission]: 'promotions_error_trial',
      [ERROR_CODE.notLoggedIn]: 'promotions_error_signed_out',
      [ERROR_CODE.offline]: 'promotions_offline_action',
      [ERROR_CODE.promotionNotAvailable]: 'promotions_error_unavailable',
      [ERROR_CODE.promotionNotFound]: 'promotions_error_unavailable',
      [ERROR_CODE.timeout]: 'promotions_offline_action',
    },
  }),

  /** The member's messages, unread first then newest; deleted ones are gone. */
  inbox: endpoint<InboxPage>()({
    ...MEMBER_READ,
    path: '/wps/member/inbox',
    query: z.object({ pageNo: intParam(1, 1_000_000).default(1), pageSize: intParam(1, 200).default(50) }),
    // New mail (`unread`) and read marks or deletes made on another device (`member-data`).
    refreshOn: ['unread', 'member-data'],
  }),

  inboxRead: endpoint<{ id: number; read: true }>()({
    ...MEMBER_WRITE,
    path: '/wps/member/inbox/read',
    body: z.object({ id }),
    refusals: { [ERROR_CODE.messageNotFound]: 'unknown_error' },
  }),

  inboxDelete: endpoint<{ id: number; deleted: true }>()({
    ...MEMBER_WRITE,
    path: '/wps/member/inbox/delete',
    body: z.object({ id }),
    refusals: { [ERROR_CODE.messageNotFound]: 'unknown_error' },
  }),

  /** Undo of a delete (the inbox's undo toast, sent when the delete already left the device). */
  inboxRestore: endpoint<{ id: number; deleted: false }>()({
    ...MEMBER_WRITE,
    path: '/wps/member/inbox/restore',
    body: z.object({ id }),
    refusals: { [ERROR_CODE.messageNotFound]: 'unknown_error' },
  }),

  /** The member's live chat (flag CBS3), oldest line first. */
  chatThread: endpoint<ChatThread>()({
    ...MEMBER_READ,
    path: '/wps/cbs/messages',
    refusesTrial: 'no_permission',
    refusals: { [ERROR_CODE.chatUnavailable]: 'unknown_error' },
    refreshOn: ['chat'],
  }),

  /** One line from the member; `clientId` is also its Idempotency-Key, so a resend adds nothing. */
  chatSend: endpoint<ChatMessage>()({
    ...MEMBER_WRITE,
    path: '/wps/cbs/messages',
    refusesTrial: 'no_permission',
    body: z.object({
      clientId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8-64 letters, digits or -'),
      text: multilineText(1000).min(1, 'is required'),
    }),
    refusals: { [ERROR_CODE.chatUnavailable]: 'unknown_error' },
  }),

  /** The member has seen every operator line up to this id. */
  chatRead: endpoint<{ upToId: number; unread: number }>()({
    ...MEMBER_WRITE,
    path: '/wps/cbs/read',
    refusesTrial: 'no_permission',
    body: z.object({ upToId: id }),
    refusals: { [ERROR_CODE.chatUnavailable]: 'unknown_error' },
  }),
};
