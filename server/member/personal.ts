/**
 * A member's favourites, recent games and announcement read marks. Writes are set-like (adding a
 * present favourite or removing an absent one changes nothing), which is what lets an abandoned
 * idempotent op be re-run safely.
 */
import type { FavouritePage, RecentPage } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import { toWireGame } from '../games/games';

export interface PersonalFilter {
  gameType?: string;
  vendor?: string;
}

export async function gameExists(db: Db, nodeId: number): Promise<boolean> {
  return (await db.selectFrom('games').select('node_id').where('node_id', '=', nodeId).executeTakeFirst()) !== undefined;
}

export async function addFavourite(db: Db, memberId: number, nodeId: number, now = new Date()) {
  await db
    .insertInto('favourites')
    .values({ member_id: memberId, node_id: nodeId, added_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, memberId: number, nodeId: number) {
  await db.deleteFrom('favourites').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
}

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('added_at', 'desc')
    .orderBy('node_id')
    .execute();
  return rows.map((r) => r.node_id);
}

/** The column each list is ordered by, most recent first. */
const MOST_RECENT_FIRST = { favourites: 'favourites.added_at', recent_games: 'recent_games.played_at' } as const;

/** One page of the member's favourites or recent games, and how many pages the list has. */
async function personalGamesPage(db: Db, table: 'favourites' | 'recent_games', memberId: number, filter: PersonalFilter, pageNo: number, pageSize: number) {
  let query = db
    .selectFrom(table)
    .innerJoin('games', 'games.node_id', `${table}.node_id`)
    .where(`${table}.member_id`, '=', memberId);
  if (filter.gameType) query = query.where('games.category', '=', filter.gameType);
  if (filter.vendor) query = query.where('games.vendor_code', '=', filter.vendor);
  const counted = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await query
    .selectAll('games')
    .orderBy(MOST_RECENT_FIRST[table], 'desc')
    .orderBy('games.node_id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { games: rows.map(toWireGame), totalPages: Math.ceil(total / pageSize) };
}

/** SPEC §3: favourites answer content, pageNum, pageSize, totalPages (totalCount = pageSize × totalPages). */
export async function favouritesPage(
  db: Db,
  memberId: number,
  filter: PersonalFilter,
  pageNo: number,
  pageSize: number,
): Promise<FavouritePage> {
  const { games, totalPages } = await personalGamesPage(db, 'favourites', memberId, filter, pageNo, pageSize);
  return { content: games, pageNum: pageNo, pageSize, totalPages };
}

export async function addRecent(db: Db, memberId: number, nodeId: number, now = new Date()) {
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, node_id: nodeId, played_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now.toISOString() }))
    .execute();
}

/** SPEC §3: recent answers list and totalPages; most recently played first. */
export async function recentPage(
  db: Db,
  memberId: number,
  filter: PersonalFilter,
  pageNo: number,
  pageSize: number,
): Promise<RecentPage> {
  const { games, totalPages } = await personalGamesPage(db, 'recent_games', memberId, filter, pageNo, pageSize);
  return { list: games, totalPages };
}

export async function markAnnouncementRead(db: Db, memberId: number, announcementId: number, now = new Date()) {
  await db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: announcementId, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
