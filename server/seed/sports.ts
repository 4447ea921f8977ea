/**
 * The sportsbook's demo history: finished matches and the demo member's settled singles and an
 * accumulator, beside the matches the clock schedules. Deterministic (constant times, fixed goal
 * plans), written only where absent; every figure follows from the rows: each bet's stake and win
 * are ledger transfers under the same keys placement and settlement use, and each bet has its
 * settled `bets` row, so My bets and bet records show them from the first start.
 */
import type { Kysely } from 'kysely';
import type { OutcomeSummary } from '../../src/api/records-wire';
import { SPORT_SELECTIONS, type SportSelection } from '../../src/api/sports-wire';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, transfer } from '../ledger';
import { accountKey } from '../member/members';
import { accumulatorPayoutCents, betPriceHundredths } from '../sports/payout';
import { fullTimeResult, winKey } from '../sports/settle';
import { MATCH_MS, scoreAt, type Goal } from '../sports/simulation';
import { stakeKey } from '../sports/place';
import { LEAGUES } from '../sports/teams';

/** The first seeded kick-off; the others follow a slot apart. */
const FIRST_KICKOFF_MS = Date.parse('2025-06-20T18:00:00.000Z');
const SLOT_MS = 3 * 60_000;
/** Bets are placed this long before the first kick-off. */
const PLACED_BEFORE_MS = 30 * 60_000;

const g = (minute: number, side: Goal['side']): Goal => ({ minute, side });

type Book = Record<SportSelection, number>;
const book = (home: number, draw: number, away: number): Book => ({ home, draw, away });

/**
 * [league, home club, away club] by index into LEAGUES, the goal plan, and the pre-match prices
 * (hundredths) the bets were taken at: fixed, so the wins below come out as the story needs.
 */
const PAST_MATCHES: readonly { league: number; home: number; away: number; plan: Goal[]; prices: Book }[] = [
  { league: 0, home: 0, away: 1, plan: [g(23, 'home'), g(67, 'home'), g(81, 'away')], prices: book(150, 420, 600) },
  { league: 1, home: 1, away: 0, plan: [g(12, 'away'), g(55, 'home')], prices: book(210, 330, 340) },
  { league: 2, home: 2, away: 4, plan: [g(34, 'home')], prices: book(250, 330, 275) },
  { league: 3, home: 1, away: 0, plan: [g(8, 'home'), g(40, 'home'), g(77, 'away'), g(88, 'home')], prices: book(200, 345, 350) },
  { league: 4, home: 0, away: 2, plan: [], prices: book(240, 320, 290) },
  { league: 0, home: 2, away: 3, plan: [g(15, 'away'), g(62, 'away')], prices: book(260, 330, 250) },
];

/**
 * The demo member's bets: three singles (two won) and an accumulator that won. What they paid
 * equals what they staked (20 × 1.50 + 10 × 2.50 + 1 × 16.00 = 20 + 40 + 10 + 1), so demo's
 * documented balance stays as it is.
 */
const DEMO_BETS: readonly { betNo: string; stakeCents: number; legs: readonly { match: number; selection: SportSelection }[] }[] = [
  { betNo: 'SSEED00000001', stakeCents: 2_000, legs: [{ match: 0, selection: 'home' }] },
  { betNo: 'SSEED00000002', stakeCents: 4_000, legs: [{ match: 1, selection: 'away' }] },
  { betNo: 'SSEED00000003', stakeCents: 1_000, legs: [{ match: 2, selection: 'home' }] },
  {
    betNo: 'SSEED00000004',
    stakeCents: 100,
    legs: [
      { match: 3, selection: 'home' },
      { match: 4, selection: 'draw' },
      { match: 5, selection: 'away' },
    ],
  },
];

const iso = (ms: number) => new Date(ms).toISOString();

interface SeededMatch {
  id: number;
  home: string;
  away: string;
  endsAt: string;
  result: SportSelection;
  prices: Record<SportSelection, number>;
}

async function writeMatches(db: Kysely<LobbyDatabase>): Promise<SeededMatch[]> {
  const seeded: SeededMatch[] = [];
  for (const [i, m] of PAST_MATCHES.entries()) {
    const league = LEAGUES[m.league]!;
    const [home, away] = [league.clubs[m.home]!, league.clubs[m.away]!];
    const kickoffMs = FIRST_KICKOFF_MS + i * SLOT_MS;
    const endsAt = iso(kickoffMs + MATCH_MS);
    const score = scoreAt(m.plan, 90);
    await db
      .insertInto('sport_matches')
      .values({
        league: league.name,
        home: home.name,
        away: away.name,
        kickoff_at: iso(kickoffMs),
        ends_at: endsAt,
        status: 'settled',
        home_score: score.home,
        away_score: score.away,
        plan: JSON.stringify(m.plan),
        settled_at: endsAt,
      })
      .onConflict((oc) => oc.columns(['kickoff_at', 'home']).doNothing())
      .execute();
    const { id } = await db.selectFrom('sport_matches').select('id').where('kickoff_at', '=', iso(kickoffMs)).where('home', '=', home.name).executeTakeFirstOrThrow();
    const prices = m.prices;
    await db
      .insertInto('sport_prices')
      .values(SPORT_SELECTIONS.map((selection) => ({ match_id: id, selection, price_hundredths: prices[selection], version: 1, updated_at: iso(kickoffMs - PLACED_BEFORE_MS) })))
      .onConflict((oc) => oc.columns(['match_id', 'selection']).doNothing())
      .execute();
    seeded.push({ id, home: home.name, away: away.name, endsAt, result: fullTimeResult(score), prices });
  }
  return seeded;
}

async function writeDemoBets(db: Kysely<LobbyDatabase>, memberId: number, nodeId: number, matches: readonly SeededMatch[]): Promise<void> {
  const wallet = ACCOUNTS.wallet(memberId);
  for (const [i, seed] of DEMO_BETS.entries()) {
    const legs = seed.legs.map((leg) => ({ ...leg, m: matches[leg.match]!, price: matches[leg.match]!.prices[leg.selection] }));
    const mode = legs.length > 1 ? 'accumulator' : 'single';
    const createdAt = iso(FIRST_KICKOFF_MS - PLACED_BEFORE_MS + i * 60_000);
    // Settled when its last match ended (a losing single's only match is its last).
    const settledAt = legs.map((l) => l.m.endsAt).sort().at(-1)!;
    const won = legs.every((l) => l.selection === l.m.result);
    const priceHundredths = betPriceHundredths(legs.map((l) => l.price));
    const payoutCents = won ? accumulatorPayoutCents(seed.stakeCents, legs.map((l) => l.price)) : 0;

    await transfer(db, { key: stakeKey(seed.betNo), debit: wallet, credit: ACCOUNTS.house, amountCents: seed.stakeCents, kind: 'bet', reference: stakeKey(seed.betNo), now: new Date(createdAt) });
    const outcome: OutcomeSummary = {
      kind: 'sports',
      betNo: seed.betNo,
      mode,
      legs: legs.length,
      price: priceHundredths / 100,
      title: mode === 'accumulator' ? `Accumulator: ${legs.length} legs` : `${legs[0]!.m.home} v ${legs[0]!.m.away}: ${legs[0]!.selection}`,
    };
    const row = await db
      .insertInto('bets')
      .values({ member_id: memberId, node_id: nodeId, round_id: `sports:${seed.betNo}`, stake_cents: seed.stakeCents, payout_cents: payoutCents, outcome: JSON.stringify(outcome), created_at: createdAt, status: 'settled', settled_at: settledAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bet = await db
      .insertInto('sport_bets')
      .values({
        bet_no: seed.betNo,
        member_id: memberId,
        node_id: nodeId,
        mode,
        stake_cents: seed.stakeCents,
        price_hundredths: priceHundredths,
        status: won ? 'won' : 'lost',
        payout_cents: payoutCents,
        bet_id: row.id,
        created_at: createdAt,
        settled_at: settledAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sport_bet_legs')
      .values(legs.map((l, n) => ({ bet_id: bet.id, leg_no: n + 1, match_id: l.m.id, selection: l.selection, price_hundredths: l.price, result: l.selection === l.m.result ? ('won' as const) : ('lost' as const) })))
      .execute();
    if (payoutCents > 0) {
      await transfer(db, { key: winKey(seed.betNo), debit: ACCOUNTS.house, credit: wallet, amountCents: payoutCents, kind: 'win', reference: stakeKey(seed.betNo), now: new Date(settledAt) });
    }
  }
}

export async function writeSportsSeedIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const matches = await writeMatches(db);
  const demo = await db.selectFrom('members').select('id').where('account_key', '=', accountKey('demo')).executeTakeFirst();
  const game = await db.selectFrom('games').select('node_id').where('category', '=', 'SPORTS').orderBy('node_id').executeTakeFirst();
  if (!demo || !game) return;
  // By the bets row, which outlives its member (like the other seeded rounds): written once, ever.
  const seeded = await db.selectFrom('bets').select('id').where('round_id', '=', `sports:${DEMO_BETS[0]!.betNo}`).executeTakeFirst();
  if (!seeded) await writeDemoBets(db, demo.id, game.node_id, matches);
}
