/**
 * The sportsbook's seed: finished matches and demo's settled bets, with their stakes and wins on
 * the ledger and their settled bets rows, the same after a second seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, findTransferByKey, ledgerHealthy } from '../../server/ledger';
import { accumulatorPayoutCents } from '../../server/sports/payout';
import { generateSeed, writeSeed } from '../../server/seed/index';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { MatchList, SportBetPage } from '../../src/api/sports-wire';
import type { Envelope } from '../../src/api/envelope';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = `Bearer ${await server.signIn('demo')}`;
});
afterAll(() => server.close());

function settledBets(): Promise<SportBetPage> {
  return server.value<SportBetPage>(`${ENDPOINTS.sportsBets.path}?status=settled`, { headers: { Authorization: token } });
}

describe('the sportsbook seed', () => {
  it("gives demo settled singles and a won accumulator, paid from the legs' prices", async () => {
    const page = await settledBets();
    expect(page.list.map((b) => [b.mode, b.status])).toEqual([
      ['accumulator', 'won'],
      ['single', 'won'],
      ['single', 'lost'],
      ['single', 'won'],
    ]);
    for (const bet of page.list) {
      const cents = Math.round(bet.stake * 100);
      const legs = bet.legs.map((l) => Math.round(l.price * 100));
      expect(bet.payout).toBe(bet.status === 'won' ? accumulatorPayoutCents(cents, legs) / 100 : 0);
      expect(bet.legs.every((l) => l.result === (bet.status === 'won' ? 'won' : 'lost'))).toBe(true);
      for (const leg of bet.legs) expect(leg.score).toMatch(/^\d+-\d+$/);
      expect((await findTransferByKey(server.db, `sports-stake:${bet.betNo}`))?.amountCents).toBe(cents);
      expect((await findTransferByKey(server.db, `sports-win:${bet.betNo}`))?.amountCents).toBe(bet.status === 'won' ? Math.round(bet.payout * 100) : undefined);
      const row = await server.db.selectFrom('bets').selectAll().where('round_id', '=', `sports:${bet.betNo}`).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'settled', stake_cents: cents, payout_cents: Math.round(bet.payout * 100), settled_at: bet.settledAt });
    }
    // What the bets paid equals what they staked: demo's documented balance is untouched.
    const staked = page.list.reduce((sum, b) => sum + Math.round(b.stake * 100), 0);
    const paid = page.list.reduce((sum, b) => sum + Math.round(b.payout * 100), 0);
    expect(paid).toBe(staked);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });

  it('lists the seeded matches as finished, without prices', async () => {
    const res = await server.app.request(`${ENDPOINTS.sportsMatches.path}?status=finished`);
    const body = (await res.json()) as Envelope<MatchList>;
    if (!body.success) throw new Error(body.errorCode);
    expect(body.value.list.length).toBeGreaterThanOrEqual(6);
    for (const m of body.value.list) expect(m).toMatchObject({ status: 'finished', minute: 90, prices: null, open: false });
  });

  it('writes nothing again on a second seed', async () => {
    const count = async () => ({
      matches: (await server.db.selectFrom('sport_matches').select('id').execute()).length,
      bets: (await server.db.selectFrom('sport_bets').select('id').execute()).length,
      transfers: (await server.db.selectFrom('ledger_transfers').select('id').where('transfer_key', 'like', 'sports-%').execute()).length,
    });
    const before = await count();
    await writeSeed(server.db, generateSeed(600));
    expect(await count()).toEqual(before);
    expect(before).toEqual({ matches: 6, bets: 4, transfers: 7 });
  });
});
