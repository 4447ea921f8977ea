/**
 * The demo member's VIP past (deterministic, "if absent"): about a month of demo-game rounds
 * after the seeded withdrawals (so the wallet's history reads in order), two rebates claimed
 * along the way through the real claim (server/vip/rebate.ts) and a last stretch of rounds
 * not claimed yet, so the rebate page has something to pay. Every round moves money through the
 * ledger under the keys live rounds use; the rounds are real draws of the demo games, and the
 * last two are chosen so that what demo lost on them equals what the rebates paid: demo's balance
 * stays the documented one. Demo ends at Gold, 20.00 of turnover short of Platinum (whose deposit
 * condition its deposits already meet), so a few rounds move it up.
 * The rounds are dated relative to the seed's `now`, ending yesterday (UTC): the records' default
 * recent ranges (the bet records' last 7 days) open on demo's own play rather than on nothing, and
 * no seeded round lands on today, whose daily tasks stay the member's to do.
 * Written only when demo has no bets and no claims: rounds are user data, like the account.
 */
import type { Kysely } from 'kysely';
import { firstMainWalletGame } from '../games/main-wallet-game';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, balanceOf } from '../ledger';
import { playRound, validPicks, type Outcome } from '../play/outcomes';
import { accountKey } from '../member/members';
import { claimRebateIn } from '../vip/rebate';
import { memberFacts } from '../vip/vip';
import { createRng } from './prng';
import { writePlayedRound } from './rounds';

const ACCOUNT = 'demo';
/** Demo's turnover in the end (cents): Platinum's 20,000.00 less 20.00. */
export const DEMO_TURNOVER_CENTS = 1_998_000;

const DAY_MS = 86_400_000;

/** The game types the rounds are spread over. */
const TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const;
const STAKES_CENTS = [2_000, 5_000, 10_000, 20_000, 30_000];
/** The days with rounds, LAST_DAY being yesterday; rebates are claimed at noon of the CLAIM_DAYS. */
const FIRST_DAY = 173;
const LAST_DAY = 199;
const CLAIM_DAYS = [180, 190];

/** The clock of demo's VIP past: day LAST_DAY is the UTC day before `now`'s, hours in UTC. */
export function vipClock(now: Date): (day: number, hours: number) => Date {
  const yesterday = Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS;
  return (day, hours) => new Date(yesterday + (day - LAST_DAY) * DAY_MS + hours * 3_600_000);
}

interface Round {
  nodeId: number;
  stakeCents: number;
  payoutCents: number;
  outcome: Outcome;
  at: Date;
}

/** A slots grid without a line, and one whose top row is three cherries (10/5 of the stake: 2x). */
const LOSING_GRID: Outcome = {
  kind: 'slots',
  grid: [
    ['cherry', 'lemon', 'bell'],
    ['lemon', 'bell', 'cherry'],
    ['star', 'cherry', 'lemon'],
  ],
  wins: [],
};
const winningGrid = (payoutCents: number): Outcome => ({
  kind: 'slots',
  grid: [
    ['cherry', 'cherry', 'cherry'],
    ['lemon', 'bell', 'star'],
    ['bell', 'lemon', 'diamond'],
  ],
  wins: [{ line: 0, symbol: 'cherry', payoutCents }],
});

/** One game per type from a vendor whose games play from the main wallet. */
async function gamesByType(db: Kysely<LobbyDatabase>): Promise<Map<string, number> | null> {
  const found = new Map<string, number>();
  for (const type of TYPES) {
    const game = await firstMainWalletGame(db, type);
    if (!game) return null;
    found.set(type, game.node_id);
  }
  return found;
}

const roundId = (memberId: number, serial: number) => `seed-vip-${memberId}-${serial}`;

/** A seeded win pays at most this many stakes: a jackpot would swamp the story. */
const MAX_WIN_MULTIPLE = 10;

/** The drawn rounds: three or four a day. */
function drawnRounds(games: Map<string, number>, at: (day: number, hours: number) => Date): Round[] {
  const rng = createRng('vip/demo-rounds');
  const random = (max: number) => rng.int(0, max - 1);
  const rounds: Round[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY - 1; day++) {
    const count = rng.int(3, 4);
    for (let i = 0; i < count; i++) {
      const type = rng.pick(TYPES);
      const stakeCents = rng.pick(STAKES_CENTS);
      const picks = validPicks(type);
      let played = playRound(type, stakeCents, picks.length ? rng.pick(picks) : undefined, random);
      while (played.payoutCents > stakeCents * MAX_WIN_MULTIPLE) played = playRound(type, stakeCents, picks.length ? rng.pick(picks) : undefined, random);
      rounds.push({ nodeId: games.get(type)!, stakeCents, payoutCents: played.payoutCents, outcome: played.outcome, at: at(day, 9 + i * 3) });
    }
  }
  return rounds;
}

/** More turnover than this already: demo has a history of its own, which the seed leaves alone. */
const OWN_HISTORY_CENTS = 100_000;

export async function writeDemoVipIfAbsent(db: Kysely<LobbyDatabase>, now: Date = new Date()): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(ACCOUNT)).executeTakeFirst();
  if (!member) return;
  const id = member.id;
  const ours = await db.selectFrom('bets').select('id').where('round_id', '=', roundId(id, 1)).executeTakeFirst();
  const anyClaim = await db.selectFrom('rebate_claims').select('id').where('member_id', '=', id).limit(1).executeTakeFirst();
  if (ours || anyClaim) return;
  const before = await memberFacts(db, id);
  if (before.turnoverCents > OWN_HISTORY_CENTS) return;
  const games = await gamesByType(db);
  if (!games) return;
  const wallet = ACCOUNTS.wallet(id);
  const balanceBefore = await balanceOf(db, wallet);
  const at = vipClock(now);

  let serial = 0;
  const claimsDone = new Set<number>();
  const play = async (round: Round) => {
    for (const day of CLAIM_DAYS) {
      const claimAt = at(day, 12);
      if (!claimsDone.has(day) && round.at > claimAt) {
        claimsDone.add(day);
        await claimRebateIn(db, id, claimAt);
      }
    }
    serial += 1;
    await writePlayedRound(db, id, roundId(id, serial), round);
  };
  for (const round of drawnRounds(games, at)) await play(round);

  // The last day: a winning spin S (pays 2S) and a losing one L, with L + S bringing the turnover
  // to DEMO_TURNOVER_CENTS and S - L putting the wallet back where it was (rebates included).
  const short = DEMO_TURNOVER_CENTS - (await memberFacts(db, id)).turnoverCents;
  const owed = balanceBefore - (await balanceOf(db, wallet));
  // An odd cent over: the winning spin pays it on top, so turnover and balance both come out exact.
  const odd = (short + owed) % 2;
  const win = (short + owed - odd) / 2;
  const loss = short - win;
  if (loss <= 0 || win <= 0) throw new Error(`demo's VIP rounds do not balance: ${short} turnover short, ${owed} owed`);
  const slot = games.get('RNG')!;
  await play({ nodeId: slot, stakeCents: win, payoutCents: 2 * win + odd, outcome: winningGrid(2 * win + odd), at: at(LAST_DAY, 10) });
  await play({ nodeId: slot, stakeCents: loss, payoutCents: 0, outcome: LOSING_GRID, at: at(LAST_DAY, 15) });
}
