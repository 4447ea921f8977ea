/**
 * `member` area of the worker API: member info, balance and unread counts into the `member`
 * table, which the header, side menu and member centre read (also offline, as last known).
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { isTrialType } from '../src/api/member-types';
import { ApiError } from '../src/api/errors';
import type { MemberInfo, UnreadCounts, WalletValue } from '../src/api/member-wire';
import { db, withDb } from '../src/db/db';
import type { MemberRow } from '../src/db/rows';
import { endLocalSession } from './account/local-session';
import { client, currentConfig } from './context';
import { isTrialUser } from './trial';
import { applyUnread, watchUnread } from './unread';

/** SPEC §6: a trial guest's inbox and chat counts are not fetched, nor its balance. */
const NO_UNREAD: UnreadCounts = { inbox: 0, announcements: 0, chat: 0 };

export const member = {
  /**
   * Fetch member info, balance and unread counts for the current token and store them; null for
   * guests. A 401 means the session is over: the device forgets the user, and the ApiError is
   * rethrown so the caller can return to the signed-out state. Other errors leave the row as is.
   */
  async refresh(): Promise<MemberRow | null> {
    const { token, userKey } = currentConfig();
    if (!token || !userKey) return null;
    const trial = await isTrialUser(userKey);
    let info: MemberInfo, wallet: WalletValue | null, unread: UnreadCounts;
    try {
      [info, wallet, unread] = await Promise.all([
        client.call(ENDPOINTS.memberInfo),
        trial ? null : client.call(ENDPOINTS.memberWallet),
        trial ? NO_UNREAD : client.call(ENDPOINTS.memberUnread),
      ]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await endLocalSession(token);
      throw error;
    }
    // Signed out (or in as someone else) while the calls ran: writing now would resurrect the row.
    if (currentConfig().token !== token) return null;
    // A trial guest's row carries no balance at all (never a 0.00): put() replaces any older one.
    const row: MemberRow = {
      userKey,
      id: info.id,
      type: info.type,
      nickname: info.nickname,
      account: info.account,
      labelName: info.clubLabel?.labelName ?? '',
      ...(wallet && !isTrialType(info.type) ? { sumBalance: wallet.sumBalance } : {}),
      unreadMail: unread.inbox,
      unreadAnnouncements: unread.announcements,
      unreadChat: unread.chat,
      serverUnread: unread,
      updatedAt: Date.now(),
    };
    await withDb(() => db.member.put(row));
    // What shows is the server's counts less the marks still waiting to be sent (worker/unread.ts).
    await applyUnread(userKey);
    watchUnread(userKey);
    return (await withDb(() => db.member.get(userKey))) ?? row;
  },
};
