/** Live reads of the member's inbox (DESIGN §3: the page reads Dexie; the worker writes it). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { InboxRow } from '../../db/rows';
import { sortInbox } from './inbox-rules';

/** Every message the device holds, unread first then newest; undefined while loading. */
export function useInboxRows(userKey: string): InboxRow[] | undefined {
  return useLiveQuery(async () => sortInbox(await db.inbox.where('userKey').equals(userKey).toArray()), [userKey]);
}

/** Unread messages as the header counts them (the server's count less unsent marks); undefined while unknown. */
export function useUnreadMail(userKey: string): number | undefined {
  return useLiveQuery(async () => (await db.member.get(userKey))?.unreadMail, [userKey]);
}

/** One message: the row, null when the device has none, undefined while loading. */
export function useInboxMessage(userKey: string, id: number | null): InboxRow | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await db.inbox.get([userKey, id])) ?? null)), [userKey, id]);
}
