/** About sixty recent big wins on popular categories, with masked player names. */
import type { NewRow } from '../../db/schema';
import { createRng } from '../prng';
import { toCents } from '../../../src/api/money';

const WINNER_COUNT = 60;
const WIN_CATEGORIES = new Set(['RNG', 'FISH', 'INHOUSE', 'LIVE', 'PVP']);
const NAME_STARTS = ['ra', 'sh', 'mo', 'ak', 'ta', 'ni', 'jo', 'ha', 'ri', 'sa', 'ka', 'be', 'li', 'wa', 'ch', 'an'];

export function generateWinners(games: readonly NewRow<'games'>[]): NewRow<'winners'>[] {
  const rng = createRng('winners');
  const pool = games.filter((g) => WIN_CATEGORIES.has(g.category));
  const rows: NewRow<'winners'>[] = [];
  for (let id = 1; id <= WINNER_COUNT; id += 1) {
    const game = rng.pick(pool);
    // Log-uniform between 50 and 250,000: many modest wins, a few big ones.
    const amount = Math.exp(Math.log(50) + rng.next() * (Math.log(250_000) - Math.log(50)));
    rows.push({
      id,
      node_id: game.node_id,
      customer_name: `${rng.pick(NAME_STARTS)}***${String(rng.int(0, 99)).padStart(2, '0')}`,
      win_amount_cents: toCents(amount),
    });
  }
  return rows;
}
