/**
 * The sportsbook's pure rules: the slip's toggle and limits, when an accumulator is possible,
 * the potential return floored to the cent (exactly, whatever the floats), the singles' total,
 * stale odds by age and connection, prices that moved between reads, and the odds-change diff.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SINGLES, type OddsChangedValue, type SportMatch } from '../../src/api/sports-wire';
import { byLeague, isStale, placeErrorKey, priceMoves, SPORTS_TABS, STALE_AFTER_MS } from '../../src/features/sports/market-rules';
import { tabFrom } from '../../src/ui/tab-choice';
import {
  acceptOdds,
  accumulatorProblem,
  combinedPrice,
  EMPTY_SLIP,
  isSelected,
  oddsChanges,
  parseSlip,
  placementOf,
  potentialReturn,
  slipTotals,
  suspendedLegs,
  toggleSelection,
  type Slip,
} from '../../src/features/sports/slip-rules';

const match = (id: number, over: Partial<SportMatch> = {}): SportMatch => ({
  id,
  league: 'Premier League',
  home: `Home ${id}`,
  away: `Away ${id}`,
  kickoffAt: '2026-11-24T12:00:00.000Z',
  status: 'scheduled',
  minute: null,
  homeScore: 0,
  awayScore: 0,
  prices: { home: 2.1, draw: 3.3, away: 3.4 },
  priceVersion: 1,
  open: true,
  ...over,
});

describe('the slip', () => {
  it('adds a selection at the price shown and takes it out on a second tap', () => {
    const added = toggleSelection(EMPTY_SLIP, match(1), 'home');
    expect(added.refused).toBeNull();
    expect(added.slip.legs).toEqual([{ matchId: 1, selection: 'home', price: 2.1, league: 'Premier League', home: 'Home 1', away: 'Away 1', kickoffAt: '2026-11-24T12:00:00.000Z' }]);
    expect(isSelected(added.slip, 1, 'home')).toBe(true);
    expect(isSelected(added.slip, 1, 'away')).toBe(false);
    const removed = toggleSelection(added.slip, match(1), 'home');
    expect(removed.slip.legs).toEqual([]);
  });

  it('refuses a closed market, and a selection past the slip limit', () => {
    expect(toggleSelection(EMPTY_SLIP, match(1, { open: false }), 'draw')).toEqual({ slip: EMPTY_SLIP, refused: 'market_closed' });
    expect(toggleSelection(EMPTY_SLIP, match(1, { prices: null }), 'draw').refused).toBe('market_closed');
    let slip: Slip = EMPTY_SLIP;
    for (let id = 1; id <= MAX_SINGLES; id++) slip = toggleSelection(slip, match(id), 'away').slip;
    expect(slip.legs).toHaveLength(MAX_SINGLES);
    expect(toggleSelection(slip, match(99), 'away')).toEqual({ slip, refused: 'slip_full' });
    // A selection already in a full slip still comes out.
    expect(toggleSelection(slip, match(1), 'away').slip.legs).toHaveLength(MAX_SINGLES - 1);
  });

  it('allows an accumulator only with 2 to 8 selections on distinct matches', () => {
    expect(accumulatorProblem([{ matchId: 1 }])).toBe('too_few');
    expect(accumulatorProblem([{ matchId: 1 }, { matchId: 2 }])).toBeNull();
    expect(accumulatorProblem([1, 2, 3, 4, 5, 6, 7, 8].map((matchId) => ({ matchId })))).toBeNull();
    expect(accumulatorProblem([1, 2, 3, 4, 5, 6, 7, 8, 9].map((matchId) => ({ matchId })))).toBe('too_many');
    expect(accumulatorProblem([{ matchId: 1 }, { matchId: 2 }, { matchId: 1 }])).toBe('same_match');
  });

  it('floors the potential return to the cent, computed exactly', () => {
    // 1 × 4.35 = 4.35 exactly; in floats 434.99999… cents, which a float floor makes 4.34.
    expect(Math.floor(1 * 4.35 * 100) / 100).toBe(4.34);
    expect(potentialReturn(1, [4.35])).toBe(4.35);
    expect(potentialReturn(10, [1.95, 2.1])).toBe(40.95);
    expect(potentialReturn(3.33, [1.07, 1.07, 1.07])).toBe(Math.floor(333 * 107 * 107 * 107 / 1_000_000) / 100);
    expect(potentialReturn(1, [1.01])).toBe(1.01);
    expect(potentialReturn(0.99, [2.55])).toBe(2.52); // 2.5245 floored
    expect(combinedPrice([1.95, 2.1])).toBe(4.1); // 4.095 rounds to 4.10
  });

  it('totals singles as one stake per selection and an accumulator as one stake', () => {
    const legs = [{ price: 2.1 }, { price: 3.3 }, { price: 1.95 }];
    expect(slipTotals('single', 10, legs)).toEqual({ totalStake: 30, potential: 21 + 33 + 19.5, bets: 3 });
    expect(slipTotals('single', 0.1, [{ price: 1.5 }, { price: 1.5 }, { price: 1.5 }])).toEqual({ totalStake: 0.3, potential: 0.45, bets: 3 });
    expect(slipTotals('accumulator', 10, legs)).toEqual({ totalStake: 10, potential: potentialReturn(10, [2.1, 3.3, 1.95]), bets: 1 });
    expect(slipTotals('single', 10, [])).toEqual({ totalStake: 0, potential: 0, bets: 0 });
  });

  it('sends each leg with the price the player saw', () => {
    const slip = toggleSelection(toggleSelection(EMPTY_SLIP, match(1), 'home').slip, match(2), 'draw').slip;
    expect(placementOf('SABA_1', { ...slip, mode: 'accumulator' }, 10)).toEqual({
      gameCode: 'SABA_1',
      mode: 'accumulator',
      stake: 10,
      legs: [{ matchId: 1, selection: 'home', price: 2.1 }, { matchId: 2, selection: 'draw', price: 3.3 }],
    });
  });

  it('reads a stored slip back, and anything else as the empty slip', () => {
    const slip = { ...toggleSelection(EMPTY_SLIP, match(1), 'home').slip, stake: '12.5', mode: 'accumulator' as const };
    expect(parseSlip(JSON.stringify(slip))).toEqual(slip);
    expect(parseSlip(null)).toEqual(EMPTY_SLIP);
    expect(parseSlip('not json')).toEqual(EMPTY_SLIP);
    expect(parseSlip(JSON.stringify({ legs: [{ matchId: 'x', selection: 'home', price: 2 }] })).legs).toEqual([]);
  });
});

describe('odds changes', () => {
  const slip = toggleSelection(toggleSelection(EMPTY_SLIP, match(1), 'home').slip, match(2), 'away').slip;

  it('lists the legs whose price moved, old → new, and only those', () => {
    const value: OddsChangedValue = {
      prices: [
        { matchId: 1, selection: 'home', price: 2.1, open: true },
        { matchId: 2, selection: 'away', price: 3.8, open: true },
      ],
    };
    expect(oddsChanges(slip.legs, value)).toEqual([{ matchId: 2, selection: 'away', home: 'Home 2', away: 'Away 2', from: 3.4, to: 3.8, open: true }]);
    expect(suspendedLegs(value)).toEqual([]);
    const accepted = acceptOdds(slip, value);
    expect(accepted.legs.map((leg) => leg.price)).toEqual([2.1, 3.8]);
    expect(oddsChanges(accepted.legs, value)).toEqual([]);
  });

  it('names a suspended market even at an unchanged price', () => {
    const value: OddsChangedValue = {
      prices: [
        { matchId: 1, selection: 'home', price: 2.1, open: false },
        { matchId: 2, selection: 'away', price: 3.4, open: true },
      ],
    };
    expect(oddsChanges(slip.legs, value).map((change) => [change.matchId, change.open])).toEqual([[1, false]]);
    expect(suspendedLegs(value)).toEqual(['1:home']);
  });
});

describe('the match list', () => {
  it('is stale offline, or 30 s after the server read it', () => {
    const asOf = '2026-11-24T10:00:00.000Z';
    const at = Date.parse(asOf);
    expect(isStale(asOf, at + 1_000, true)).toBe(false);
    expect(isStale(asOf, at + STALE_AFTER_MS, true)).toBe(false);
    expect(isStale(asOf, at + STALE_AFTER_MS + 1, true)).toBe(true);
    expect(isStale(asOf, at + 1_000, false)).toBe(true);
    expect(isStale('garbage', at, true)).toBe(true);
  });

  it('finds which prices moved between two reads, and which way', () => {
    const before = [match(1), match(2)];
    const after = [match(1, { prices: { home: 1.9, draw: 3.3, away: 4.0 }, priceVersion: 2 }), match(2), match(3)];
    expect([...priceMoves(before, after)]).toEqual([
      ['1:home', 'down'],
      ['1:away', 'up'],
    ]);
    expect(priceMoves(undefined, after).size).toBe(0);
  });

  it('groups matches by league in the order they come', () => {
    const list = [match(1), match(2, { league: 'La Liga' }), match(3)];
    expect(byLeague(list).map((group) => [group.league, group.matches.map((m) => m.id)])).toEqual([
      ['Premier League', [1, 3]],
      ['La Liga', [2]],
    ]);
  });

  it('opens the tab the address names; in play opens live', () => {
    // The sportsbook opens on upcoming, /m/in-play on live, unless the address names a tab.
    const tabOf = (query: string | null, inPlay: boolean) => tabFrom(SPORTS_TABS, query, inPlay ? 'live' : 'upcoming');
    expect(tabOf(null, false)).toBe('upcoming');
    expect(tabOf(null, true)).toBe('live');
    expect(tabOf('bets', true)).toBe('bets');
    expect(tabOf('nonsense', false)).toBe('upcoming');
  });

  it('words each refusal, and the rest with the general text', () => {
    expect(placeErrorKey('insufficient_balance')).toBe('sports_error_insufficient_balance');
    expect(placeErrorKey('match_not_open')).toBe('sports_error_match_not_open');
    expect(placeErrorKey('server_error')).toBe('sports_error_failed');
  });
});
