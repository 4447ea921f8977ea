/**
 * Popular games (/lgw/games/popular): games by how many rounds were played on them over the last
 * days, counted from `bets` (one row per wager, whatever the kind), as the game list shows them.
 * A display, not a reward: a wager counts as a play as soon as it is placed, open or settled; a
 * void one (cancelled, refunded) was withdrawn and does not.
 */
import type { PopularGame, PopularGames } from '../../src/api/arena-wire';
import type { Db } from '../db/connection';
import { BINGO_CLASSIFY } from '../games/categories';
import { toWireGame } from '../games/games';
import { VOID } from '../records/settled-stakes';

export const POPULAR_DAYS = 7;

export async function popularGames(db: Db, gameType: string | undefined, limit: number, now = new Date()): Promise<PopularGames> {
  const since = new Date(now.getTime() - POPULAR_DAYS * 86_400_000).toISOString();
  const counts = db
    .selectFrom('bets')
    .select((eb) => ['node_id', eb.fn.countAll<number>().as('plays')])
    .where('status', '!=', VOID)
    .where('created_at', '>=', since)
    .where('created_at', '<=', now.toISOString())
    .groupBy('node_id')
    .as('c');
  let query = db.selectFrom(counts).innerJoin('games as g', 'g.node_id', 'c.node_id').selectAll('g').select('c.plays');
  const type = gameType?.toUpperCase();
  // SPEC §4: bingo is RNG games classified BG, as in the game list's filter.
  if (type === 'BINGO') query = query.where('g.category', '=', 'RNG').where('g.classify', '=', BINGO_CLASSIFY);
  else if (type && type !== 'ALL') query = query.where('g.category', '=', type);
  const rows = await query.orderBy('c.plays', 'desc').orderBy('g.sort').orderBy('g.node_id').limit(limit).execute();
  const list: PopularGame[] = rows.map(({ plays, ...game }) => ({ ...toWireGame(game), plays: Number(plays) }));
  return { asOf: now.toISOString(), days: POPULAR_DAYS, list };
}
