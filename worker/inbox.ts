/**
 * `inbox` area of the worker API (SPEC §2 "Mail"): the member's messages into the `inbox` table,
 * page by page, and the changes the member makes to them — read marks, deletes and their undo —
 * through the outbox, so they land on the device at once and reach the server exactly once,
 * offline too. Answers are plain values: a failure comes back as its error code, since an
 * exception thrown across the thread boundary loses its type.
 */
import { ApiError, ERROR_CODE, errorCodeOf, type ErrorCode } from '../src/api/errors';
import { db, withDb } from '../src/db/db';
import type { InboxRow } from '../src/db/rows';
import { markInboxRead, setInboxDeleted } from '../src/outbox';
import { currentConfig } from './context';
import { scheduleFlush } from './outbox';
import { stateOf, syncInboxPage, syncInboxPages, type InboxSyncState } from './sync/inbox';
import { watchUnread } from './unread';

export type InboxSyncResult = ({ ok: true } & InboxSyncState) | { ok: false; code: ErrorCode; state: InboxSyncState | null };

function signedInUser(): string {
  const { userKey, token } = currentConfig();
  if (!userKey || !token) throw new ApiError(ERROR_CODE.notLoggedIn, 'The inbox needs a session');
  watchUnread(userKey);
  return userKey;
}

async function settle(userKey: string, sync: () => Promise<InboxSyncState>): Promise<InboxSyncResult> {
  try {
    return { ok: true, ...(await sync()) };
  } catch (error) {
    return { ok: false, code: errorCodeOf(error), state: (await stateOf(userKey).catch(() => undefined)) ?? null };
  }
}

/** Rows deleted in this session, newest last; an undo is offered for seconds, so a few suffice. */
const recentlyDeleted = new Map<string, Omit<InboxRow, 'userKey'>>();
const REMEMBERED_DELETES = 20;

function rememberDeleted(key: string, row: Omit<InboxRow, 'userKey'>): void {
  recentlyDeleted.delete(key);
  recentlyDeleted.set(key, row);
  if (recentlyDeleted.size > REMEMBERED_DELETES) recentlyDeleted.delete(recentlyDeleted.keys().next().value!);
}

// Bursts of refreshes (the page opening, the service worker announcing each revalidated page)
// collapse into the one running plus, at most, one more after it.
let running: Promise<InboxSyncResult> | undefined;
let again = false;

function refreshOnce(): Promise<InboxSyncResult> {
  if (running) {
    again = true;
    return running;
  }
  const userKey = signedInUser();
  running = settle(userKey, () => syncInboxPages(userKey, inbox.refresh)).finally(() => {
    running = undefined;
    if (again) {
      again = false;
      void refreshOnce();
    }
  });
  return running;
}

export const inbox = {
  /** Re-read the pages this device holds (the first at least). */
  refresh(): Promise<InboxSyncResult> {
    return refreshOnce();
  },

  /** Load page `pageNo` (the list's "load more"). */
  loadPage(pageNo: number): Promise<InboxSyncResult> {
    const userKey = signedInUser();
    return settle(userKey, () => syncInboxPage(userKey, pageNo));
  },

  /** What the device knows of the pages: how many it holds and how many there are. */
  async state(): Promise<InboxSyncState | null> {
    return (await stateOf(signedInUser())) ?? null;
  },

  /** Opening a message marks it read. */
  async markRead(id: number) {
    const result = await markInboxRead(signedInUser(), id);
    if (result === 'queued') scheduleFlush();
    return result;
  },

  /** Delete (`deleted` true) or undo the delete (false). */
  async setDeleted(id: number, deleted: boolean) {
    const userKey = signedInUser();
    const key = `${userKey}:${id}`;
    if (deleted) {
      // Kept for an undo that comes after the delete was sent (its op, with the row, is gone then).
      const current = await withDb(() => db.inbox.get([userKey, id]));
      if (current) {
        const { userKey: _owner, ...row } = current;
        rememberDeleted(key, row);
      }
    }
    const result = await setInboxDeleted(userKey, id, deleted, Date.now(), deleted ? undefined : recentlyDeleted.get(key));
    if (!deleted && result !== 'unchanged') recentlyDeleted.delete(key);
    if (result !== 'unchanged') scheduleFlush();
    return result;
  },
};
