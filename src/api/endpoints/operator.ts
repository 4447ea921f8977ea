/**
 * The operator's side of the reference server (registry access 'operator'): answer a live chat,
 * send a message to a member's inbox, decide on a promotion application. Mounted only when the
 * server has an OPERATOR_KEY, called with it in X-Operator-Key; the shipped app never calls them.
 */
import { z } from 'zod';
import type { PromotionJoinValue } from '../content-wire';
import type { ChatMessage, ChatThread, InboxMessage } from '../support-wire';
import { ERROR_CODE } from '../error-codes';
import { endpoint } from './define';
import { multilineText, text } from './params';

const account = text(64).min(1, 'is required');

export const operatorEndpoints = {
  operatorChatThread: endpoint<ChatThread>()({
    method: 'GET',
    path: '/operator/chat',
    access: 'operator',
    cache: 'never',
    query: z.object({ account }),
    refusals: {
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),

  operatorChatReply: endpoint<ChatMessage>()({
    method: 'POST',
    path: '/operator/chat/reply',
    access: 'operator',
    cache: 'never',
    body: z.object({ account, text: multilineText(1000).min(1, 'is required') }),
    encoding: 'json',
    refusals: {
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),

  operatorInboxSend: endpoint<InboxMessage>()({
    method: 'POST',
    path: '/operator/inbox',
    access: 'operator',
    cache: 'never',
    body: z.object({ account, title: text(200).min(1, 'is required'), content: multilineText(20_000).min(1, 'is required') }),
    encoding: 'json',
    refusals: {
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),

  /** An application (status applying) approved → claim, or rejected → rejected. */
  operatorPromotionReview: endpoint<PromotionJoinValue>()({
    method: 'POST',
    path: '/operator/promotion/review',
    access: 'operator',
    cache: 'never',
    body: z.object({
      account,
      promotionId: z.number().int().positive().max(2 ** 31 - 1),
      decision: z.enum(['approve', 'reject']),
    }),
    encoding: 'json',
    refusals: {
      [ERROR_CODE.promotionNotAvailable]: 'unknown_error',
      [ERROR_CODE.promotionNotFound]: 'unknown_error',
      [ERROR_CODE.userNotFound]: 'unknown_error',
    },
  }),
};
