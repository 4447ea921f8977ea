/**
 * The installed app's icon badge follows the member's unread total (the header's badge), where
 * the browser has the Badging API; elsewhere nothing happens. The member row is what the worker
 * keeps current — after a live `unread` event too — so the badge needs no stream of its own.
 */
import { liveQuery } from 'dexie';
import { subscribeKey } from 'valtio/utils';
import { unreadTotalOf } from '../../access/rules';
import { db } from '../../db/db';
import { session } from '../../state/session';

interface Badging {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

function showBadge(count: number): void {
  const badging = navigator as Navigator & Badging;
  if (!badging.setAppBadge || !badging.clearAppBadge) return;
  // Refused where the app is not installed or badges are off: nothing to tell the player.
  void (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge()).catch(() => undefined);
}

export function followAppBadge(): void {
  if (!('setAppBadge' in navigator)) return;
  let watching: { unsubscribe(): void } | undefined;
  const follow = (userKey: string) => {
    watching?.unsubscribe();
    if (!userKey) return showBadge(0);
    watching = liveQuery(() => db.member.get(userKey)).subscribe({
      next: (row) => showBadge(unreadTotalOf(row)),
      error: () => undefined,
    });
  };
  follow(session.userKey);
  subscribeKey(session, 'userKey', follow);
}
