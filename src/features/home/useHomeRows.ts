import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { HOME_LISTS, listKey, type ListFilter } from '../../api/game-lists';
import { db } from '../../db/db';
import type { GameRow, VendorRow } from '../../db/rows';
import { orFirstPaint } from '../../state/first-paint';
import { knownLists } from '../games';

/** The index that serves a filter already in display order, and its key prefix. */
function orderedIndex({ gameType, vassalage, gameClassify }: ListFilter): [string, string[]] {
  if (vassalage) return ['[vassalage+sort]', [vassalage]];
  if (gameClassify) return ['[gameType+gameClassify+sort]', [gameType ?? '', gameClassify]];
  return ['[gameType+sort]', [gameType ?? '']];
}

/** The first `limit` games of a list filter, reading only those rows through an ordered index. */
export function firstGames(filter: ListFilter, limit: number): Promise<GameRow[]> {
  const [index, prefix] = orderedIndex(filter);
  let collection = db.games.where(index).between([...prefix, Dexie.minKey], [...prefix, Dexie.maxKey]);
  if (filter.vassalage && filter.gameType) collection = collection.filter((g) => g.gameType === filter.gameType);
  return collection.limit(limit).toArray();
}

export type HomeListName = keyof typeof HOME_LISTS | 'hot';

export interface HomeRows {
  lists: Record<HomeListName, GameRow[]>;
  vendors: VendorRow[];
  /**
   * Whether the device has had the server's answer for a list: until then an empty list means
   * "not here yet" (its frame keeps its room), afterwards "none" (nothing is shown, SPEC §2).
   */
  known: Record<HomeListName, boolean>;
}

/** Tiles per home row: three slides of three (SPEC §2 "Home game list block"). */
export const HOME_ROW_LIMIT = 9;
/** The popular (hot) block fills three slides of six when it has six games or more. */
export const HOT_ROW_LIMIT = 18;

async function readHomeRows(limit: number): Promise<HomeRows> {
  const names = Object.keys(HOME_LISTS) as (keyof typeof HOME_LISTS)[];
  const hotLimit = limit === HOME_ROW_LIMIT ? HOT_ROW_LIMIT : limit;
  // One read transaction for the whole area: each Dexie call outside one opens its own, and on a
  // slow phone every transaction is a round of messages to the browser's database process.
  const [stored, vendors, syncKeys, ...rows] = await db.transaction('r', db.games, db.vendors, db.syncState, () =>
    Promise.all([
      db.games.where('hotRank').above(0).limit(hotLimit).toArray(),
      db.vendors.toArray(),
      db.syncState.toCollection().primaryKeys(),
      ...names.map((name) => firstGames(HOME_LISTS[name], limit)),
    ]),
  );
  const lists = Object.fromEntries(names.map((name, i) => [name, rows[i]!])) as HomeRows['lists'];
  const known = knownLists(names, syncKeys as string[], (name, language) => listKey(HOME_LISTS[name], language));
  // A cold first visit: the hot games the served shell inlined, until the worker has stored its own.
  const hot = orFirstPaint(stored, (data) => data.hot.slice(0, hotLimit)) ?? [];
  // The hot list has no sync state of its own: it is in once it has games or the home lists are.
  const allKnown = names.every((name) => known[name]);
  return { lists: { ...lists, hot }, vendors, known: { ...known, hot: hot.length > 0 || allKnown } };
}

let preloaded: HomeRows | undefined;

/** Read home's rows before the first render (start-up on /m/home), so it paints with its tiles. */
export async function preloadHomeRows(): Promise<void> {
  preloaded = await readHomeRows(HOME_ROW_LIMIT).catch(() => undefined);
}

/**
 * Everything home's game area shows, in one live query: one round of IndexedDB reads and one
 * re-render when the worker writes, instead of one per row.
 */
export function useHomeRows(limit = HOME_ROW_LIMIT): HomeRows | undefined {
  return useLiveQuery(() => readHomeRows(limit), [limit], limit === HOME_ROW_LIMIT ? preloaded : undefined);
}
