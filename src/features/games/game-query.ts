/**
 * Reads of a game list from Dexie (the page only reads; the worker writes). Each list state is
 * served by an ordered index and stops after `limit` rows, so a grid costs the rows it shows,
 * not the size of the catalogue, and re-running it when the worker writes a page stays cheap.
 */
import { Dexie, type Collection, type InsertType } from 'dexie';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';
import { favouriteGames, recentGames } from './personal-query';
import { hotGamesFor, matchesName, serverFilter, type ListState } from './list-rules';

type Games = Collection<GameRow, number, InsertType<GameRow, 'nodeId'>>;

/** Everything in one prefix of a compound index. */
function range(index: string, prefix: (string | number)[]): Games {
  return db.games.where(index).between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]);
}

/** The ordered collection for the server filter (same order as the server: sort, then id). */
function orderedGames(state: ListState): Games {
  const { gameType, vassalage, gameClassify, isNew } = serverFilter(state);
  let games: Games;
  if (vassalage) games = range('[vassalage+sort]', [vassalage]);
  else if (gameType && gameClassify) games = range('[gameType+gameClassify+sort]', [gameType, gameClassify]);
  else if (gameType) games = range('[gameType+sort]', [gameType]);
  else games = db.games.orderBy('sort');
  const all = (g: GameRow) =>
    (!gameType || g.gameType === gameType) &&
    (!vassalage || g.vassalage === vassalage) &&
    (!gameClassify || g.gameClassify === gameClassify) &&
    (!isNew || g.isNew === 1);
  // A JS filter turns the read into a cursor walk: only pay for it when the index does not cover all.
  const covered = vassalage ? !gameType && !gameClassify && !isNew : !isNew && (Boolean(gameType) || !gameClassify);
  return covered ? games : games.filter(all);
}

/** Keep a personal or hot list to the screen's vendor and type. */
function sameScope(state: ListState) {
  return (g: GameRow) =>
    (!state.vassalage || g.vassalage === state.vassalage) &&
    (!serverFilter(state).gameType || g.gameType === serverFilter(state).gameType);
}

/** Hot games in the server's hot order; INHOUSE keeps to in-house vendors (SPEC §4). */
export async function hotGames(category: string, vassalage = ''): Promise<GameRow[]> {
  const hot = await db.games.where('hotRank').above(0).sortBy('hotRank');
  return hotGamesFor(hot, category).filter((g) => !vassalage || g.vassalage === vassalage);
}

/** The first `limit` games of a list state; `name` filters personal and hot lists in memory. */
export async function readGrid(state: ListState, limit: number, userKey: string, name = ''): Promise<GameRow[]> {
  const named = (g: GameRow) => matchesName(g.displayName || g.nodeName, name);
  switch (state.dataType) {
    case 'HOT':
      return (await hotGames(state.category, state.vassalage)).filter(named).slice(0, limit);
    case 'FAV':
      return (await favouriteGames(userKey)).filter((g) => sameScope(state)(g) && named(g)).slice(0, limit);
    case 'RECENT':
      return (await recentGames(userKey)).filter((g) => sameScope(state)(g) && named(g)).slice(0, limit);
    default:
      return orderedGames(state).limit(limit).toArray();
  }
}

export { byIds, favouriteGames, recentGames } from './personal-query';
