/**
 * The demo team's play over the 60 days before `now` (pure, deterministic per account): each
 * member deposits when its wallet cannot cover the next stake, plays real draws of seeded games on
 * a share of its days, and now and then withdraws half of a large balance (approved). The wallet
 * is simulated as it goes, so no stake is ever more than the member holds. Times never pass `now`
 * and never precede the member's joining; some fall on today and yesterday (UTC).
 */
import { playRound, validPicks } from '../play/outcomes';
import { createRng } from './prng';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;
export const ACTIVITY_DAYS = 60;

const STAKES_CENTS = [100, 200, 500, 1_000, 2_000, 5_000];
const DEPOSITS_CENTS = [10_000, 20_000, 50_000, 100_000];
const DEPOSIT_METHODS = ['DEMOPAY', 'EWALLET'];
/** A seeded win pays at most this many stakes: a jackpot would swamp the figures. */
const MAX_WIN_MULTIPLE = 10;
const WITHDRAW_ABOVE_CENTS = 100_000;

export interface ActiveMember {
  id: number;
  account: string;
  joinedAt: Date;
  /** What its wallet holds from the start (an opening transfer at joining). */
  openingCents: number;
}

export interface TeamGame {
  nodeId: number;
  category: string;
}

export interface SeedDeposit {
  memberId: number;
  key: string;
  method: string;
  amountCents: number;
  createdAt: Date;
  decidedAt: Date;
}

export interface SeedWithdrawal {
  memberId: number;
  holdKey: string;
  amountCents: number;
  createdAt: Date;
  decidedAt: Date;
}

export interface SeedBet {
  memberId: number;
  nodeId: number;
  roundId: string;
  stakeCents: number;
  payoutCents: number;
  outcome: string;
  at: Date;
}

export interface TeamActivitySeed {
  deposits: SeedDeposit[];
  withdrawals: SeedWithdrawal[];
  bets: SeedBet[];
}

const dayStart = (ms: number) => ms - (ms % DAY_MS);

export function drawTeamActivity(members: readonly ActiveMember[], games: readonly TeamGame[], now: Date): TeamActivitySeed {
  const out: TeamActivitySeed = { deposits: [], withdrawals: [], bets: [] };
  if (!games.length) return out;
  const nowMs = now.getTime();
  for (const member of members) drawMember(member, games, nowMs, out);
  return out;
}

function drawMember(member: ActiveMember, games: readonly TeamGame[], nowMs: number, out: TeamActivitySeed): void {
  const rng = createRng(`team/activity/${member.account}`);
  const random = (max: number) => rng.int(0, max - 1);
  if (!rng.chance(0.9)) return;
  const share = 0.06 + rng.next() * 0.2;
  let balance = member.openingCents;
  let deposits = 0;
  let withdrawals = 0;
  let rounds = 0;

  const start = Math.max(member.joinedAt.getTime() + 2 * HOUR_MS, nowMs - ACTIVITY_DAYS * DAY_MS);
  for (let day = dayStart(start); day <= nowMs; day += DAY_MS) {
    if (!rng.chance(share)) continue;
    const from = Math.max(day, start);
    const to = Math.min(day + DAY_MS, nowMs);
    if (to - from < 2 * MINUTE_MS) continue;
    const times = Array.from({ length: rng.int(1, 3) }, () => from + rng.int(MINUTE_MS, to - from - 1)).sort((a, b) => a - b);
    for (const t of times) {
      const game = rng.pick(games);
      const stakeCents = rng.pick(STAKES_CENTS);
      if (balance < stakeCents) {
        deposits += 1;
        const amountCents = rng.pick(DEPOSITS_CENTS);
        out.deposits.push({
          memberId: member.id,
          key: `seed-team-${deposits}`,
          method: rng.pick(DEPOSIT_METHODS),
          amountCents,
          createdAt: new Date(t - 50_000),
          decidedAt: new Date(t - 20_000),
        });
        balance += amountCents;
      }
      const picks = validPicks(game.category);
      const draw = () => playRound(game.category, stakeCents, picks.length ? rng.pick(picks) : undefined, random);
      let played = draw();
      while (played.payoutCents > stakeCents * MAX_WIN_MULTIPLE) played = draw();
      rounds += 1;
      out.bets.push({
        memberId: member.id,
        nodeId: game.nodeId,
        roundId: `seed-team-${member.id}-${rounds}`,
        stakeCents,
        payoutCents: played.payoutCents,
        outcome: JSON.stringify(played.outcome),
        at: new Date(t),
      });
      balance += played.payoutCents - stakeCents;
    }
    const requested = times[times.length - 1]! + 30 * MINUTE_MS;
    const decided = requested + HOUR_MS;
    if (balance > WITHDRAW_ABOVE_CENTS && decided < nowMs && requested < day + DAY_MS && rng.chance(0.4)) {
      withdrawals += 1;
      const amountCents = Math.floor(balance / 2 / 10_000) * 10_000;
      out.withdrawals.push({
        memberId: member.id,
        holdKey: `withdraw:${member.id}:seed-team-${withdrawals}`,
        amountCents,
        createdAt: new Date(requested),
        decidedAt: new Date(decided),
      });
      balance -= amountCents;
    }
  }
}
