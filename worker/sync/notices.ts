/**
 * Announcements on the device (SPEC §2 "Announcements", §4 "Notice"). Two reads fill the table:
 * home's (ticker and popups) and the notice list's (ticker and hot notices). Each replaces only
 * the kinds its answer covers, so neither wipes the other's rows.
 *
 * Read flags belong to the signed-in user. Within a session a flag only goes false → true: the
 * answer may be an older stored copy (the service worker answers stale-while-revalidate) that
 * predates a mark the device already made, and an unsent mark in the outbox is the user's latest
 * word. Signing out clears every flag, so the next user starts from their own server flags.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AnnouncementGroups } from '../../src/api/content-wire';
import { db, withDb as withDbOnly } from '../../src/db/db';
import { toAnnouncementRows } from '../../src/db/normalise';
import type { AnnouncementRow } from '../../src/db/rows';
import { withQuotaRetry } from '../../src/db/storage-pressure';
import { opsToMerge } from '../../src/outbox';
import { currentConfig } from '../context';
import { ownedCall } from './owned';

type Kind = AnnouncementRow['kind'];

const withDb = <T>(write: () => Promise<T>) => withQuotaRetry(() => withDbOnly(write));

/** The kinds an answer covers: a group present (even empty) replaces that kind on the device. */
export function answeredKinds(groups: AnnouncementGroups): Kind[] {
  const kinds: Kind[] = [];
  if (groups.player) kinds.push('player');
  if (groups.popup) kinds.push('popup');
  if (groups.hot) kinds.push('hot');
  return kinds;
}

/** Ids the user has marked read on this device and not yet sent. */
async function unsentReadIds(userKey: string): Promise<Set<number>> {
  if (!userKey) return new Set();
  const ops = await opsToMerge(userKey);
  return new Set(ops.flatMap((op) => (op.kind === 'notice.read' ? [op.payload.announcementId] : [])));
}

/**
 * Replace the rows of `kinds` with `rows` in one transaction, keeping read flags as described
 * above. Rows are keyed by id alone, so this also replaces the same items in another language.
 */
export function putAnnouncements(kinds: readonly Kind[], rows: AnnouncementRow[], userKey = currentConfig().userKey) {
  return withDb(() =>
    db.transaction('rw', db.announcements, db.outbox, db.sentOps, async () => {
      const unsent = await unsentReadIds(userKey);
      const existing = await db.announcements.bulkGet(rows.map((row) => row.id));
      await db.announcements.where('kind').anyOf([...kinds]).delete();
      await db.announcements.bulkPut(
        rows.map((row, i) => ({ ...row, read: row.read || existing[i]?.read === true || unsent.has(row.id) })),
      );
    }),
  );
}

/** The notice list's read: the player notices (the ticker's, in its order) and the hot ones. */
export async function syncNotices(): Promise<void> {
  const { merchant, language, userKey } = currentConfig();
  const query = { types: 'A,PL,H', platform: 'M', merchantCode: merchant, language };
  const groups = await ownedCall(ENDPOINTS.announcements, { query }, syncNotices);
  // Signed out or in as someone else while the read ran: these flags are not the current user's.
  if (currentConfig().userKey !== userKey) return;
  await putAnnouncements(answeredKinds(groups), toAnnouncementRows(groups, language), userKey);
}
