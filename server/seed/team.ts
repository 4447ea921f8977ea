/**
 * The demo agent's team (agent programme, server/seed/team-plan.ts): 204 members over three
 * levels under `agent`, with their tree rows, rates, quotas and links, and 60 days of deposits,
 * bets and withdrawals before `now`, every cent through ledger transfers under the keys live
 * calls use (deposit:<order>, bet:/win:<round>, withdraw holds), so every agent figure is computed
 * from rows. `subagent` (password sub12345) opens with 5,000.00 in its wallet to play with.
 *
 * Fast because it runs in every server test's setup: rows go in batches and the ledger's history
 * in bulk (server/ledger/bulk.ts) with correct running balances. Written only when `agent` exists
 * and `subagent` does not: the team is user data, like the accounts.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LobbyDatabase, NewRow } from '../db/schema';
import { ACCOUNTS, writeTransfersInBulk, type BulkTransfer } from '../ledger';
import { hashPassword } from '../lib/password';
import { depositKey } from '../deposit/deposits-settle';
import { accountKey } from '../member/members';
import { BATCH_ROWS, insertAll } from './insert-rows';
import { drawTeamActivity, type ActiveMember, type TeamActivitySeed, type TeamGame } from './team-activity';
import { planTeam, quotasFor, ROOT_ACCOUNT, ROOT_RATE_BP, SUBAGENT, TEAM_LINKS, type PlannedMember } from './team-plan';

const HOUR_MS = 3_600_000;
export const SUBAGENT_OPENING_CENTS = 500_000;
/** The game types the rounds are spread over, and how many games of each. */
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS'];
const GAMES_PER_TYPE = 3;

type Db = Kysely<LobbyDatabase>;

// The same salt derivation as the demo accounts' (server/seed/accounts.ts): reproducible hashes.
const seedSalt = (key: string) => createHash('sha256').update(`lobby-seed:${key}`).digest().subarray(0, 16);

export async function writeTeamSeedIfAbsent(db: Db, now: Date = new Date()): Promise<void> {
  const root = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(ROOT_ACCOUNT)).executeTakeFirst();
  if (!root) return;
  const present = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(SUBAGENT.account)).executeTakeFirst();
  if (present) return;

  const plan = planTeam();
  const joinedAt = (m: PlannedMember) => new Date(now.getTime() - m.joinedHoursAgo * HOUR_MS);
  await db.updateTable('members').set({ rebate_bp: ROOT_RATE_BP }).where('id', '=', root.id).execute();

  const subagentHash = await hashPassword(SUBAGENT.password, seedSalt(accountKey(SUBAGENT.account)));
  await insertAll(
    db,
    'members',
    plan.map((m) => ({
      account: m.account,
      account_key: accountKey(m.account),
      password_hash: m.account === SUBAGENT.account ? subagentHash : null,
      type: m.type,
      nickname: m.nickname,
      club_label: '',
      mobile: null,
      email: null,
      country_dialing_code: null,
      created_at: joinedAt(m).toISOString(),
      register_method: 'H5',
      affiliate_code: m.affiliateCode,
      rebate_bp: m.rateBp,
    })),
  );
  const ids = await idsByAccount(db, [ROOT_ACCOUNT, ...plan.map((m) => m.account)]);
  const id = (account: string) => ids.get(accountKey(account))!;
  await db.updateTable('members').set({ upline_id: root.id }).where('upline_id', 'is', null).where('id', 'in', plan.filter((m) => m.level === 1).map((m) => id(m.account))).execute();
  for (const upline of new Set(plan.filter((m) => m.level > 1).map((m) => m.uplineAccount))) {
    const below = plan.filter((m) => m.uplineAccount === upline).map((m) => id(m.account));
    await db.updateTable('members').set({ upline_id: id(upline) }).where('id', 'in', below).execute();
  }
  await insertAll(db, 'member_tree', await treeRows(db, root.id, plan, id));

  const agents = [{ account: ROOT_ACCOUNT, rateBp: ROOT_RATE_BP }, ...plan.filter((m) => m.type !== 0)];
  await insertAll(
    db,
    'agent_quotas',
    agents.flatMap((a) => quotasFor(a.account, a.rateBp).map((q) => ({ agent_id: id(a.account), min_bp: q.minBp, quota: q.quota }))),
  );
  await insertAll(
    db,
    'agent_links',
    TEAM_LINKS.map((l) => ({
      agent_id: id(l.agentAccount),
      code: l.code,
      code_key: l.code.toLowerCase(),
      rebate_bp: l.rateBp,
      member_type: l.type,
      created_at: new Date(now.getTime() - l.createdHoursAgo * HOUR_MS).toISOString(),
    })),
  );

  // Every member's wallet exists from joining, as registration makes it.
  await insertAll(
    db,
    'ledger_accounts',
    plan.map((m) => {
      const ref = ACCOUNTS.wallet(id(m.account));
      return { code: ref.code, kind: ref.kind, member_id: ref.memberId, no_overdraft: 1, balance_cents: 0, created_at: joinedAt(m).toISOString() };
    }),
  );

  const members: ActiveMember[] = plan.map((m) => ({
    id: id(m.account),
    account: m.account,
    joinedAt: joinedAt(m),
    openingCents: m.account === SUBAGENT.account ? SUBAGENT_OPENING_CENTS : 0,
  }));
  const activity = drawTeamActivity(members, await teamGames(db), now);
  const transfers = [...openings(members), ...(await writeActivityRows(db, activity))];
  transfers.sort((a, b) => a.at.getTime() - b.at.getTime());
  await writeTransfersInBulk(db, transfers);
}

async function idsByAccount(db: Db, accounts: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('members').select(['id', 'account_key']).where('account_key', 'in', accounts.map(accountKey)).execute();
  return new Map(rows.map((r) => [r.account_key, Number(r.id)]));
}

/** The closure rows: each member under its upline at depth 1 and under each of the upline's ancestors one deeper. */
async function treeRows(db: Db, rootId: number, plan: readonly PlannedMember[], id: (account: string) => number) {
  const above = new Map<number, { ancestor: number; depth: number }[]>();
  const rootAncestors = await db.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('member_id', '=', rootId).execute();
  above.set(
    rootId,
    rootAncestors.map((r) => ({ ancestor: Number(r.ancestor_id), depth: Number(r.depth) })),
  );
  const rows: NewRow<'member_tree'>[] = [];
  // The plan lists every upline before its downlines.
  for (const m of plan) {
    const upline = id(m.uplineAccount);
    const chain = [{ ancestor: upline, depth: 1 }, ...above.get(upline)!.map((a) => ({ ancestor: a.ancestor, depth: a.depth + 1 }))];
    above.set(id(m.account), chain);
    for (const a of chain) rows.push({ ancestor_id: a.ancestor, member_id: id(m.account), depth: a.depth });
  }
  return rows;
}

/** A few games of each type from vendors whose games play from the main wallet. */
async function teamGames(db: Db): Promise<TeamGame[]> {
  const rows = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
    .select(['games.node_id', 'games.category'])
    .where('games.category', 'in', GAME_TYPES)
    .where('vendors.own_wallet', '=', 0)
    .orderBy('games.node_id')
    .execute();
  return GAME_TYPES.flatMap((type) =>
    rows
      .filter((r) => r.category === type)
      .slice(0, GAMES_PER_TYPE)
      .map((r) => ({ nodeId: r.node_id, category: r.category })),
  );
}

function openings(members: readonly ActiveMember[]): BulkTransfer[] {
  return members
    .filter((m) => m.openingCents > 0)
    .map((m) => ({ key: `opening:${m.id}`, debit: ACCOUNTS.opening, credit: ACCOUNTS.wallet(m.id), amountCents: m.openingCents, kind: 'opening', at: m.joinedAt }));
}

/** The orders, cards, withdrawals and bets; the transfers that move their money. */
async function writeActivityRows(db: Db, activity: TeamActivitySeed): Promise<BulkTransfer[]> {
  const transfers: BulkTransfer[] = [];
  const memberIds = [...new Set(activity.deposits.map((d) => d.memberId))];

  await insertAll(
    db,
    'deposit_orders',
    activity.deposits.map((d) => ({
      member_id: d.memberId,
      method_code: d.method,
      amount_cents: d.amountCents,
      promotion_id: null,
      bonus_cents: 0,
      state: 'paid' as const,
      idempotency_key: d.key,
      gateway_token: null,
      receipt_upload_id: null,
      created_at: d.createdAt.toISOString(),
      expires_at: null,
      decided_at: d.decidedAt.toISOString(),
      note: '',
    })),
  );
  const orders = new Map<string, number>();
  for (let i = 0; i < memberIds.length; i += BATCH_ROWS) {
    const rows = await db
      .selectFrom('deposit_orders')
      .select(['id', 'member_id', 'idempotency_key'])
      .where('member_id', 'in', memberIds.slice(i, i + BATCH_ROWS))
      .execute();
    for (const r of rows) orders.set(`${r.member_id}:${r.idempotency_key}`, Number(r.id));
  }
  for (const d of activity.deposits) {
    const orderId = orders.get(`${d.memberId}:${d.key}`)!;
    transfers.push({
      key: depositKey(orderId),
      debit: ACCOUNTS.depositClearing(d.method),
      credit: ACCOUNTS.wallet(d.memberId),
      amountCents: d.amountCents,
      kind: 'deposit',
      reference: depositKey(orderId),
      at: d.decidedAt,
    });
  }

  transfers.push(...(await writeWithdrawals(db, activity)));

  await insertAll(
    db,
    'bets',
    activity.bets.map((b) => ({
      member_id: b.memberId,
      node_id: b.nodeId,
      round_id: b.roundId,
      stake_cents: b.stakeCents,
      payout_cents: b.payoutCents,
      outcome: b.outcome,
      created_at: b.at.toISOString(),
    })),
  );
  for (const b of activity.bets) {
    const reference = `bet:${b.roundId}`;
    const wallet = ACCOUNTS.wallet(b.memberId);
    transfers.push({ key: `bet:${b.roundId}`, debit: wallet, credit: ACCOUNTS.house, amountCents: b.stakeCents, kind: 'bet', reference, at: b.at });
    if (b.payoutCents > 0) transfers.push({ key: `win:${b.roundId}`, debit: ACCOUNTS.house, credit: wallet, amountCents: b.payoutCents, kind: 'win', reference, at: b.at });
  }
  return transfers;
}

/** One bank card per withdrawing member, its approved withdrawals: held at the request, paid out at the decision. */
async function writeWithdrawals(db: Db, activity: TeamActivitySeed): Promise<BulkTransfer[]> {
  const memberIds = [...new Set(activity.withdrawals.map((w) => w.memberId))];
  if (!memberIds.length) return [];
  const firstAt = new Map<number, Date>();
  for (const w of activity.withdrawals) if (!firstAt.has(w.memberId)) firstAt.set(w.memberId, w.createdAt);
  await insertAll(
    db,
    'bank_cards',
    memberIds.map((memberId) => ({
      member_id: memberId,
      bank_code: 'DBBL',
      holder_name: 'Team Member',
      card_number: `4000${String(memberId).padStart(12, '0')}`,
      is_default: 1,
      created_at: new Date(firstAt.get(memberId)!.getTime() - HOUR_MS).toISOString(),
      deleted_at: null,
    })),
  );
  const cards = new Map((await db.selectFrom('bank_cards').select(['id', 'member_id']).where('member_id', 'in', memberIds).execute()).map((r) => [Number(r.member_id), Number(r.id)]));
  await insertAll(
    db,
    'withdrawals',
    activity.withdrawals.map((w) => ({
      member_id: w.memberId,
      amount_cents: w.amountCents,
      bank_card_id: cards.get(w.memberId)!,
      state: 'approved' as const,
      hold_key: w.holdKey,
      created_at: w.createdAt.toISOString(),
      decided_at: w.decidedAt.toISOString(),
      note: null,
    })),
  );
  const ids = new Map(
    (await db.selectFrom('withdrawals').select(['id', 'hold_key']).where('member_id', 'in', memberIds).execute()).map((r) => [r.hold_key, Number(r.id)]),
  );
  return activity.withdrawals.flatMap((w) => {
    const reference = `withdrawal:${ids.get(w.holdKey)!}`;
    const hold = ACCOUNTS.hold(w.memberId);
    return [
      { key: w.holdKey, debit: ACCOUNTS.wallet(w.memberId), credit: hold, amountCents: w.amountCents, kind: 'withdraw_hold', reference, at: w.createdAt },
      {
        key: `${w.holdKey}:post`,
        debit: hold,
        credit: ACCOUNTS.payoutClearing,
        amountCents: w.amountCents,
        kind: 'withdraw_post',
        memberId: w.memberId,
        reference,
        pendingKey: w.holdKey,
        at: w.decidedAt,
      },
    ];
  });
}
