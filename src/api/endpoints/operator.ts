/**
 * The operator's side of the reference server (registry access 'operator'): answer a live chat,
 * send a message to a member's inbox, decide on a promotion application. Mounted only when the
 * server has an OPERATOR_KEY, called with it in X-Operator-Key; the shipped app never calls them.
 */
import { z } from 'zod';
import type { PromotionJoinValue } from '../content-wire';
import type { ChatMessage, ChatThread, InboxMessage } from '../support-wire';
import { ERROR_CODE } from '../error-codes';
import { OPERATOR_READ, OPERATOR_ACTION } from './call-kinds';
import { endpoint } from './define';
import { multilineText, text } from './params';

const account = text(64).min(1, 'is required');

export const operatorEndpoints = {
  operatorChatThread: endpoint<ChatThread>()({
    ...OPERATOR_READ,
    path: '/operator/chat',
    query: z.object({ account }),
    refusals: { [ERROR_CODE.userNotFound]: 'unknown_error' },
  }),

  operatorChatReply: endpoint<ChatMessage>()({
    ...OPERATOR_ACTION,
    path: '/operator/chat/reply',
    body: z.object({ account, text: multilineText(1000).min(1, 'is required') }),
    refusals: { [ERROR_CODE.userNotFound]: 'unknown_error' },
  }),

  operatorInboxSend: endpoint<InboxMessage>()({
    ...OPERATOR_ACTION,
    path: '/operator/inbox',
    body: z.object({ account, title: text(200).min(1, 'is required'), content: multilineText(20_000).min(1, 'is required') }),
    refusals: { [ERROR_CODE.userNotFound]: 'unknown_error' },
  }),

  /** An application (status applying) approved → claim, or rejected → rejected. */
  operatorPromotionReview: endpoint<PromotionJoinValue>()({
    ...OPERATOR_ACTION,
    path: '/operator/promotion/review',
    body: z.object({
      account,
      promotionId: z.number().int().positive().max(2 ** 31 - 1),
      decision: z.enum(['approve', 'reject']),
    }),
    refusals: {
      [ERROR_CODE.promotionNotAvailable]: 'unknown_error',
      [ERROR_CODE.promotionNotFound]: 'unknown_error',
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),
};
