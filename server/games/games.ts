/** Game queries: the paged, filtered list and the hot list (SPEC §3, §7 "Games"). */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { GameListValue, WireGame } from '../../src/api/catalogue-wire';
import type { Db } from '../db/connection';
import type { GameRow, LobbyDatabase } from '../db/schema';
import { storedCategory, type CategoryFilter } from './categories';

export interface GameFilter {
  gameType?: CategoryFilter;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  gameName?: string;
}

export interface Page {
  pageNo: number;
  pageSize: number;
}

type GameQuery = SelectQueryBuilder<LobbyDatabase, 'games', object>;

export function toWireGame(row: GameRow): WireGame {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameType: row.category,
    gameCategory: row.category,
    vassalage: row.vendor_code,
    gameName: row.name,
    displayName: row.name,
    nodeName: row.name,
    showIcon: true,
    iconUrl: row.icon_url,
    mobileLargeIcon: row.large_icon_url,
    gameCode: row.game_code,
    supportPlay: row.support_play === 1,
    freeplay: row.freeplay === 1,
    isGameH5: row.is_h5 === 1,
    lottoMode: row.lotto_mode,
    roomId: row.room_id,
    gameClassify: row.classify,
    isNew: row.is_new === 1,
    isHot: row.hot_rank !== null,
    sort: row.sort,
  };
}

/** LIKE wildcards in the user's text must match literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function applyCategory(query: GameQuery, gameType: CategoryFilter | undefined): GameQuery {
  const stored = storedCategory(gameType);
  if (!stored) return query;
  let q = query.where('category', '=', stored.category);
  if (stored.classify) q = q.where('classify', '=', stored.classify);
  return q;
}

function applyFilter(query: GameQuery, filter: GameFilter): GameQuery {
  let q = applyCategory(query, filter.gameType);
  if (filter.vassalage) q = q.where('vendor_code', '=', filter.vassalage);
  if (filter.gameClassify) q = q.where('classify', '=', filter.gameClassify);
  if (filter.isNew !== undefined) q = q.where('is_new', '=', filter.isNew ? 1 : 0);
  if (filter.gameName) {
    // lower() + LIKE … ESCAPE is standard SQL: the same text runs on SQLite and Postgres.
    q = q.where(sql<boolean>`lower(${sql.ref('name')}) like ${containsPattern(filter.gameName)} escape '\\'`);
  }
  return q;
}

export async function listGames(db: Db, filter: GameFilter, page: Page): Promise<GameListValue> {
  const base = applyFilter(db.selectFrom('games'), filter);
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  // Postgres returns count(*) as a string; Number() keeps both dialects honest.
  const totalCount = Number(counted?.n ?? 0);
  const rows = await base
    .selectAll()
    .orderBy('sort')
    .orderBy('node_id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    games: rows.map(toWireGame),
    pageNum: page.pageNo,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
  };
}

export async function hotGames(db: Db, gameType: CategoryFilter | undefined): Promise<WireGame[]> {
  const rows = await applyCategory(db.selectFrom('games'), gameType)
    .selectAll()
    .where('hot_rank', 'is not', null)
    .orderBy('hot_rank')
    .orderBy('node_id')
    .execute();
  return rows.map(toWireGame);
}
