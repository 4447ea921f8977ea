/** Member reads (SPEC §3 "Member info", "Wallet"; §4 unread total) mapped onto the wire shapes. */
import { TRIAL_TYPE } from '../../src/api/member-types';
import type { MemberInfo, UnreadCounts, WalletValue } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import type { MemberRecord } from '../db/schema';
import { ACCOUNTS, balanceOf } from '../ledger';
import { unreadAnnouncementCount } from '../content/announcements';
import { chatEnabled, unreadChatCount } from '../support/chat';
import { unreadInboxCount } from '../support/inbox';

/** SPEC §6: trial guests (type 4) have no inbox or chat. */
export { TRIAL_TYPE };

/** Accounts are unique regardless of case: stored and looked up by this key. */
export const accountKey = (account: string) => account.trim().toLowerCase();

export function findMemberByAccount(db: Db, account: string): Promise<MemberRecord | undefined> {
  return db.selectFrom('members').selectAll().where('account_key', '=', accountKey(account)).executeTakeFirst();
}

export function memberInfo(member: MemberRecord): MemberInfo {
  return {
    id: member.id,
    type: member.type,
    nickname: member.nickname,
    account: member.account,
    clubLabel: { labelName: member.club_label },
  };
}

export async function walletOf(db: Db, memberId: number): Promise<WalletValue> {
  // A member no transfer has touched yet has 0.
  return { sumBalance: (await balanceOf(db, ACCOUNTS.wallet(memberId))) / 100 };
}

export async function unreadCounts(db: Db, member: MemberRecord): Promise<UnreadCounts> {
  if (member.type === TRIAL_TYPE) return { inbox: 0, announcements: 0, chat: 0 };
  // Deleted messages are never counted; chat counts the operator lines the member has not seen,
  // and only while the site has live chat (SPEC §6: chat needs CBS3).
  const [inbox, chat] = await Promise.all([
    unreadInboxCount(db, member.id),
    chatEnabled(db).then((on) => (on ? unreadChatCount(db, member.id) : 0)),
  ]);
  // SPEC §4: the player notices the member has not read yet.
  const announcements = await unreadAnnouncementCount(db, member.id);
  return { inbox, announcements, chat };
}
