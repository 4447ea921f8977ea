/** Fishing (SPEC §1 fish): one shot per round, the server draws the catch, a catch pays stake × the fish's multiplier. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger } from '../../server/ledger';
import { FISH, FISH_KINDS, gameKind, HIT_NUMERATOR, HIT_SCALE, playRound, shootFish, validPicks } from '../../server/play/outcomes';
import { summarise } from '../../server/records/bet-records';
import { issueSession } from '../../server/access/auth';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LaunchValue } from '../../src/api/play-wire';
import { fund, insertMember, jsonInit, startTestServer, type TestServer } from './helpers';

/** A small seeded generator (mulberry32): the same rolls on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

describe('fishing rules', () => {
  it('makes FISH a fishing game whose picks are the fish kinds', () => {
    expect(gameKind('FISH')).toBe('fishing');
    expect(validPicks('FISH')).toEqual(FISH.map((f) => f.kind));
  });

  it('pays stake × multiplier on a hit (floored to cents) and nothing on a miss, at the edge of the hit range', () => {
    for (const fish of FISH) {
      // The last roll that still hits is the largest r with r × m < 9 500.
      const lastHit = Math.ceil(HIT_NUMERATOR / fish.multiplier) - 1;
      const hit = shootFish(333, fish.kind, () => lastHit);
      expect(hit).toEqual({ outcome: { kind: 'fishing', target: fish.kind, hit: true, multiplier: fish.multiplier }, payoutCents: Math.floor(333 * fish.multiplier) });
      const miss = shootFish(333, fish.kind, () => lastHit + 1);
      expect(miss).toEqual({ outcome: { kind: 'fishing', target: fish.kind, hit: false, multiplier: fish.multiplier }, payoutCents: 0 });
    }
  });

  it('asks the random source for a roll out of 10 000', () => {
    const asked: number[] = [];
    shootFish(100, 'shark', (max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([HIT_SCALE]);
  });

  it('hits about 0.95 / m of the shots, so every fish returns about 95%', () => {
    const random = seeded(20261124);
    const shots = 40_000;
    for (const fish of FISH) {
      let hits = 0;
      let paid = 0;
      for (let i = 0; i < shots; i++) {
        const { outcome, payoutCents } = shootFish(100, fish.kind, random);
        if (outcome.hit) hits++;
        paid += payoutCents;
      }
      const expected = 0.95 / fish.multiplier;
      // Four standard deviations of a binomial proportion: wide enough never to flake on this seed.
      const tolerance = 4 * Math.sqrt((expected * (1 - expected)) / shots);
      expect(Math.abs(hits / shots - expected), fish.kind).toBeLessThan(tolerance);
      expect(paid / (shots * 100), fish.kind).toBeGreaterThan(0.95 - tolerance * fish.multiplier);
      expect(paid / (shots * 100), fish.kind).toBeLessThan(0.95 + tolerance * fish.multiplier);
    }
  });

  it('plays a round without a named fish at the smallest one', () => {
    expect(playRound('FISH', 100, undefined, () => 0).outcome).toMatchObject({ kind: 'fishing', target: FISH_KINDS[0] });
  });

  it('summarises a shot for the bet records', () => {
    const { outcome } = shootFish(100, 'turtle', () => 0);
    expect(summarise(JSON.stringify(outcome))).toEqual({ kind: 'fishing', target: 'turtle', hit: true, multiplier: 5 });
  });
});

describe('a fishing shot through the game page API', () => {
  let server: TestServer;
  let memberId: number;
  let playToken: string;

  const wallet = () => balanceOf(server.db, ACCOUNTS.wallet(memberId));

  beforeAll(async () => {
    server = await startTestServer();
    const account = `fish${Math.random().toString(36).slice(2, 10)}`;
    memberId = await insertMember(server.db, account, 1);
    await fund(server.db, memberId, 50_000);
    const session = await issueSession(server.db, memberId, 1);
    const game = await server.db.selectFrom('games').select('node_id').where('category', '=', 'FISH').orderBy('node_id').executeTakeFirstOrThrow();
    const launched = await server.call<LaunchValue>(ENDPOINTS.launch.path, jsonInit({ nodeId: game.node_id }, session));
    if (!launched.body.success) throw new Error(launched.body.errorCode);
    const launch = new URL(launched.body.value.url, 'http://x').searchParams.get('launch')!;
    const page = await (await server.app.request(launched.body.value.url)).text();
    expect(page).toContain('data-kind="fishing"');
    expect(page).toContain('aria-label="Shark 20x"');
    const exchanged = await server.call<{ playToken: string }>(ENDPOINTS.playSession.path, jsonInit({ launch }));
    if (!exchanged.body.success) throw new Error(exchanged.body.errorCode);
    playToken = `Bearer ${exchanged.body.value.playToken}`;
  }, 60_000);
  afterAll(() => server.close());

  it('moves the stake and the catch once, however often the round is sent', async () => {
    const before = await wallet();
    const roundId = crypto.randomUUID();
    const first = await server.call<{ payout: number; balance: number; outcome: { kind: string; target: string; hit: boolean; multiplier: number } }>(
      ENDPOINTS.playBet.path,
      jsonInit({ stake: 5, roundId, pick: 'shark' }, playToken),
    );
    if (!first.body.success) throw new Error(first.body.errorCode);
    const { outcome, payout, balance } = first.body.value;
    expect(outcome).toMatchObject({ kind: 'fishing', target: 'shark', multiplier: 20 });
    expect(payout).toBe(outcome.hit ? 100 : 0);
    expect(await wallet()).toBe(before - 500 + payout * 100);
    expect(balance * 100).toBe(await wallet());

    const again = await server.call<{ replayed: boolean; payout: number }>(ENDPOINTS.playBet.path, jsonInit({ stake: 5, roundId, pick: 'shark' }, playToken));
    expect(again.body.success && again.body.value).toMatchObject({ replayed: true, payout });
    expect(await wallet()).toBe(before - 500 + payout * 100);
    const transfers = await server.db.selectFrom('ledger_transfers').select('kind').where('reference', '=', `bet:${roundId}`).execute();
    expect(transfers.map((t) => t.kind).sort()).toEqual(outcome.hit ? ['bet', 'win'] : ['bet']);
    const row = await server.db.selectFrom('bets').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    expect(JSON.parse(row.outcome)).toEqual(outcome);
    expect(await checkLedger(server.db)).toMatchObject({ imbalance: 0, mismatched: 0, overdrawn: 0, malformed: 0 });
  });

  it('refuses a shot at no fish or an unknown one, and takes no stake', async () => {
    const before = await wallet();
    for (const pick of [undefined, 'whale', 'player']) {
      const refused = await server.call(ENDPOINTS.playBet.path, jsonInit({ stake: 5, roundId: crypto.randomUUID(), pick }, playToken));
      expect(refused.status).toBe(400);
      expect(!refused.body.success && refused.body.errorCode).toBe('invalid_parameter');
    }
    expect(await wallet()).toBe(before);
  });

  it('refuses a shot the wallet cannot cover', async () => {
    const before = await wallet();
    const refused = await server.call(ENDPOINTS.playBet.path, jsonInit({ stake: before / 100 + 1, roundId: crypto.randomUUID(), pick: 'clownfish' }, playToken));
    expect(!refused.body.success && refused.body.errorCode).toBe('insufficient_balance');
    expect(await wallet()).toBe(before);
  });
});
