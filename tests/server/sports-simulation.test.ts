/**
 * The sportsbook's clock on a fixed clock and a fixed goal plan: the schedule, kick-off, the
 * score by minute, the market suspended after a goal and in the closing minutes, prices that move
 * in play and close at full time.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { sportsTick } from '../../server/sports/job';
import { accumulatorPayoutCents, betPriceHundredths } from '../../server/sports/payout';
import { pricesAt, resultChances } from '../../server/sports/prices';
import { matchList } from '../../server/sports/reads';
import { SCHEDULE_AHEAD_MS, SLOT_MS } from '../../server/sports/schedule';
import { drawPlan, marketOpenAt, MINUTE_MS, minuteAt, scoreAt } from '../../server/sports/simulation';
import { clubOf, fixtureOfSlot, LEAGUES } from '../../server/sports/teams';
import { withTempDb } from './helpers';
import { at, PLAN, plannedRandom, T0 } from './sports-helpers';

describe('simulation rules', () => {
  it('draws the plan from the random and derives the score minute by minute', () => {
    const fixture = fixtureOfSlot(0);
    expect(drawPlan(fixture.home, fixture.away, plannedRandom())).toEqual(PLAN);
    expect(scoreAt(PLAN, 9)).toEqual({ home: 0, away: 0 });
    expect(scoreAt(PLAN, 10)).toEqual({ home: 1, away: 0 });
    expect(scoreAt(PLAN, 45)).toEqual({ home: 1, away: 1 });
    expect(scoreAt(PLAN, 90)).toEqual({ home: 2, away: 1 });
  });

  it('counts minutes from kick-off, 90 at most', () => {
    const kickoff = '2026-11-24T12:00:00.000Z';
    expect(minuteAt(kickoff, new Date('2026-11-24T11:59:59.000Z'))).toBe(0);
    expect(minuteAt(kickoff, new Date(kickoff))).toBe(1);
    expect(minuteAt(kickoff, at(new Date(kickoff), 9 * MINUTE_MS))).toBe(10);
    expect(minuteAt(kickoff, at(new Date(kickoff), 3_600_000))).toBe(90);
  });

  it('suspends the market for two minutes from a goal and for the last two minutes', () => {
    expect(marketOpenAt(PLAN, 9)).toBe(true);
    expect(marketOpenAt(PLAN, 10)).toBe(false);
    expect(marketOpenAt(PLAN, 11)).toBe(false);
    expect(marketOpenAt(PLAN, 12)).toBe(true);
    expect(marketOpenAt(PLAN, 88)).toBe(true);
    expect(marketOpenAt(PLAN, 89)).toBe(false);
    expect(marketOpenAt(PLAN, 90)).toBe(false);
  });

  it('prices every slot with about a 5% margin and favours the stronger side', () => {
    for (let slot = 0; slot < 30; slot += 1) {
      const { home, away } = fixtureOfSlot(slot);
      expect(home.name).not.toBe(away.name);
      const prices = pricesAt(home, away, { home: 0, away: 0 }, 0);
      const book = 100 / prices.home + 100 / prices.draw + 100 / prices.away;
      expect(book).toBeGreaterThan(1.02);
      expect(book).toBeLessThan(1.08);
      for (const p of Object.values(prices)) expect(p % 5 === 0 || p === 101).toBe(true);
      if (home.strength > away.strength) expect(prices.home).toBeLessThan(prices.away);
    }
    const chances = resultChances(LEAGUES[0]!.clubs[0]!, LEAGUES[0]!.clubs[1]!, { home: 0, away: 0 }, 0);
    expect(chances.home + chances.draw + chances.away).toBeCloseTo(1, 6);
  });

  it("shortens a leader's price toward 1.01 as time runs out and lengthens the trailing side's", () => {
    const { home, away } = fixtureOfSlot(1);
    const lead = [20, 50, 80, 88].map((minute) => pricesAt(home, away, { home: 1, away: 0 }, minute));
    for (let i = 1; i < lead.length; i += 1) {
      expect(lead[i]!.home).toBeLessThanOrEqual(lead[i - 1]!.home);
      expect(lead[i]!.away).toBeGreaterThanOrEqual(lead[i - 1]!.away);
    }
    expect(pricesAt(home, away, { home: 1, away: 0 }, 90).home).toBe(101);
  });

  it('pays an accumulator the exact product of its prices, floored, and prices it rounded', () => {
    expect(betPriceHundredths([210])).toBe(210);
    expect(accumulatorPayoutCents(1_000, [210])).toBe(2_100);
    // 1.95 × 2.35 × 3.05 = 13.9766…: price 13.98, 3.33 staked pays 46.54 (46.542…).
    expect(betPriceHundredths([195, 235, 305])).toBe(1_398);
    expect(accumulatorPayoutCents(333, [195, 235, 305])).toBe(Math.floor((333 * 195 * 235 * 305) / 100 ** 3));
  });
});

describe('sportsTick', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('fills the schedule: matches in play from the first tick and one kick-off every slot ahead, once', async () => {
    const random = plannedRandom();
    // Two instances ticking side by side on the first start make each slot's match once.
    await Promise.all([sportsTick(db, T0, random), sportsTick(db, T0, random)]);
    await sportsTick(db, T0, random);
    const rows = await db.selectFrom('sport_matches').select(['kickoff_at', 'home', 'status']).orderBy('kickoff_at').execute();
    expect(new Set(rows.map((r) => r.kickoff_at)).size).toBe(rows.length);
    const upcoming = await matchList(db, 'upcoming', T0);
    const live = await matchList(db, 'live', T0);
    expect(upcoming.asOf).toBe(T0.toISOString());
    expect(upcoming.list).toHaveLength(SCHEDULE_AHEAD_MS / SLOT_MS);
    expect(live.list.length).toBeGreaterThanOrEqual(3);
    for (const m of upcoming.list) {
      expect(m).toMatchObject({ status: 'scheduled', minute: null, homeScore: 0, awayScore: 0, open: true, priceVersion: 1 });
      expect(m.prices).not.toBeNull();
    }
    // A match kicked off 6 minutes and 10 seconds ago is in its 56th minute, 1-1 by the plan.
    const oldest = live.list[0]!;
    expect(oldest.kickoffAt).toBe('2026-11-24T11:54:00.000Z');
    expect(oldest).toMatchObject({ status: 'live', minute: 56, homeScore: 1, awayScore: 1, open: true });
    expect(rows.filter((r) => r.status === 'live')).toHaveLength(live.list.length);
  });

  it('kicks off, scores by the plan, suspends after a goal, moves prices and closes at full time', async () => {
    const random = plannedRandom();
    const kickoff = new Date('2026-11-24T12:03:00.000Z');
    const match = await db.selectFrom('sport_matches').selectAll().where('kickoff_at', '=', kickoff.toISOString()).executeTakeFirstOrThrow();
    const view = async (now: Date) => {
      await sportsTick(db, now, random);
      const all = [...(await matchList(db, 'live', now)).list, ...(await matchList(db, 'finished', now)).list, ...(await matchList(db, 'upcoming', now)).list];
      return all.find((m) => m.id === match.id)!;
    };
    const before = await view(at(kickoff, -1_000));
    expect(before.status).toBe('scheduled');
    const pre = before.prices!;
    const minute = (n: number) => at(kickoff, (n - 1) * MINUTE_MS + 100);

    expect(await view(minute(1))).toMatchObject({ status: 'live', minute: 1, homeScore: 0, awayScore: 0, open: true });
    expect((await db.selectFrom('sport_matches').select('status').where('id', '=', match.id).executeTakeFirstOrThrow()).status).toBe('live');
    const nine = await view(minute(9));
    const goal = await view(minute(10));
    expect(goal).toMatchObject({ minute: 10, homeScore: 1, awayScore: 0, open: false });
    expect(goal.prices!.home).toBeLessThan(pre.home);
    expect(goal.prices!.away).toBeGreaterThan(pre.away);
    expect(goal.priceVersion).toBeGreaterThan(nine.priceVersion);
    expect((await view(minute(11))).open).toBe(false);
    expect(await view(minute(12))).toMatchObject({ open: true, homeScore: 1 });
    const stored = await db.selectFrom('sport_matches').select(['home_score', 'away_score']).where('id', '=', match.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ home_score: 1, away_score: 0 });
    expect(await view(minute(45))).toMatchObject({ homeScore: 1, awayScore: 1, open: true });
    const late = await view(minute(88));
    expect(late.open).toBe(true);
    expect(late.prices!.home).toBeLessThan(130);
    expect((await view(minute(89))).open).toBe(false);

    const ended = await view(new Date(match.ends_at));
    expect(ended).toMatchObject({ status: 'finished', minute: 90, homeScore: 2, awayScore: 1, prices: null, open: false });
    const row = await db.selectFrom('sport_matches').selectAll().where('id', '=', match.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'settled', home_score: 2, away_score: 1, settled_at: match.ends_at });
  });

  it('lists the latest finished matches newest first', async () => {
    const now = at(T0, 40 * 60_000);
    await sportsTick(db, now, plannedRandom());
    const { list } = await matchList(db, 'finished', now);
    expect(list.length).toBeGreaterThan(3);
    for (let i = 1; i < list.length; i += 1) expect(list[i - 1]!.kickoffAt >= list[i]!.kickoffAt).toBe(true);
    for (const m of list) expect(m).toMatchObject({ status: 'finished', homeScore: 2, awayScore: 1, prices: null });
    expect(clubOf(list[0]!.league, list[0]!.home).name).toBe(list[0]!.home);
  });
});
