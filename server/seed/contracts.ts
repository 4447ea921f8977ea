/**
 * The demo team's contracts (agent programme), written after the team (server/seed/team.ts):
 * - the site → agent: a salary, an hourly salary and a dividend at the site's cap or below, granted
 *   as the demo is set up (`now`): an agent gives only what it holds. Granted now rather than in
 *   the past so the seed pays `agent` nothing and its balance stays the documented one; from the
 *   next settled period on, `agent` is paid what its team earns less what its subagents earn;
 * - agent → subagent: daily salary, proposed 20 days before `now` and accepted at the start of the
 *   next UTC day, so its 19 completed days are settled;
 * - agent → subagent: hourly salary, pending (subagent's home shows the contract alert);
 * - agent → subagent2: dividend, accepted 40 days before `now`, its completed half months settled.
 * Nothing waits for subagent's answer on salary or dividend: a demo can propose one.
 *
 * The payments are not written here: the real settlement runs for each past midnight since the
 * first acceptance, as the job would have, so every amount comes from the team's seeded bets and
 * goes through the ledger. Written only when `agent`'s downlines exist and `agent` has offered no
 * contract yet: contracts are user data.
 */
import type { Kysely } from 'kysely';
import type { ContractKind, LobbyDatabase } from '../db/schema';
import { settle } from '../agent/settlement';
import type { StoredTier } from '../agent/contract-wire';
import { accountKey } from '../member/members';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Tiers fitted to the seeded team's play (a day: 100–400 units by 3–10 players; a half month:
 * 2,000–3,000 units by 25–30), so the days meet different tiers; every rate within what the site
 * granted `agent`, and that within the site's caps at the default share (agent-caps.ts).
 */
const SALARY_TIERS: StoredTier[] = [
  { minTurnoverCents: 10_000, minActive: 1, rateBp: 30 },
  { minTurnoverCents: 20_000, minActive: 5, rateBp: 50 },
  { minTurnoverCents: 30_000, minActive: 8, rateBp: 70 },
];
const HOURLY_TIERS: StoredTier[] = [
  { minTurnoverCents: 2_000, minActive: 1, rateBp: 20 },
  { minTurnoverCents: 10_000, minActive: 3, rateBp: 30 },
];
const DIVIDEND_TIERS: StoredTier[] = [
  { minTurnoverCents: 0, minActive: 1, rateBp: 500 },
  { minTurnoverCents: 100_000, minActive: 10, rateBp: 1_000 },
  { minTurnoverCents: 500_000, minActive: 20, rateBp: 1_500 },
];
/** What the site grants `agent`: one tier per kind, at least its subagents' top rates. */
export const SITE_GRANTS: Record<ContractKind, StoredTier[]> = {
  salary: [{ minTurnoverCents: 0, minActive: 1, rateBp: 75 }],
  hourly: [{ minTurnoverCents: 0, minActive: 1, rateBp: 35 }],
  dividend: [{ minTurnoverCents: 0, minActive: 1, rateBp: 1_500 }],
};

interface SeedContract {
  kind: ContractKind;
  downline: string;
  tiers: StoredTier[];
  proposedAt: Date;
  /** Null: still pending. */
  decidedAt: Date | null;
}

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

export function plannedContracts(now: Date): SeedContract[] {
  const today = startOfDay(now);
  return [
    { kind: 'salary', downline: 'subagent', tiers: SALARY_TIERS, proposedAt: new Date(now.getTime() - 20 * DAY_MS), decidedAt: new Date(today.getTime() - 19 * DAY_MS) },
    { kind: 'hourly', downline: 'subagent', tiers: HOURLY_TIERS, proposedAt: new Date(now.getTime() - 2 * HOUR_MS), decidedAt: null },
    { kind: 'dividend', downline: 'subagent2', tiers: DIVIDEND_TIERS, proposedAt: new Date(now.getTime() - 41 * DAY_MS), decidedAt: new Date(now.getTime() - 40 * DAY_MS) },
  ];
}

export async function writeContractSeedIfAbsent(db: Kysely<LobbyDatabase>, now: Date = new Date()): Promise<void> {
  const accounts = ['agent', 'subagent', 'subagent2'].map(accountKey);
  const rows = await db.selectFrom('members').select(['id', 'account_key']).where('account_key', 'in', accounts).execute();
  const ids = new Map(rows.map((r) => [r.account_key, Number(r.id)]));
  const agentId = ids.get('agent');
  if (agentId === undefined || rows.length < accounts.length) return;
  const offered = await db.selectFrom('agent_contracts').select('id').where('upline_id', '=', agentId).executeTakeFirst();
  if (offered) return;

  const planned = plannedContracts(now);
  const granted = now.toISOString();
  await db
    .insertInto('agent_contracts')
    .values(
      (Object.keys(SITE_GRANTS) as ContractKind[]).map((kind) => ({
        kind,
        upline_id: null,
        downline_id: agentId,
        state: 'active' as const,
        tiers: JSON.stringify(SITE_GRANTS[kind]),
        proposed_at: granted,
        decided_at: granted,
        ended_at: null,
      })),
    )
    .execute();
  await db
    .insertInto('agent_contracts')
    .values(
      planned.map((c) => ({
        kind: c.kind,
        upline_id: agentId,
        downline_id: ids.get(accountKey(c.downline))!,
        state: c.decidedAt ? ('active' as const) : ('pending' as const),
        tiers: JSON.stringify(c.tiers),
        proposed_at: c.proposedAt.toISOString(),
        decided_at: c.decidedAt?.toISOString() ?? null,
        ended_at: null,
      })),
    )
    .execute();

  // Each midnight since the first acceptance, oldest first, as the job would have run.
  const first = Math.min(...planned.flatMap((c) => (c.decidedAt ? [c.decidedAt.getTime()] : [])));
  for (let at = startOfDay(new Date(first)).getTime() + DAY_MS; at <= now.getTime(); at += DAY_MS) {
    await settle(db, new Date(at), now);
  }
}
