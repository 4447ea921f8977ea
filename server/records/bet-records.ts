/**
 * A member's bet records (SPEC §2 /m/gameRecord): their real rounds (table `bets`, written by
 * server/records/bets.ts) with the game's name, vendor and type, newest first. The totals are
 * summed by SQL over the whole filtered range, so they hold whatever page the member is on.
 * Days are UTC days, both ends inclusive.
 */
import type { BetFilterOptions, BetRecord, BetRecordPage, OutcomeSummary } from '../../src/api/records-wire';
import { GAME_CATEGORIES } from '../../src/api/catalogue-wire';
import type { Db } from '../db/connection';
import type { Outcome } from '../play/outcomes';
import { VOID } from './settled-stakes';

export interface BetRecordQuery {
  from?: string;
  to?: string;
  gameType?: string;
  vendor?: string;
  pageNo: number;
  pageSize: number;
}

const units = (cents: number | string | null | undefined) => Number(cents ?? 0) / 100;

/** The first instant after the UTC day `day`. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

function filtered(db: Db, memberId: number, query: BetRecordQuery) {
  let q = db.selectFrom('bets as b').innerJoin('games as g', 'g.node_id', 'b.node_id').where('b.member_id', '=', memberId);
  if (query.from) q = q.where('b.created_at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) q = q.where('b.created_at', '<', dayAfter(query.to));
  if (query.gameType) q = q.where('g.category', '=', query.gameType.toUpperCase());
  if (query.vendor) q = q.where('g.vendor_code', '=', query.vendor.toUpperCase());
  return q;
}

/** The outcome JSON the round stored, cut down to what one line of the list shows. */
export function summarise(outcomeJson: string): OutcomeSummary {
  const outcome = JSON.parse(outcomeJson) as Outcome | Extract<OutcomeSummary, { kind: 'lottery' | 'sports' }>;
  // Lottery suborders and sports bets store their summary itself.
  if (outcome.kind === 'lottery' || outcome.kind === 'sports') return outcome;
  if (outcome.kind === 'baccarat') {
    return { kind: 'baccarat', pick: outcome.pick, result: outcome.result, playerPoints: outcome.playerPoints, bankerPoints: outcome.bankerPoints };
  }
  if (outcome.kind === 'pick') return { kind: 'pick', pick: outcome.pick, result: outcome.result };
  if (outcome.kind === 'fishing') return { kind: 'fishing', target: outcome.target, hit: outcome.hit, multiplier: outcome.multiplier };
  return { kind: 'slots', winningLines: outcome.wins.length };
}

/** The game types and vendors the member has bets in, whatever the other filters say. */
async function filterOptions(db: Db, memberId: number): Promise<BetFilterOptions> {
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('games as g', 'g.node_id', 'b.node_id')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.category', 'v.code', 'v.display_name', 'v.sort'])
    .where('b.member_id', '=', memberId)
    .groupBy(['g.category', 'v.code', 'v.display_name', 'v.sort'])
    .execute();
  const order = (type: string) => {
    const at = (GAME_CATEGORIES as readonly string[]).indexOf(type);
    return at < 0 ? GAME_CATEGORIES.length : at;
  };
  const gameTypes = [...new Set(rows.map((r) => r.category))].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const vendors = new Map<string, { code: string; name: string; sort: number }>();
  for (const r of rows) vendors.set(r.code, { code: r.code, name: r.display_name, sort: r.sort });
  return {
    gameTypes,
    vendors: [...vendors.values()].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code)).map(({ code, name }) => ({ code, name })),
  };
}

export async function betRecords(db: Db, memberId: number, query: BetRecordQuery): Promise<BetRecordPage> {
  // An open bet's stake is spent, so it counts in the stake total; its outcome is not known yet,
  // so the net counts settled bets only (an open bet is not a loss until it is settled). A void
  // bet is listed (as cancelled) but was refunded: it is in no total.
  const totals = await filtered(db, memberId, query)
    .select((eb) => [
      eb.fn.countAll<number>().as('listed'),
      eb.fn.sum<number>(eb.case().when('b.status', '!=', VOID).then(1).else(0).end()).as('n'),
      eb.fn.sum<number>(eb.case().when('b.status', '!=', VOID).then(eb.ref('b.stake_cents')).else(0).end()).as('stake'),
      eb.fn.sum<number>('b.payout_cents').as('win'),
      eb.fn.sum<number>(eb.case().when('b.status', '=', 'settled').then(eb.ref('b.stake_cents')).else(0).end()).as('settledStake'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, memberId, query)
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['b.id', 'b.round_id', 'b.node_id', 'b.stake_cents', 'b.payout_cents', 'b.outcome', 'b.created_at', 'b.status', 'g.name', 'g.vendor_code', 'g.category', 'v.display_name'])
    // id breaks ties between rounds of the same millisecond: newest first, a stable order for paging.
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();

  const list: BetRecord[] = rows.map((r) => ({
    id: Number(r.id),
    roundId: r.round_id,
    nodeId: r.node_id,
    gameName: r.name,
    vendor: r.vendor_code,
    vendorName: r.display_name,
    gameType: r.category,
    stake: units(r.stake_cents),
    win: units(r.payout_cents),
    // A void bet was refunded: it neither won nor lost.
    net: r.status === VOID ? 0 : units(Number(r.payout_cents) - Number(r.stake_cents)),
    createdAt: r.created_at,
    status: r.status,
    outcome: summarise(r.outcome),
  }));
  const [stake, win, settledStake] = [Number(totals.stake ?? 0), Number(totals.win ?? 0), Number(totals.settledStake ?? 0)];
  return {
    list,
    total: Number(totals.listed),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totals: { count: Number(totals.n ?? 0), stake: units(stake), win: units(win), net: units(win - settledStake) },
    filters: await filterOptions(db, memberId),
  };
}
