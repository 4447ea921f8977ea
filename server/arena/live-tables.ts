/**
 * The live-model list (SPEC §7): every live table with its dealer and limits, how many members
 * played it in the last 15 minutes and its road (the latest baccarat results), all read from
 * `bets` at the time of asking; nothing about play is stored on the table. A display: whoever
 * placed a wager counts as at the table, unless it was cancelled (void).
 */
import type { LiveTable, LiveTableList, RoadMark } from '../../src/api/arena-wire';
import type { Db } from '../db/connection';
import type { Outcome } from '../play/outcomes';
import { VOID } from '../records/settled-stakes';
import { dealerImageUrl } from '../seed/media-urls';

/** Who counts as at the table: a bet within this window. */
export const PLAYERS_WINDOW_MS = 15 * 60_000;
/** How many results the road shows. */
export const ROAD_LENGTH = 12;
/** Only baccarat tables keep a road (the demo deals baccarat; other classifications show none). */
const ROAD_CLASSIFY = 'BACCARAT';

const MARKS: Record<string, RoadMark> = { player: 'P', banker: 'B', tie: 'T' };
const units = (cents: number | string) => Number(cents) / 100;

async function playersByNode(db: Db, nodeIds: number[], now: Date): Promise<Map<number, number>> {
  if (!nodeIds.length) return new Map();
  const rows = await db
    .selectFrom('bets')
    .select((eb) => ['node_id', eb.fn.count<number>('member_id').distinct().as('players')])
    .where('node_id', 'in', nodeIds)
    .where('status', '!=', VOID)
    .where('created_at', '>=', new Date(now.getTime() - PLAYERS_WINDOW_MS).toISOString())
    .where('created_at', '<=', now.toISOString())
    .groupBy('node_id')
    .execute();
  return new Map(rows.map((r) => [r.node_id, Number(r.players)]));
}

/** The node's latest baccarat results, oldest first. */
async function roadOf(db: Db, nodeId: number, now: Date): Promise<RoadMark[]> {
  const rows = await db
    .selectFrom('bets')
    .select('outcome')
    .where('node_id', '=', nodeId)
    .where('status', '=', 'settled')
    .where('created_at', '<=', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ROAD_LENGTH)
    .execute();
  const marks: RoadMark[] = [];
  for (const row of rows) {
    const outcome = JSON.parse(row.outcome) as Outcome;
    const mark = outcome.kind === 'baccarat' ? MARKS[outcome.result] : undefined;
    if (mark) marks.push(mark);
  }
  return marks.reverse();
}

export async function liveTables(db: Db, vendor: string | undefined, now = new Date()): Promise<LiveTableList> {
  let query = db
    .selectFrom('live_tables as t')
    .innerJoin('games as g', 'g.node_id', 't.node_id')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['t.room_id', 't.node_id', 't.dealer_name', 't.dealer_seed', 't.min_bet_cents', 't.max_bet_cents', 'g.name', 'g.vendor_code', 'g.classify', 'v.display_name'])
    .where('g.category', '=', 'LIVE');
  if (vendor) query = query.where('g.vendor_code', '=', vendor.toUpperCase());
  const rows = await query.orderBy('v.sort').orderBy('g.sort').orderBy('t.node_id').execute();
  const players = await playersByNode(db, rows.map((r) => r.node_id), now);
  const list: LiveTable[] = [];
  for (const r of rows) {
    list.push({
      roomId: r.room_id,
      nodeId: r.node_id,
      gameName: r.name,
      vendor: r.vendor_code,
      vendorName: r.display_name,
      gameClassify: r.classify,
      dealer: { name: r.dealer_name, pictureUrl: dealerImageUrl(r.dealer_seed) },
      minBet: units(r.min_bet_cents),
      maxBet: units(r.max_bet_cents),
      players: players.get(r.node_id) ?? 0,
      road: r.classify === ROAD_CLASSIFY ? await roadOf(db, r.node_id, now) : [],
    });
  }
  return { asOf: now.toISOString(), list };
}
