/**
 * The live-model list's tables: one per LIVE game (its room), each with a dealer (a name from a
 * fixed list and the seed of their generated picture) and the vendor's table limits. Everything
 * follows from the room id, so two fresh seeds write the same rows, and a LIVE game added later
 * gets its table on the next start ("if absent": a table already there is left as it is).
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { createRng } from './prng';

export const DEALER_NAMES = [
  'Anna', 'Bella', 'Chloe', 'Daisy', 'Elena', 'Fiona', 'Grace', 'Hana', 'Iris', 'Jade', 'Kira', 'Lena',
  'Mia', 'Nina', 'Olivia', 'Priya', 'Rina', 'Sofia', 'Tara', 'Uma', 'Vera', 'Wendy', 'Yuki', 'Zara',
  'Aiden', 'Leo', 'Marco', 'Ravi', 'Sam', 'Theo',
] as const;

/** Table limits in cents by vendor: what the card shows under the dealer. */
const LIMITS_CENTS: Record<string, [number, number]> = {
  EVO: [100, 100_000],
  PP: [50, 50_000],
  SEXY: [20, 30_000],
};
const DEFAULT_LIMITS_CENTS: [number, number] = [100, 100_000];

/** A picture seed fits /media/dealer/<seed>.svg (at most 9 digits). */
export const DEALER_SEED_MAX = 999_999_999;

export async function writeLiveTablesIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const games = await db
    .selectFrom('games')
    .select(['node_id', 'vendor_code', 'room_id'])
    .where('category', '=', 'LIVE')
    .where('room_id', 'is not', null)
    .orderBy('node_id')
    .execute();
  const have = new Set((await db.selectFrom('live_tables').select('room_id').execute()).map((t) => t.room_id));
  const rows = games
    .filter((g) => !have.has(g.room_id!))
    .map((g) => {
      const rng = createRng(`live-table/${g.room_id}`);
      const [min, max] = LIMITS_CENTS[g.vendor_code] ?? DEFAULT_LIMITS_CENTS;
      return {
        room_id: g.room_id!,
        node_id: g.node_id,
        dealer_name: rng.pick(DEALER_NAMES),
        dealer_seed: rng.int(1, DEALER_SEED_MAX),
        min_bet_cents: min,
        max_bet_cents: max,
      };
    });
  // One room id per LIVE game: a room seen twice (a broken catalogue) keeps its first game.
  const unique = [...new Map(rows.map((r) => [r.room_id, r])).values()];
  for (let i = 0; i < unique.length; i += 200) await db.insertInto('live_tables').values(unique.slice(i, i + 200)).execute();
}
