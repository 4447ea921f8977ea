/** Shared by the bet-records and reward-centre tests: real rounds for a member, on chosen days. */
import { placeBet } from '../../server/records/bets';
import type { TestServer } from './helpers';

/** The first game of a vendor and category, as the bet service takes it. */
export async function gameOf(server: TestServer, vendor: string, category: string, skip = 0) {
  return server.db
    .selectFrom('games')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('category', '=', category)
    .orderBy('node_id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Plays one round through the real bet service (ledger and all) at `now`; the draw is fixed. */
export async function playAt(server: TestServer, memberId: number, game: Awaited<ReturnType<typeof gameOf>>, stakeCents: number, now: Date, draw = 0) {
  const member = await server.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const pick = game.category === 'LIVE' ? 'player' : game.category === 'SPORTS' ? 'home' : undefined;
  return placeBet(server.db, { member, game, roundId: crypto.randomUUID(), stakeCents, pick }, () => draw, now);
}
