// @vitest-environment jsdom
// The installed app's icon badge follows the member's unread total where the browser has the
// Badging API, is cleared at zero and on signing out, and nothing happens where it is absent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/db';
import { session } from '../../src/state/session';
import { followAppBadge } from '../../src/ui/live/app-badge';

const KEY = 'badge-user';
const row = (mail: number, chat: number) => ({ userKey: KEY, id: 1, type: 0, nickname: 'N', account: 'demo', labelName: '', unreadMail: mail, unreadAnnouncements: 1, unreadChat: chat, updatedAt: 0 });

afterEach(async () => {
  await db.member.clear();
  session.userKey = '';
  vi.restoreAllMocks();
  delete (navigator as { setAppBadge?: unknown }).setAppBadge;
  delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
});

describe('the app icon badge', () => {
  it('shows the unread total, clears at zero and when the member signs out', async () => {
    const setAppBadge = vi.fn(async () => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    await db.member.put(row(3, 2));
    session.userKey = KEY;
    followAppBadge();
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(6));
    await db.member.put(row(0, 0));
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(1));
    await db.member.put({ ...row(0, 0), unreadAnnouncements: 0 });
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalledTimes(1));
    await db.member.put(row(5, 0));
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(6));
    session.userKey = '';
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalledTimes(2));
  });

  it('does nothing where the browser has no badges', async () => {
    await db.member.put(row(3, 2));
    session.userKey = KEY;
    expect(() => followAppBadge()).not.toThrow();
  });
});
