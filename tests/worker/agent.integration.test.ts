/**
 * The worker's `agent` area against the real reference server (temp SQLite with the seeded team,
 * real HTTP listener): reads answer values, refusals come back as values with their codes (they
 * cross to the page by structured clone), the transfer moves money once per key and reads the
 * header's balance again, and a non-agent is told so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, balanceOf } from '../../server/ledger';
import { ERROR_CODE } from '../../src/api/error-codes';
import { db } from '../../src/db/db';
import { agent } from '../../worker/agent';
import { member } from '../../worker/member';
import { session } from '../../worker/session';
import { startListeningServer, type ListeningServer } from '../server/helpers';

let server: ListeningServer;

beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  session.configure({ baseUrl: server.base, merchant: 'DEMO', language: 'en', token: null });
});

async function signIn(account: string): Promise<string> {
  return session.signIn(await server.login(account));
}

const idOf = async (account: string) => Number((await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id);

describe('worker agent area against the reference server', () => {
  it('without a session, says so without asking the server', async () => {
    expect(await agent.kpi()).toEqual({ ok: false, code: ERROR_CODE.notLoggedIn, status: 401, transient: false });
  });

  it('reads the KPI, a page of the team, a member report, the quota and the links', async () => {
    await signIn('agent');
    const kpi = await agent.kpi({ from: '2026-01-01', to: '2026-01-07' });
    expect(kpi.ok && kpi.value).toMatchObject({ from: '2026-01-01', to: '2026-01-07', rebateRate: 2 });
    const page = await agent.downlines({ search: 'team_a0', level: 1, pageNo: 1, pageSize: 5 });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.value.list).toHaveLength(5);
    expect(page.value.list.every((d) => d.account.startsWith('team_a0') && d.level === 1)).toBe(true);
    const report = await agent.report(page.value.list[0]!.memberId);
    expect(report.ok && report.value.member.account).toBe(page.value.list[0]!.account);
    const quota = await agent.quota();
    expect(quota.ok && quota.value.tiers.map((t) => t.minRate)).toEqual([1.5, 1.8, 1.9]);
    const links = await agent.links();
    expect(links.ok && links.value.links.map((l) => l.code).sort()).toEqual(['AGT100', 'AGT150']);
  });

  it('answers a refusal as a value with its code, status and the facts it carries', async () => {
    await signIn('agent');
    const above = await agent.setRebate({ memberId: await idOf('team_a03'), rebateRate: 2.5 }, crypto.randomUUID());
    // The agent's own rate is the most it may give: the refusal says how much that is.
    expect(above).toEqual({ ok: false, code: ERROR_CODE.rebateAboveOwn, status: 422, transient: false, value: { max: 2 } });
    const foreign = await agent.transfer({ memberId: await idOf('demo'), amount: 1 }, crypto.randomUUID());
    expect(foreign).toMatchObject({ ok: false, code: ERROR_CODE.notYourDownline, transient: false });
  });

  it('transfers once per key and reads the header balance again', async () => {
    const userKey = await signIn('agent');
    await member.refresh();
    const start = (await db.member.get(userKey))!.sumBalance!;
    const target = await idOf('team_a04');
    const targetBefore = await balanceOf(server.db, ACCOUNTS.wallet(target));
    const key = crypto.randomUUID();

    const first = await agent.transfer({ memberId: target, amount: 2.5 }, key);
    expect(first.ok && first.value).toMatchObject({ transfer: { memberId: target, account: 'team_a04', amount: 2.5 }, balance: start - 2.5 });
    expect((await db.member.get(userKey))!.sumBalance).toBeCloseTo(start - 2.5, 2);
    // The same key again (an answer lost on the way): the first transfer's answer, no money moved.
    const again = await agent.transfer({ memberId: target, amount: 2.5 }, key);
    expect(again.ok && first.ok && again.value.transfer.id).toBe(first.ok && first.value.transfer.id);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(target))).toBe(targetBefore + 250);
  });

  it('tells a member who is not an agent', async () => {
    await signIn('demo');
    expect(await agent.quota()).toEqual({ ok: false, code: ERROR_CODE.notAgent, status: 403, transient: false });
  });
});
