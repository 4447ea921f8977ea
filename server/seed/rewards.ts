/**
 * Bet records and reward centre demo data (deterministic, fixed timestamps, no randomness):
 * - the missions of the reward centre, one of each kind, plus one that is not open yet and one
 *   that has ended, so every status label shows; written if absent (an operator's edits stay);
 * - the demo member's past rounds, real bets with their ledger transfers, dated after the seeded
 *   withdrawals so the wallet history reads in order. Their wins equal their stakes, so the
 *   demo's documented balance stays what README says;
 * - a week of the demo member's past sign-ins (no money).
 * Member data is written only if absent: a reseed never repeats or wipes it.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase, NewRow } from '../db/schema';
import { accountKey } from '../member/members';
import { insertMissing } from './insert-rows';
import { writePlayedRound } from './rounds';

const SEEDED_AT = Date.parse('2025-01-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (days: number, hours = 0, minutes = 0) => new Date(SEEDED_AT + days * DAY_MS + hours * 3_600_000 + minutes * 60_000);
const texts = (en: string, bn: string, zh: string) => JSON.stringify({ en, bn, zh });

export const MISSIONS: NewRow<'missions'>[] = [
  {
    code: 'daily_checkin',
    kind: 'daily_signin',
    title: texts('Daily check-in', 'দৈনিক চেক-ইন', '每日签到'),
    description: texts('Sign in once today.', 'আজ একবার সাইন ইন করুন।', '今天签到一次。'),
    target: 1,
    reward_cents: 100,
    period: 'daily',
    sort: 1,
  },
  {
    code: 'daily_wager',
    kind: 'turnover',
    title: texts('Warm-up wager', 'ওয়ার্ম-আপ বাজি', '热身投注'),
    description: texts('Bet a total of 5.00 today in any game.', 'আজ যেকোনো গেমে মোট ৫.০০ বাজি ধরুন।', '今天在任意游戏中累计投注 5.00。'),
    target: 500,
    reward_cents: 100,
    period: 'daily',
    sort: 2,
  },
  {
    code: 'daily_deposit',
    kind: 'deposit',
    title: texts('Daily top-up', 'দৈনিক টপ-আপ', '每日充值'),
    description: texts('Deposit 500.00 or more today.', 'আজ ৫০০.০০ বা তার বেশি জমা দিন।', '今天存款 500.00 或以上。'),
    target: 50_000,
    reward_cents: 1_000,
    period: 'daily',
    sort: 3,
  },
  {
    code: 'daily_explorer',
    kind: 'new_game',
    title: texts('Explorer', 'অভিযাত্রী', '探索者'),
    description: texts('Play 3 games today that you have never played before.', 'আজ এমন ৩টি গেম খেলুন যা আগে কখনও খেলেননি।', '今天玩 3 款从未玩过的游戏。'),
    target: 3,
    reward_cents: 300,
    period: 'daily',
    sort: 4,
  },
  {
    code: 'first_deposit',
    kind: 'deposit',
    title: texts('First deposit reward', 'প্রথম জমার পুরস্কার', '首存奖励'),
    description: texts('Deposit a total of 100.00 to earn a one-time reward.', 'এককালীন পুরস্কার পেতে মোট ১০০.০০ জমা দিন।', '累计存款 100.00 即可获得一次性奖励。'),
    target: 10_000,
    reward_cents: 5_000,
    period: 'once',
    sort: 5,
    starts_at: '2025-01-01T00:00:00.000Z',
  },
  {
    code: 'summer_festival',
    kind: 'turnover',
    title: texts('Summer festival', 'গ্রীষ্ম উৎসব', '夏日嘉年华'),
    description: texts('Bet a total of 2,000.00 during the festival.', 'উৎসব চলাকালীন মোট ২,০০০.০০ বাজি ধরুন।', '活动期间累计投注 2,000.00。'),
    target: 200_000,
    reward_cents: 8_800,
    period: 'once',
    sort: 6,
    starts_at: '2030-06-01T00:00:00.000Z',
    ends_at: '2030-07-01T00:00:00.000Z',
  },
  {
    code: 'launch_week',
    kind: 'turnover',
    title: texts('Launch week', 'উদ্বোধনী সপ্তাহ', '开业周'),
    description: texts('Bet a total of 100.00 in our first week.', 'আমাদের প্রথম সপ্তাহে মোট ১০০.০০ বাজি ধরুন।', '开业首周累计投注 100.00。'),
    target: 10_000,
    reward_cents: 1_800,
    period: 'once',
    sort: 7,
    starts_at: '2025-01-01T00:00:00.000Z',
    ends_at: '2025-01-08T00:00:00.000Z',
  },
].map((m) => ({ starts_at: null, ends_at: null, created_at: '2025-01-01T00:00:00.000Z', ...m }) as NewRow<'missions'>);

/** A seeded round, played at the first game (by node id) of its vendor and category. */
interface SeededRound {
  vendor: string;
  category: string;
  stakeCents: number;
  payoutCents: number;
  outcome: object;
  day: number;
  hour: number;
}

const NO_WIN = { kind: 'slots', grid: [['cherry', 'bell', 'star'], ['lemon', 'seven', 'cherry'], ['star', 'cherry', 'bell']], wins: [] };
const LEMON_LINE = {
  kind: 'slots',
  grid: [['cherry', 'bell', 'star'], ['lemon', 'lemon', 'lemon'], ['star', 'cherry', 'bell']],
  wins: [{ line: 1, symbol: 'lemon', payoutCents: 0 }],
};
const card = (rank: string, suit: string) => ({ rank, suit });
const PLAYER_NATURAL = { player: [card('9', 'H'), card('10', 'D')], banker: [card('3', 'S'), card('2', 'C')], playerPoints: 9, bankerPoints: 5, result: 'player' };
const slotWin = (stakeCents: number) => ({ ...LEMON_LINE, wins: [{ line: 1, symbol: 'lemon', payoutCents: Math.floor((stakeCents * 12) / 5) }] });

/** Seven rounds whose wins equal their stakes (net 0): a loss for every win. */
function roundsOn(day: number, slotVendor: string): SeededRound[] {
  return [
    { vendor: slotVendor, category: 'RNG', stakeCents: 1_000, payoutCents: 2_400, outcome: slotWin(1_000), day, hour: 10 },
    { vendor: slotVendor, category: 'RNG', stakeCents: 1_000, payoutCents: 0, outcome: NO_WIN, day, hour: 11 },
    { vendor: 'EVO', category: 'LIVE', stakeCents: 2_000, payoutCents: 4_000, outcome: { kind: 'baccarat', pick: 'player', ...PLAYER_NATURAL }, day, hour: 13 },
    { vendor: 'EVO', category: 'LIVE', stakeCents: 2_000, payoutCents: 0, outcome: { kind: 'baccarat', pick: 'banker', ...PLAYER_NATURAL }, day, hour: 14 },
    { vendor: 'SABA', category: 'SPORTS', stakeCents: 2_000, payoutCents: 3_800, outcome: { kind: 'pick', pick: 'home', result: 'home' }, day, hour: 18 },
    { vendor: 'SABA', category: 'SPORTS', stakeCents: 2_000, payoutCents: 0, outcome: { kind: 'pick', pick: 'away', result: 'home' }, day, hour: 19 },
    { vendor: slotVendor, category: 'RNG', stakeCents: 200, payoutCents: 0, outcome: NO_WIN, day, hour: 21 },
  ];
}

export const DEMO_ROUNDS: readonly SeededRound[] = [...roundsOn(170, 'JILI'), ...roundsOn(172, 'FC')];
const DEMO_SIGNIN_DAYS = [166, 167, 168, 169, 170, 171, 172];

/** A slot for slots, a baccarat table for baccarat: the game the outcome belongs to. */
const CLASSIFY: Record<string, string> = { RNG: 'SLOT', LIVE: 'BACCARAT' };

async function firstGame(db: Kysely<LobbyDatabase>, vendor: string, category: string) {
  let query = db.selectFrom('games').select('node_id').where('vendor_code', '=', vendor).where('category', '=', category);
  if (CLASSIFY[category]) query = query.where('classify', '=', CLASSIFY[category]);
  return (await query.orderBy('node_id').executeTakeFirst())?.node_id;
}

async function writeDemoRounds(db: Kysely<LobbyDatabase>, memberId: number) {
  for (const [index, round] of DEMO_ROUNDS.entries()) {
    const roundId = `seed-demo-round-${String(index + 1).padStart(2, '0')}`;
    const nodeId = await firstGame(db, round.vendor, round.category);
    if (nodeId === undefined) continue; // a catalogue without this vendor: no round there
    await writePlayedRound(db, memberId, roundId, { nodeId, stakeCents: round.stakeCents, payoutCents: round.payoutCents, outcome: round.outcome, at: at(round.day, round.hour, index) });
  }
}

/** `demo`: also the demo member's rounds and sign-ins; production gets the missions only. */
export async function writeRewardsSeed(db: Kysely<LobbyDatabase>, { demo: withDemo }: { demo: boolean }): Promise<void> {
  await insertMissing(db, 'missions', MISSIONS, 'code');
  if (!withDemo) return;
  const demo = await db.selectFrom('members').select('id').where('account_key', '=', accountKey('demo')).executeTakeFirst();
  if (!demo) return;
  const seeded = await db.selectFrom('bets').select('id').where('round_id', '=', 'seed-demo-round-01').executeTakeFirst();
  if (!seeded) await writeDemoRounds(db, demo.id);
  for (const day of DEMO_SIGNIN_DAYS) {
    const date = at(day, 8);
    await db
      .insertInto('signins')
      .values({ member_id: demo.id, day: date.toISOString().slice(0, 10), created_at: date.toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doNothing())
      .execute();
  }
}
