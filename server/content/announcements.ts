/**
 * The announcement call (SPEC §7): one group per requested content type. B → banners,
 * A and PL → player ticker, PU → popup, PR → promotions, H → hot.
 */
import type { Banner } from '../../src/api/catalogue-wire';
import type { Announcement, AnnouncementGroups, AnnouncementType, Promotion } from '../../src/api/content-wire';
import type { Db } from '../db/connection';
import { FALLBACK_LANGUAGE, languageCandidates, pickTranslations, pictureIn } from '../lib/language';
import { isNumber, jsonListOf } from '../lib/json-list';

/** The banners of a group (all when none), each pointing at its picture in `language`. */
export async function bannersFor(db: Db, groupName: string | undefined, language = FALLBACK_LANGUAGE): Promise<Banner[]> {
  let query = db.selectFrom('banners').selectAll();
  if (groupName) query = query.where('group_name', '=', groupName);
  const rows = await query.orderBy('sequence').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    url: pictureIn(row.image_url, language),
    groupName: row.group_name,
    link: row.link,
    sequence: row.sequence,
  }));
}

/** Ids of the announcements this member has read (SPEC §4: opening a notice marks it read). */
async function readIdsOf(db: Db, memberId: number | null): Promise<Set<number>> {
  if (memberId === null) return new Set();
  const rows = await db.selectFrom('announcement_reads').select('announcement_id').where('member_id', '=', memberId).execute();
  return new Set(rows.map((row) => row.announcement_id));
}

async function announcementsOf(db: Db, kind: string, language: string, readIds: Set<number>): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('kind', '=', kind)
    .where('language', 'in', languageCandidates(language))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return pickTranslations(rows, language).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    // Read marks are per member: a guest has read nothing.
    read: readIds.has(row.id),
  }));
}

async function promotionsIn(db: Db, language: string): Promise<Promotion[]> {
  const [rows, images] = await Promise.all([
    db
      .selectFrom('promotions')
      .selectAll()
      .where('language', 'in', languageCandidates(language))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('promotion_images').selectAll().orderBy('promotion_id').orderBy('sequence').execute(),
  ]);
  return pickTranslations(rows, language).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry === 1 ? 1 : 0,
    promoAnnouncementCategoryIds: jsonListOf(row.category_ids, isNumber),
    announcementImages: images
      .filter((image) => image.promotion_id === row.id)
      .map((image) => ({ url: image.url, sequence: image.sequence })),
  }));
}

export interface AnnouncementRequest {
  types: AnnouncementType[];
  groupName?: string;
  language: string;
  /** The signed-in member whose read flags the items carry; null for a guest. */
  memberId: number | null;
}

export async function announcementGroups(db: Db, request: AnnouncementRequest): Promise<AnnouncementGroups> {
  const wants = new Set(request.types);
  const groups: AnnouncementGroups = {};
  const wantsNotices = wants.has('A') || wants.has('PL') || wants.has('PU') || wants.has('H');
  const readIds = wantsNotices ? await readIdsOf(db, request.memberId) : new Set<number>();
  if (wants.has('B')) groups.banners = await bannersFor(db, request.groupName, request.language);
  if (wants.has('A') || wants.has('PL')) groups.player = await announcementsOf(db, 'PL', request.language, readIds);
  if (wants.has('PU')) groups.popup = await announcementsOf(db, 'PU', request.language, readIds);
  if (wants.has('PR')) groups.promotion = await promotionsIn(db, request.language);
  if (wants.has('H')) groups.hot = await announcementsOf(db, 'H', request.language, readIds);
  return groups;
}

/** SPEC §4 unread total: player notices (kind PL) this member has not read. */
export async function unreadAnnouncementCount(db: Db, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.count<number | string>('announcements.id').distinct().as('n'))
    .where('kind', '=', 'PL')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_reads')
            .select('announcement_reads.announcement_id')
            .whereRef('announcement_reads.announcement_id', '=', 'announcements.id')
            .where('announcement_reads.member_id', '=', memberId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}
