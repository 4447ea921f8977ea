// @vitest-environment jsdom
/**
 * The sportsbook rendered for real (jsdom, the English catalogue) with a stand-in worker whose
 * answers the test writes: the match list with its age, a price toggled into the slip that
 * survives a remount, the accumulator offered only when possible, a placement's request and its
 * key, an odds change shown old → new and placed under a new key once accepted, a lost answer
 * retried with the same key, offline sending nothing, and a visitor sent to log in.
 */
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchList, OddsChangedValue, SportBet, SportBetPage, SportMatch } from '../../src/api/sports-wire';
import SportsPages from '../../src/features/sports/SportsPages';
import { SLIP_STORE_KEY } from '../../src/features/sports/useSlip';
import { appState } from '../../src/state/app';
import { session } from '../../src/state/session';
import { click, render, startEnglish, unmountAll, waitFor } from './render/render';
import { href } from '../../src/routes';

type Failure = { ok: false; code: string; status: number; transient: boolean; value?: OddsChangedValue };
type PlaceAnswer = { ok: true; value: { bets: SportBet[]; balance: number } } | Failure;

const match = (id: number, over: Partial<SportMatch> = {}): SportMatch => ({
  id, league: 'Premier League', home: `Home ${id}`, away: `Away ${id}`, kickoffAt: '2026-11-24T12:00:00.000Z', status: 'scheduled',
  minute: null, homeScore: 0, awayScore: 0, prices: { home: 2.1, draw: 3.3, away: 3.4 }, priceVersion: 1, open: true, ...over,
});

const placedBet = (betNo: string): SportBet => ({
  betNo, mode: 'accumulator', stake: 10, price: 6.93, potentialPayout: 69.3, status: 'open', payout: 0,
  createdAt: '2026-11-24T10:00:00.000Z', settledAt: null, legs: [],
});

const fake = vi.hoisted(() => ({
  asOf: '',
  places: [] as { input: { mode: string; stake: number; legs: { matchId: number; selection: string; price: number }[] }; key: string }[],
  answers: [] as unknown[],
}));

vi.mock('../../src/bridge/worker', () => ({
  worker: () => ({
    sports: {
      matches: async (status: string): Promise<{ ok: true; value: MatchList }> => ({
        ok: true,
        value: { asOf: fake.asOf, list: status === 'live' ? [] : [match(1), match(2, { league: 'La Liga' }), match(3, { open: false })] },
      }),
      bets: async (): Promise<{ ok: true; value: SportBetPage }> => ({ ok: true, value: { asOf: fake.asOf, list: [], pageNo: 1, totalPages: 1 } }),
      placeBet: async (input: (typeof fake.places)[number]['input'], key: string) => {
        fake.places.push({ input, key });
        return fake.answers.shift();
      },
    },
  }),
}));

function signIn(type: number | null): void {
  session.info = type === null ? null : { token: 't0k3n', merchantCode: 'DEMO', userName: 'demo', type, firstTimeLogin: false };
  session.userKey = type === null ? '' : 'user-demo';
}

async function open(path = href('sportsbook', { game: 'SABA-SPORTS-002' })): Promise<HTMLElement> {
  history.replaceState(null, '', path);
  const { container } = await render(createElement(SportsPages));
  await waitFor(() => expect(container.querySelector('[data-testid="sports-match"]')).not.toBeNull());
  return container;
}

const price = (container: HTMLElement, matchId: number, selection: string) =>
  container.querySelector<HTMLButtonElement>(`[data-match-id="${matchId}"] button[data-selection="${selection}"]`)!;
const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const buttonNamed = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name);
const storedLegs = () => (JSON.parse(localStorage.getItem(SLIP_STORE_KEY) ?? '{"legs":[]}') as { legs: { price: number }[] }).legs;

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Two selections, the slip opened, the stake typed; the mode chosen if given. */
async function slipWithTwo(container: HTMLElement, mode?: 'Accumulator'): Promise<HTMLElement> {
  await click(price(container, 1, 'home'));
  await click(price(container, 2, 'away'));
  await click(container.querySelector('[data-testid="sports-slip-open"]')!);
  const slip = container.querySelector<HTMLElement>('[data-testid="sports-slip"]')!;
  if (mode) await click(buttonNamed(slip, mode)!);
  await type(slip.querySelector('input[name="amount"]')!, '10');
  return slip;
}

/**
 * A member's accumulator of the two selections, placed while the prices moved: the first answer
 * is the odds-changed refusal with `prices`, then `later` answers. The slip.
 */
async function placedAsOddsMove(prices: OddsChangedValue['prices'], ...later: PlaceAnswer[]): Promise<HTMLElement> {
  signIn(0);
  fake.answers.push({ ok: false, code: 'odds_changed', status: 409, transient: false, value: { prices } }, ...later);
  const slip = await slipWithTwo(await open(), 'Accumulator');
  await click(slip.querySelector('[data-testid="sports-place"]')!);
  return slip;
}

beforeAll(async () => {
  await startEnglish();
});
beforeEach(() => {
  fake.asOf = new Date().toISOString();
  fake.places.length = 0;
  fake.answers.length = 0;
  appState.online = true;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  unmountAll();
  signIn(null);
});

describe('the match list', () => {
  it('groups by league, locks a closed market and says how old the odds are', async () => {
    const container = await open();
    expect([...container.querySelectorAll('.sports-league__name')].map((h) => h.textContent)).toEqual(['Premier League', 'La Liga']);
    expect(price(container, 3, 'home').disabled).toBe(true);
    expect(price(container, 1, 'home').textContent).toBe('Home 1: Home2.10');
    expect(text(container, 'sports-asof')).toMatch(/^As of /);
    expect(text(container, 'sports-stale')).toBeNull();
  });

  it('marks odds read over 30 s ago as stale, and any odds while offline', async () => {
    fake.asOf = new Date(Date.now() - 31_000).toISOString();
    const container = await open();
    expect(text(container, 'sports-stale')).toContain('Odds may have changed');
    unmountAll();
    fake.asOf = new Date().toISOString();
    appState.online = false;
    const offline = await open();
    expect(text(offline, 'sports-stale')).toBe('Odds may have changed — you are offline.');
  });
});

describe('the bet slip', () => {
  it('toggles a selection in and out, and keeps it across a remount', async () => {
    const container = await open();
    await click(price(container, 1, 'draw'));
    expect(price(container, 1, 'draw').getAttribute('aria-pressed')).toBe('true');
    expect(text(container, 'sports-slip-count')).toBe('1');
    expect(storedLegs()).toMatchObject([{ matchId: 1, selection: 'draw', price: 3.3 }]);
    unmountAll();
    const again = await open();
    expect(text(again, 'sports-slip-count')).toBe('1');
    await click(price(again, 1, 'draw'));
    expect(text(again, 'sports-slip-count')).toBe('0');
  });

  it('offers the accumulator only from two selections on different matches', async () => {
    const container = await open();
    await click(price(container, 1, 'home'));
    await click(container.querySelector('[data-testid="sports-slip-open"]')!);
    const slip = container.querySelector<HTMLElement>('[data-testid="sports-slip"]')!;
    expect(buttonNamed(slip, 'Accumulator')!.disabled).toBe(true);
    expect(slip.textContent).toContain('An accumulator needs at least 2 selections.');
    await click(price(container, 1, 'away'));
    expect(slip.textContent).toContain('An accumulator needs each selection from a different match.');
    await click(price(container, 2, 'away'));
    await click(price(container, 1, 'away'));
    expect(buttonNamed(slip, 'Accumulator')!.disabled).toBe(false);
  });

  it('totals singles per selection and shows an accumulator’s return', async () => {
    signIn(0);
    const container = await open();
    const slip = await slipWithTwo(container);
    expect(text(slip, 'sports-total-stake')).toBe('20.00');
    expect(text(slip, 'sports-potential')).toBe('55.00'); // 21.00 + 34.00
    await click(buttonNamed(slip, 'Accumulator')!);
    expect(text(slip, 'sports-total-stake')).toBe('10.00');
    expect(text(slip, 'sports-potential')).toBe('71.40'); // 10 × 2.10 × 3.40
  });

  it('places the slip as seen, then clears it and names the bet', async () => {
    signIn(0);
    fake.answers.push({ ok: true, value: { bets: [placedBet('S0001')], balance: 90 } } satisfies PlaceAnswer);
    const container = await open();
    const slip = await slipWithTwo(container, 'Accumulator');
    await click(slip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(text(slip, 'sports-slip-note')).toBe('Bet placed: S0001'));
    expect(fake.places).toHaveLength(1);
    expect(fake.places[0]!.input).toEqual({
      gameCode: 'SABA-SPORTS-002',
      mode: 'accumulator',
      stake: 10,
      legs: [{ matchId: 1, selection: 'home', price: 2.1 }, { matchId: 2, selection: 'away', price: 3.4 }],
    });
    expect(text(container, 'sports-slip-count')).toBe('0');
    expect(storedLegs()).toEqual([]);
  });

  it('shows moved odds old → new and places them under a new key once accepted', async () => {
    const slip = await placedAsOddsMove(
      [
        { matchId: 1, selection: 'home', price: 2.1, open: true },
        { matchId: 2, selection: 'away', price: 3.6, open: true },
      ],
      { ok: true, value: { bets: [placedBet('S0002')], balance: 80 } },
    );
    await waitFor(() => expect(text(slip, 'sports-odds-changed')).toContain('Home 2 v Away 2: 3.40 → 3.60'));
    expect(text(slip, 'sports-odds-changed')).not.toContain('Home 1 v Away 1');
    await click(buttonNamed(slip, 'Accept new odds and place')!);
    await waitFor(() => expect(text(slip, 'sports-slip-note')).toBe('Bet placed: S0002'));
    expect(fake.places[1]!.input.legs[1]!.price).toBe(3.6);
    expect(fake.places[1]!.key).not.toBe(fake.places[0]!.key);
  });

  it('marks a suspended leg to remove', async () => {
    const slip = await placedAsOddsMove([
      { matchId: 1, selection: 'home', price: 2.1, open: false },
      { matchId: 2, selection: 'away', price: 3.4, open: true },
    ]);
    await waitFor(() => expect(slip.querySelector('.sports-slip__leg--suspended')?.textContent).toContain('Suspended — remove it'));
    expect(text(slip, 'sports-odds-changed')).toBeNull();
  });

  it('sends a lost answer again with the same key, and words a refusal', async () => {
    signIn(0);
    fake.answers.push({ ok: false, code: 'timeout', status: 0, transient: true } satisfies PlaceAnswer);
    fake.answers.push({ ok: false, code: 'insufficient_balance', status: 409, transient: false } satisfies PlaceAnswer);
    const container = await open();
    const slip = await slipWithTwo(container);
    await click(slip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(text(slip, 'sports-slip-note')).toContain('No answer came back'));
    await click(slip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(text(slip, 'sports-slip-note')).toBe('Your balance is too low for this stake.'));
    expect(fake.places[1]!.key).toBe(fake.places[0]!.key);
    expect(text(container, 'sports-slip-count')).toBe('2');
  });

  it('sends nothing offline and keeps the slip', async () => {
    signIn(0);
    const container = await open();
    const slip = await slipWithTwo(container);
    await act(async () => {
      appState.online = false;
    });
    await click(slip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(text(slip, 'sports-slip-note')).toContain('Placing a bet needs a connection'));
    expect(fake.places).toHaveLength(0);
    expect(storedLegs()).toHaveLength(2);
  });

  it('sends a visitor to log in and tells a trial account to register', async () => {
    const container = await open();
    const slip = await slipWithTwo(container);
    await click(slip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(location.pathname).toBe(href('login')));
    unmountAll();
    signIn(4);
    const trial = await open();
    await click(trial.querySelector('[data-testid="sports-slip-open"]')!);
    const trialSlip = trial.querySelector<HTMLElement>('[data-testid="sports-slip"]')!;
    await type(trialSlip.querySelector('input[name="amount"]')!, '10');
    await click(trialSlip.querySelector('[data-testid="sports-place"]')!);
    await waitFor(() => expect(text(trialSlip, 'sports-slip-note')).toContain('Trial accounts cannot place bets.'));
    expect(fake.places).toHaveLength(0);
  });
});
