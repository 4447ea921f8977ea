/**
 * The member's inbox from the server into the `inbox` table. The server's pages are not the whole
 * truth while ops wait in the outbox: a message read or deleted on the device (offline, or not
 * flushed yet) must stay read or deleted after a refresh — and a stale page from the service
 * worker's cache must not undo it either. So every write MERGES the answer with the user's unsent
 * ops, read in the same transaction as the write (DESIGN §3).
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { Answer } from '../../src/api/client';
import type { InboxMessage, InboxPage } from '../../src/api/support-wire';
import { db, withDb } from '../../src/db/db';
import type { InboxRow, OutboxOp, SyncStateRow } from '../../src/db/rows';
import { opsToMerge } from '../../src/outbox';
import { ownedAnswer } from './owned';

/** Messages per page: small enough that the list pages visibly, large enough for one screen. */
export const INBOX_PAGE_SIZE = 20;
/** A refresh re-reads the pages the device holds, up to this many. */
const MAX_REFRESH_PAGES = 10;

export const inboxStateKey = (userKey: string) => `inbox:${userKey}`;

export function toInboxRow(userKey: string, message: InboxMessage): InboxRow {
  return { userKey, id: message.id, title: message.title, content: message.content, read: message.read ? 1 : 0, sentAt: Date.parse(message.sentAt) || 0 };
}

/**
 * The rows the device should hold for these server messages: read where an unsent read mark
 * says so, gone where the last unsent delete/restore is a delete, and back (from the op's copy)
 * where it is a restore the server has not seen.
 */
export function mergeInbox(userKey: string, messages: readonly InboxMessage[], ops: readonly OutboxOp[]): { rows: InboxRow[]; deleted: Set<number> } {
  const read = new Set<number>();
  const last = new Map<number, OutboxOp>();
  for (const op of ops) {
    if (op.kind === 'inbox.read') read.add(op.payload.id);
    if (op.kind === 'inbox.delete' || op.kind === 'inbox.restore') last.set(op.payload.id, op);
  }
  const deleted = new Set([...last].filter(([, op]) => op.kind === 'inbox.delete').map(([id]) => id));
  const rows = new Map<number, InboxRow>();
  for (const message of messages) {
    if (deleted.has(message.id)) continue;
    const row = toInboxRow(userKey, message);
    rows.set(row.id, read.has(row.id) ? { ...row, read: 1 } : row);
  }
  for (const [id, op] of last) {
    if (op.kind === 'inbox.restore' && !rows.has(id)) rows.set(id, { userKey, ...op.payload.message, read: read.has(id) ? 1 : op.payload.message.read });
  }
  return { rows: [...rows.values()], deleted };
}

/**
 * Write server messages merged with unsent ops. `replace`: these are all the messages the server
 * lists (a full refresh), so device rows not among them are gone on the server and go here too.
 */
export function applyInboxMessages(
  userKey: string,
  messages: readonly InboxMessage[],
  replace: boolean,
  state: Omit<SyncStateRow, 'key' | 'syncedAt'>,
  /** When the messages were read at the earliest (src/api/client.ts `Answer`); unknown merges every op kept. */
  asOf?: number,
) {
  return withDb(() =>
    db.transaction('rw', db.inbox, db.outbox, db.sentOps, db.syncState, async () => {
      const ops = await opsToMerge(userKey, asOf);
      const { rows, deleted } = mergeInbox(userKey, messages, ops);
      const keep = new Set(rows.map((row) => row.id));
      const local = await db.inbox.where('userKey').equals(userKey).primaryKeys();
      const gone = local.filter(([, id]) => deleted.has(id) || (replace && !keep.has(id)));
      await db.inbox.bulkDelete(gone);
      await db.inbox.bulkPut(rows);
      const previous = await db.syncState.get(inboxStateKey(userKey));
      const pagesLoaded = replace ? state.pagesLoaded : Math.max(previous?.pagesLoaded ?? 0, state.pagesLoaded);
      await db.syncState.put({ ...state, pagesLoaded, key: inboxStateKey(userKey), syncedAt: Date.now() });
    }),
  );
}

export interface InboxSyncState {
  pagesLoaded: number;
  totalPages: number;
  totalCount: number;
}

/**
 * Network first (the service worker answers its stored copy only offline): a stored page from
 * before a read or delete that has since been sent would show it undone until revalidated.
 */
function fetchPage(pageNo: number, rerun: () => Promise<unknown>): Promise<Answer<InboxPage>> {
  return ownedAnswer(ENDPOINTS.inbox, { query: { pageNo, pageSize: INBOX_PAGE_SIZE }, cache: 'no-cache' }, rerun);
}

/** One more page (the list's "load more"): its messages join the device's. */
export async function syncInboxPage(userKey: string, pageNo: number): Promise<InboxSyncState> {
  const { value: page, asOf } = await fetchPage(pageNo, () => syncInboxPage(userKey, pageNo));
  const state = { pagesLoaded: pageNo, totalPages: page.totalPages, totalCount: page.totalCount };
  await applyInboxMessages(userKey, page.list, false, state, asOf);
  return (await stateOf(userKey)) ?? state;
}

/** Re-read every page the device holds (at least the first) and replace the device's set. */
export async function syncInboxPages(userKey: string, rerun: () => Promise<unknown>): Promise<InboxSyncState> {
  const held = (await stateOf(userKey))?.pagesLoaded ?? 1;
  const wanted = Math.min(Math.max(1, held), MAX_REFRESH_PAGES);
  const { value: first, asOf: firstAsOf } = await fetchPage(1, rerun);
  const messages = [...first.list];
  // The set is as old as its oldest page.
  let asOf = firstAsOf;
  const pages = Math.min(wanted, Math.max(1, first.totalPages));
  for (let pageNo = 2; pageNo <= pages; pageNo++) {
    const page = await fetchPage(pageNo, rerun);
    messages.push(...page.value.list);
    asOf = Math.min(asOf, page.asOf);
  }
  // Pages shift while marks are applied: the same message may come twice, once per position.
  const unique = [...new Map(messages.map((m) => [m.id, m])).values()];
  const state = { pagesLoaded: pages, totalPages: first.totalPages, totalCount: first.totalCount };
  await applyInboxMessages(userKey, unique, true, state, asOf);
  return state;
}

export async function stateOf(userKey: string): Promise<InboxSyncState | undefined> {
  const row = await withDb(() => db.syncState.get(inboxStateKey(userKey)));
  return row && { pagesLoaded: row.pagesLoaded, totalPages: row.totalPages, totalCount: row.totalCount };
}
