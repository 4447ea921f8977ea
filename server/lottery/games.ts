/**
 * The lottery games and their schedules. The games are the catalogue's LOTT and ELOTT games; how
 * often each draws is keyed by the game's name, which the catalogue pins (server/seed/vendors.ts),
 * so a reseed that renumbers codes keeps every game's schedule.
 *
 * - fast games draw every `intervalSeconds` from midnight UTC and close `closeBeforeSeconds`
 *   before each draw;
 * - daily games (VN style) draw once a day at `dailyAtSeconds` after midnight UTC and close
 *   15 minutes before.
 */
import type { Executor } from '../db/connection';
import type { LotteryCadence } from '../../src/api/lottery-wire';

export const DAY_SECONDS = 86_400;

export interface Schedule {
  cadence: LotteryCadence;
  /** Seconds between draws (DAY_SECONDS for a daily game). */
  intervalSeconds: number;
  /** Orders close this long before the draw. */
  closeBeforeSeconds: number;
  /** Daily games: the draw's time of day (seconds after midnight UTC). */
  dailyAtSeconds: number;
}

const fast = (intervalSeconds: number, closeBeforeSeconds = 10): Schedule => ({ cadence: 'fast', intervalSeconds, closeBeforeSeconds, dailyAtSeconds: 0 });
const daily = (hour: number, minute: number): Schedule => ({
  cadence: 'daily',
  intervalSeconds: DAY_SECONDS,
  closeBeforeSeconds: 15 * 60,
  dailyAtSeconds: hour * 3_600 + minute * 60,
});

const SCHEDULES: Record<string, Schedule> = {
  // ELOTT: fast e-lottery.
  'Fast 3 (1 min)': fast(60),
  'Lucky Lotto 1 min': fast(60),
  'Fast 5D': fast(180),
  'PK10 Racing': fast(300),
  // LOTT: the VN daily boards at their own times, and Keno every ten minutes.
  'Mien Nam': daily(9, 15),
  'Mien Trung': daily(10, 15),
  'Mien Bac': daily(11, 15),
  'VN Power 6/55': daily(11, 45),
  'VN Mega 6/45': daily(12, 15),
  'VN Keno': fast(600, 30),
};

/** A game the catalogue may add later without a schedule here still draws: e-lottery fast, lottery daily. */
export function scheduleOf(name: string, category: 'LOTT' | 'ELOTT'): Schedule {
  return SCHEDULES[name] ?? (category === 'ELOTT' ? fast(300) : daily(13, 15));
}

export interface LotteryGame {
  gameCode: string;
  nodeId: number;
  name: string;
  iconUrl: string;
  category: 'LOTT' | 'ELOTT';
  schedule: Schedule;
}

const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

function toGame(row: { game_code: string; node_id: number; name: string; icon_url: string; category: string }): LotteryGame {
  const category = row.category === 'ELOTT' ? 'ELOTT' : 'LOTT';
  return { gameCode: row.game_code, nodeId: row.node_id, name: row.name, iconUrl: row.icon_url, category, schedule: scheduleOf(row.name, category) };
}

/**
 * Every lottery game in the operator's order (LOTT first, then ELOTT). Read from the games table
 * each time, never from the catalogue cache: the job and the money calls must see the rows.
 */
export async function lotteryGames(db: Executor, category?: 'LOTT' | 'ELOTT'): Promise<LotteryGame[]> {
  const rows = await db
    .selectFrom('games')
    .select(['game_code', 'node_id', 'name', 'icon_url', 'category'])
    .where('category', 'in', category ? [category] : [...LOTTERY_CATEGORIES])
    .orderBy('category', 'desc')
    .orderBy('sort')
    .orderBy('node_id')
    .execute();
  return rows.map(toGame);
}

/** The lottery game with this code; undefined when there is none (or it is not a lottery game). */
export async function lotteryGame(db: Executor, gameCode: string): Promise<LotteryGame | undefined> {
  const row = await db
    .selectFrom('games')
    .select(['game_code', 'node_id', 'name', 'icon_url', 'category'])
    .where('game_code', '=', gameCode)
    .where('category', 'in', [...LOTTERY_CATEGORIES])
    .orderBy('node_id')
    .executeTakeFirst();
  return row ? toGame(row) : undefined;
}
