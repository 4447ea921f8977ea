/**
 * The first game of a category from a vendor whose games play from the main wallet: what the
 * seed plays its VIP and rebate story on, and what the tests of those figures play.
 */
import type { Kysely } from 'kysely';
import type { GameRow, LobbyDatabase } from '../db/schema';

export function firstMainWalletGame(db: Kysely<LobbyDatabase>, category: string): Promise<GameRow | undefined> {
  return db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .selectAll('games')
    .where('games.category', '=', category)
    .where('vendors.own_wallet', '=', 0)
    .orderBy('games.node_id')
    .limit(1)
    .executeTakeFirst();
}
