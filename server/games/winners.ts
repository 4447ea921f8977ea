/** The latest-winners board (SPEC §2): highest vo.winAmount first. */
import type { Winner } from '../../src/api/catalogue-wire';
import type { Db } from '../db/connection';
import { storedCategory, type CategoryFilter } from './categories';

export async function topWinners(db: Db, gameCategory: CategoryFilter | undefined, limit: number): Promise<Winner[]> {
  let query = db
    .selectFrom('winners')
    .innerJoin('games', 'games.node_id', 'winners.node_id')
    .select([
      'winners.customer_name',
      'winners.win_amount_cents',
      'games.node_id',
      'games.name',
      'games.icon_url',
      'games.category',
      'games.vendor_code',
    ]);
  const stored = storedCategory(gameCategory);
  if (stored) query = query.where('games.category', '=', stored.category);
  if (stored?.classify) query = query.where('games.classify', '=', stored.classify);
  const rows = await query.orderBy('winners.win_amount_cents', 'desc').orderBy('winners.id').limit(limit).execute();
  return rows.map((row) => ({
    vo: {
      iconUrl: row.icon_url,
      customerName: row.customer_name,
      gameName: row.name,
      winAmount: Number(row.win_amount_cents) / 100,
    },
    gameType: row.category,
    nodeId: row.node_id,
    vassalage: row.vendor_code,
  }));
}
