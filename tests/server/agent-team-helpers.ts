/** Shared by the agent team tests: seeded members by account, signed in, and calls with a token. */
import { issueSession } from '../../server/access/auth';
import type { KpiCents } from '../../server/agent/kpi';
import type { Envelope } from '../../src/api/envelope';
import { beforeAll } from 'vitest';
import { late, serverForFile, type Answer, type TestServer } from './helpers';

export function agentClient(server: TestServer) {
  const request = server.call;
  async function memberId(account: string): Promise<number> {
    const row = await server.db.selectFrom('members').select('id').where('account_key', '=', account.toLowerCase()).executeTakeFirstOrThrow();
    return Number(row.id);
  }
  return {
    request,
    memberId,
    /** A seeded member's id and a fresh token. */
    async signIn(account: string) {
      const id = await memberId(account);
      return { id, token: await issueSession(server.db, id, 1) };
    },
    get: <T>(path: string, token?: string) => request<T>(path, { headers: token ? { Authorization: token } : {} }),
    /** JSON body, the token and an Idempotency-Key (none when key is null). */
    post: <T>(path: string, token: string | undefined, body: unknown, key: string | null = crypto.randomUUID()) =>
      server.post<T>(path, body, token, key ? { 'Idempotency-Key': key } : {}),
  };
}

export const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);

/** The value of an answer that must have succeeded. */
export function valueOf<T>(answer: Pick<Answer<T>, 'status' | 'body'>): T {
  if (!answer.body.success) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

/** The UTC day `days` before today (0 = today). */
export const dayBefore = (days: number, now = new Date()) => new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** [from 00:00, the day after `to` 00:00): the period's instants. */
export const periodIso = (from: string, to: string) => ({ fromIso: `${from}T00:00:00.000Z`, toIso: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() });


/**
 * The KPI worked out in the test from plain rows, walking upline_id in memory rather than joining
 * member_tree as the server does: per level (1, 2, 3 = C and below) and for the team, in cents.
 */
export async function kpiFromRows(server: TestServer, agentId: number, from: string, to: string) {
  const { fromIso, toIso } = periodIso(from, to);
  const members = await server.db.selectFrom('members').select(['id', 'upline_id', 'rebate_bp', 'created_at']).execute();
  const byId = new Map(members.map((m) => [Number(m.id), m]));
  const agentBp = Number(byId.get(agentId)!.rebate_bp);
  // depth and direct downline for each member of the team
  const place = new Map<number, { depth: number; direct: number }>();
  for (const m of members) {
    let depth = 0;
    let cur: (typeof members)[number] | undefined = m;
    while (cur && cur.upline_id !== null) {
      depth += 1;
      // The chain's last step below the agent is the direct downline the member's bets count under.
      if (cur.upline_id === agentId) {
        place.set(Number(m.id), { depth, direct: Number(cur.id) });
        break;
      }
      cur = byId.get(cur.upline_id);
    }
  }
  const level = (id: number) => Math.min(3, place.get(id)!.depth);
  const empty = (): KpiCents => ({ members: 0, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, turnover: 0, payout: 0, commission: 0 });
  const levels = new Map([1, 2, 3].map((l) => [l, empty()]));
  for (const id of place.keys()) {
    const m = byId.get(id)!;
    if (m.created_at < toIso) levels.get(level(id))!.members += 1;
    if (m.created_at >= fromIso && m.created_at < toIso) levels.get(level(id))!.newMembers += 1;
  }
  const bets = await server.db.selectFrom('bets').selectAll().where('created_at', '>=', fromIso).where('created_at', '<', toIso).execute();
  const active = new Set<number>();
  const turnoverByDirectLevel = new Map<string, number>();
  for (const b of bets) {
    if (!place.has(b.member_id)) continue;
    const l = levels.get(level(b.member_id))!;
    l.turnover += Number(b.stake_cents);
    l.payout += Number(b.payout_cents);
    if (!active.has(b.member_id)) {
      active.add(b.member_id);
      l.activeMembers += 1;
    }
    const key = `${place.get(b.member_id)!.direct}:${level(b.member_id)}`;
    turnoverByDirectLevel.set(key, (turnoverByDirectLevel.get(key) ?? 0) + Number(b.stake_cents));
  }
  for (const [key, turnover] of turnoverByDirectLevel) {
    const [direct, lvl] = key.split(':').map(Number) as [number, number];
    levels.get(lvl)!.commission += Math.floor((turnover * Math.max(0, agentBp - Number(byId.get(direct)!.rebate_bp))) / 10_000);
  }
  const deposits = await server.db.selectFrom('deposit_orders').selectAll().where('state', '=', 'paid').execute();
  for (const d of deposits) if (place.has(d.member_id) && d.decided_at! >= fromIso && d.decided_at! < toIso) levels.get(level(d.member_id))!.deposits += Number(d.amount_cents);
  const withdrawals = await server.db.selectFrom('withdrawals').selectAll().where('state', '=', 'approved').execute();
  for (const w of withdrawals) if (place.has(w.member_id) && w.decided_at! >= fromIso && w.decided_at! < toIso) levels.get(level(w.member_id))!.withdrawals += Number(w.amount_cents);

  const team = empty();
  for (const l of levels.values()) for (const k of Object.keys(team) as (keyof KpiCents)[]) team[k] += l[k];
  return { levels, team, teamSize: place.size, agentBp, place };
}

/** Cents figures as the wire carries them (units; winLoss = payout − turnover). */
export const wireFigures = (c: KpiCents) => ({
  members: c.members,
  newMembers: c.newMembers,
  activeMembers: c.activeMembers,
  deposits: c.deposits / 100,
  withdrawals: c.withdrawals / 100,
  turnover: c.turnover / 100,
  winLoss: (c.payout - c.turnover) / 100,
  commission: c.commission / 100,
});

/**
 * The file's test server, the agent client and the seeded agent signed in (then `prepare`, e.g.
 * funding), in place of the same let / beforeAll / afterAll in each agent test file.
 */
export function agentForFile(prepare?: (server: TestServer, agent: { id: number; token: string }) => Promise<unknown>) {
  const { server, client: api } = serverForFile(agentClient);
  let agent: { id: number; token: string } | undefined;
  beforeAll(async () => {
    agent = await api.signIn('agent');
    await prepare?.(server, agent);
  });
  return { server, api, agent: late(() => agent, 'The signed-in agent') };
}
