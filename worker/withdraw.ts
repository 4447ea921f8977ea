/**
 * `withdraw` area of the worker API: settings and banks, bank cards, the payment password, the
 * withdrawal and its report. Reads ask the network first (`no-cache`): the service worker answers
 * its last copy only when offline, so a list never shows stale rows while online and still shows
 * the last ones without a connection. Writes are online only, never queued; the withdrawal
 * carries the page's Idempotency-Key, kept across retries of the same operation.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { ENDPOINTS } from '../src/api/endpoints';

import type { WithdrawalState } from '../src/api/withdraw-wire';
import { memberCall } from './call-result';

import { client } from './context';


/** A withdrawal may take longer than a read: the hold and the password check are on the way. */
const MONEY_TIMEOUT_MS = 15_000;

const read = { cache: 'no-cache' } as const;

export const withdraw = {
  settings: () => memberCall(() => client.call(ENDPOINTS.withdrawSettings, read)),
  cards: () => memberCall(() => client.call(ENDPOINTS.bankCards, read)),
  passwordStatus: () => memberCall(() => client.call(ENDPOINTS.paymentPasswordStatus, read)),
  report: (pageNo: number, pageSize: number, state?: WithdrawalState) =>
    memberCall(() => client.call(ENDPOINTS.withdrawReport, { ...read, query: { pageNo, pageSize, state } })),

  /** `key`: one per card the member means to add, so a retry after a lost answer adds it once. */
  addCard: (card: { bankCode: string; holderName: string; cardNumber: string }, key: string) =>
    memberCall(() => client.call(ENDPOINTS.bankCardAdd, { body: card, headers: { 'Idempotency-Key': key } })),
  setDefaultCard: (id: number) =>
    memberCall(() => client.call(ENDPOINTS.bankCardDefault, { body: { id }, headers: { 'Idempotency-Key': crypto.randomUUID() } })),
  setPassword: (password: string, confirmPassword: string) =>
    memberCall(() => client.call(ENDPOINTS.paymentPasswordSet, { body: { password, confirmPassword } })),

  /** `key`: the operation's Idempotency-Key (src/ui/useOperationKey.ts), the same on a retry. */
  request: (body: { amount: number; bankCardId: number; paymentPassword: string }, key: string) =>
    memberCall(() => client.call(ENDPOINTS.withdraw, { body, headers: { 'Idempotency-Key': key }, timeoutMs: MONEY_TIMEOUT_MS })),
  /** Gives up the bonus still being wagered, so the whole wallet may be withdrawn; a money call like the withdrawal. */
  forfeitBonus: (key: string) =>
    memberCall(() => client.call(ENDPOINTS.bonusForfeit, { body: {}, headers: { 'Idempotency-Key': key }, timeoutMs: MONEY_TIMEOUT_MS })),
};
