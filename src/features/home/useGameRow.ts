import { useLiveQuery } from 'dexie-react-hooks';
import type { ListFilter } from '../../api/game-lists';
import { db } from '../../db/db';
import type { GameRow } from '../../db/rows';

const byOrder = (a: GameRow, b: GameRow) => a.sort - b.sort || a.nodeId - b.nodeId;

/** The first `limit` games matching a list filter, live from the device database. */
export function useGameRow(filter: ListFilter, limit: number): GameRow[] | undefined {
  const { gameType, vassalage, gameClassify } = filter;
  return useLiveQuery(async () => {
    const collection = vassalage
      ? db.games.where('vassalage').equals(vassalage)
      : db.games.where('gameType').equals(gameType ?? '');
    const rows = await collection
      .filter(
        (g) =>
          (!gameType || g.gameType === gameType) &&
          (gameClassify ? g.gameClassify === gameClassify : true),
      )
      .toArray();
    return rows.sort(byOrder).slice(0, limit);
  }, [gameType, vassalage, gameClassify, limit]);
}

/** The server's hot list in its order (SPEC §7 "Hot games"). */
export function useHotGames(limit: number): GameRow[] | undefined {
  return useLiveQuery(
    () => db.games.where('hotRank').above(0).sortBy('hotRank').then((rows) => rows.slice(0, limit)),
    [limit],
  );
}
