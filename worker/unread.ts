/**
 * The member's unread badge (SPEC §2 header, §4 unread total, §9 unread throttle 250 ms). The
 * member row keeps the server's counts as last answered and the counts shown, which are those
 * less the read marks and deletes still in the outbox (worker/unread-counts.ts). So a message
 * read or deleted offline drops the badge at once, and a refresh of the server's counts never
 * brings a mark back that has not been sent yet.
 *
 * A live query on the user's outbox drives it: any change recomputes the shown counts; an op
 * leaving the outbox (sent, or cancelled) means the server may know more now, so its counts are
 * read again — throttled, since a flush sends ops in bursts.
 */
import { liveQuery, type Subscription } from 'dexie';
import { ENDPOINTS } from '../src/api/endpoints';
import type { UnreadCounts } from '../src/api/member-wire';
import { db, withDb } from '../src/db/db';
import type { OutboxRow } from '../src/db/rows';
import { pendingOps } from '../src/outbox';
import { client, currentConfig } from './context';
import { countsUnread, shownUnread } from './unread-counts';

export const UNREAD_THROTTLE_MS = 250;
/** SPEC §6: a trial guest's inbox and chat counts are not fetched. */
const TRIAL_TYPE = 4;

/** The operator lines the device holds unread (the chat count while a read mark waits). */
function localChatUnread(userKey: string): Promise<number> {
  return db.chat
    .where('userKey')
    .equals(userKey)
    .filter((line) => line.from === 'operator' && line.read === 0)
    .count();
}

/**
 * Store the server's counts (when given) and recompute what the device shows. Returns whether a
 * counted op was in flight: its effect may or may not be in the server's answer yet.
 */
export async function applyUnread(userKey: string, server?: Partial<UnreadCounts>): Promise<boolean> {
  return withDb(() =>
    db.transaction('rw', db.member, db.outbox, db.chat, async () => {
      const row = await db.member.get(userKey);
      if (!row) return false;
      const counts: UnreadCounts = {
        inbox: server?.inbox ?? row.serverUnread?.inbox ?? row.unreadMail,
        announcements: server?.announcements ?? row.serverUnread?.announcements ?? row.unreadAnnouncements,
        chat: server?.chat ?? row.serverUnread?.chat ?? row.unreadChat ?? 0,
      };
      const ops = (await pendingOps(userKey).toArray()).filter(countsUnread);
      const shown = shownUnread(counts, ops, await localChatUnread(userKey));
      const changed =
        shown.unreadMail !== row.unreadMail ||
        shown.unreadAnnouncements !== row.unreadAnnouncements ||
        shown.unreadChat !== row.unreadChat ||
        JSON.stringify(counts) !== JSON.stringify(row.serverUnread);
      if (changed) await db.member.update(userKey, { ...shown, serverUnread: counts });
      return ops.some((op) => op.inFlight === 1);
    }),
  );
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let lastRefreshAt = 0;

async function refreshFromServer(): Promise<void> {
  const { userKey, token } = currentConfig();
  if (!userKey || !token) return;
  const session = await withDb(() => db.session.get(userKey));
  if (session?.type === TRIAL_TYPE) return;
  const counts = await client.call(ENDPOINTS.memberUnread);
  if (currentConfig().userKey !== userKey) return; // signed out meanwhile
  const inFlight = await applyUnread(userKey, counts);
  // The answer may predate an op being applied: look again once it has settled.
  if (inFlight) scheduleUnreadRefresh();
}

/** Read the server's counts again soon: at most once per UNREAD_THROTTLE_MS, the last call wins. */
export function scheduleUnreadRefresh(): void {
  if (refreshTimer) return;
  const wait = Math.max(0, lastRefreshAt + UNREAD_THROTTLE_MS - Date.now());
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    lastRefreshAt = Date.now();
    refreshFromServer().catch(() => undefined); // offline: the shown counts stay as computed
  }, wait);
}

let watching: { userKey: string; subscription: Subscription } | undefined;

/** Follow the signed-in user's outbox (idempotent per user; a new user replaces the old watch). */
export function watchUnread(userKey: string): void {
  if (!userKey || watching?.userKey === userKey) return;
  watching?.subscription.unsubscribe();
  let previous = new Set<string>();
  const subscription = liveQuery(() => pendingOps(userKey).toArray()).subscribe({
    next: (ops: OutboxRow[]) => {
      if (currentConfig().userKey !== userKey) {
        subscription.unsubscribe();
        if (watching?.subscription === subscription) watching = undefined;
        return;
      }
      const counted = new Set(ops.filter(countsUnread).map((op) => op.opId));
      const left = [...previous].some((opId) => !counted.has(opId));
      previous = counted;
      void applyUnread(userKey).catch(() => undefined);
      if (left) scheduleUnreadRefresh();
    },
    error: () => {
      if (watching?.subscription === subscription) watching = undefined;
    },
  });
  watching = { userKey, subscription };
}
