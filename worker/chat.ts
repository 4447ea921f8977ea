/**
 * `chat` area of the worker API: the live chat (flag CBS3). The thread syncs into the `chat`
 * table; a read mark goes through the outbox (offline too); a send is online only — never
 * queued — with a client-chosen id that is also its Idempotency-Key, so sending the same line
 * again (its answer was lost) adds nothing. Answers are plain values with error codes.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { ApiError, ERROR_CODE, errorCodeOf, type ErrorCode } from '../src/api/errors';
import type { ChatMessage } from '../src/api/support-wire';
import { db, withDb } from '../src/db/db';
import { markChatRead } from '../src/outbox';
import { client, currentConfig } from './context';
import { scheduleFlush } from './outbox';
import { applyChatLines, syncChatThread } from './sync/chat';
import { applyUnread, watchUnread } from './unread';

export type ChatRefreshResult = { ok: true; unread: number } | { ok: false; code: ErrorCode };
export type ChatSendResult = { ok: true; line: ChatMessage } | { ok: false; code: ErrorCode; clientId: string };

/** A send waits this long for its answer; then the member may try again (same id, so once). */
const SEND_TIMEOUT_MS = 10_000;

function signedInUser(): string {
  const { userKey, token } = currentConfig();
  if (!userKey || !token) throw new ApiError(ERROR_CODE.notLoggedIn, 'The live chat needs a session');
  watchUnread(userKey);
  return userKey;
}

let running: Promise<ChatRefreshResult> | undefined;

export const chat = {
  /**
   * Read the thread; the server's unread count feeds the badge. Joins a refresh already running,
   * unless `again`: the caller knows of a line newer than that refresh (a live `chat` event), so
   * one more read follows it.
   */
  refresh(options: { again?: boolean } = {}): Promise<ChatRefreshResult> {
    if (running && options.again) return running.then(() => chat.refresh());
    if (running) return running;
    const userKey = signedInUser();
    running = (async (): Promise<ChatRefreshResult> => {
      try {
        const thread = await syncChatThread(userKey, chat.refresh);
        await applyUnread(userKey, { chat: thread.unread });
        return { ok: true, unread: thread.unread };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error) };
      }
    })().finally(() => (running = undefined));
    return running;
  },

  /**
   * Send a line. `clientId`: the id of an earlier attempt at the same text whose answer never
   * came, so a retry cannot add it twice; a fresh one otherwise.
   */
  async send(text: string, clientId: string = crypto.randomUUID()): Promise<ChatSendResult> {
    const userKey = signedInUser();
    try {
      const line = await client.call(ENDPOINTS.chatSend, {
        body: { clientId, text },
        headers: { 'Idempotency-Key': clientId },
        timeoutMs: SEND_TIMEOUT_MS,
      });
      if (currentConfig().userKey === userKey) await applyChatLines(userKey, [line], false);
      return { ok: true, line };
    } catch (error) {
      return { ok: false, code: errorCodeOf(error), clientId };
    }
  },

  /** The member has seen the conversation: every line up to the newest one is read. */
  async markRead() {
    const userKey = signedInUser();
    const newest = await withDb(() => db.chat.where('userKey').equals(userKey).primaryKeys());
    const upToId = newest.reduce((max, [, id]) => Math.max(max, id), 0);
    if (!upToId) return 'unchanged' as const;
    const result = await markChatRead(userKey, upToId);
    if (result === 'queued') scheduleFlush();
    return result;
  },
};
