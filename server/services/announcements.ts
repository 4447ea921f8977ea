/**
 * The announcement call (SPEC §7): one group per requested content type. B → banners,
 * A and PL → player ticker, PU → popup, PR → promotions, H → hot.
 */
import type {
  Announcement,
  AnnouncementGroups,
  AnnouncementType,
  Banner,
  Promotion,
} from '../../src/api/wire';
import type { Db } from '../db/connection';
import { languageCandidates, pickTranslations } from './language';

export async function bannersFor(db: Db, groupName: string | undefined): Promise<Banner[]> {
  let query = db.selectFrom('banners').selectAll();
  if (groupName) query = query.where('group_name', '=', groupName);
  const rows = await query.orderBy('sequence').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.image_url,
    groupName: row.group_name,
    link: row.link,
    sequence: row.sequence,
  }));
}

async function announcementsOf(db: Db, kind: string, language: string): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('kind', '=', kind)
    .where('language', 'in', languageCandidates(language))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // No session here: nothing is marked read yet (read marks are per user).
  return pickTranslations(rows, language).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: row.start_date,
    read: false,
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
    promoAnnouncementCategoryIds: parseIds(row.category_ids),
    announcementImages: images
      .filter((image) => image.promotion_id === row.id)
      .map((image) => ({ url: image.url, sequence: image.sequence })),
  }));
}

function parseIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

export interface AnnouncementRequest {
  types: AnnouncementType[];
  groupName?: string;
  language: string;
}

export async function announcementGroups(db: Db, request: AnnouncementRequest): Promise<AnnouncementGroups> {
  const wants = new Set(request.types);
  const groups: AnnouncementGroups = {};
  if (wants.has('B')) groups.banners = await bannersFor(db, request.groupName);
  if (wants.has('A') || wants.has('PL')) groups.player = await announcementsOf(db, 'PL', request.language);
  if (wants.has('PU')) groups.popup = await announcementsOf(db, 'PU', request.language);
  if (wants.has('PR')) groups.promotion = await promotionsIn(db, request.language);
  if (wants.has('H')) groups.hot = await announcementsOf(db, 'H', request.language);
  return groups;
}
