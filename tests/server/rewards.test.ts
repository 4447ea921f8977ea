/**
 * The reward centre (SPEC §2 /m/rewardCenter, §4 status labels): progress follows the member's
 * real activity (sign-ins, rounds, deposits), a reached mission pays once per period through the
 * ledger whatever the Idempotency-Keys, and what is not reached, or a trial guest, is refused.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy } from '../../server/ledger';
import { operatorDecide } from '../../server/deposit/deposits-settle';
import { placeOrder } from '../../server/deposit/deposits';
import { missionList } from '../../server/records/missions';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { Mission, MissionClaimValue, MissionList, SignInValue } from '../../src/api/records-wire';
import { serverForFile } from './helpers';
import { gameOf, playAt } from './records-helpers';
import { code, walletClient } from './wallet-helpers';

const { server, client: api } = serverForFile(walletClient);

async function missions(token: string, language = 'en'): Promise<MissionList> {
  const { body } = await api.get<MissionList>(`${ENDPOINTS.missions.path}?language=${language}`, token);
  if (!body.success) throw new Error(body.errorCode);
  return body.value;
}
const byCode = (list: MissionList, missionCode: string): Mission => list.missions.find((m) => m.code === missionCode)!;
const claim = (token: string, missionCode: string, key: string | null = crypto.randomUUID()) =>
  api.post<MissionClaimValue>(ENDPOINTS.missionClaim.path, token, { code: missionCode }, key);
const signIn = (token: string) => api.post<SignInValue>(ENDPOINTS.missionSignIn.path, token, {}, null);
const mainCents = (id: number) => balanceOf(server.db, ACCOUNTS.wallet(id));
const rewardTransfers = (id: number) => server.db.selectFrom('ledger_transfers').selectAll().where('member_id', '=', id).where('kind', '=', 'reward').execute();

describe('mission list', () => {
  it('starts with nothing done: in progress, coming soon before its start, close after its end', async () => {
    const m = await api.newMember(10_000);
    const list = await missions(m.token);
    expect(list.day).toBe(new Date().toISOString().slice(0, 10));
    expect(list.signedIn).toBe(false);
    expect(Object.fromEntries(list.missions.map((x) => [x.code, x.status]))).toEqual({
      daily_checkin: 'process',
      daily_wager: 'process',
      daily_deposit: 'process',
      daily_explorer: 'process',
      first_deposit: 'process',
      summer_festival: 'coming soon',
      launch_week: 'close',
    });
    expect(byCode(list, 'daily_wager')).toMatchObject({ unit: 'money', progress: 0, target: 5, reward: 1, period: 'daily', periodKey: list.day });
    expect(byCode(list, 'first_deposit')).toMatchObject({ unit: 'money', target: 100, reward: 50, period: 'once', periodKey: 'once' });
    expect(byCode(list, 'daily_explorer')).toMatchObject({ unit: 'count', target: 3 });
  });

  it('speaks the asked language', async () => {
    const m = await api.newMember();
    expect(byCode(await missions(m.token, 'bn'), 'daily_checkin').title).toBe('দৈনিক চেক-ইন');
    expect(byCode(await missions(m.token, 'zh'), 'daily_checkin').title).toBe('每日签到');
  });

  it('needs a member: a guest gets 401', async () => {
    expect((await api.request(ENDPOINTS.missions.path)).status).toBe(401);
  });
});

describe('progress from real activity', () => {
  it("a sign-in reaches today's check-in, once per day however often it is tapped", async () => {
    const m = await api.newMember();
    const first = await signIn(m.token);
    expect(first.body.success && first.body.value).toEqual({ day: new Date().toISOString().slice(0, 10), created: true });
    const again = await signIn(m.token);
    expect(again.body.success && again.body.value.created).toBe(false);
    const list = await missions(m.token);
    expect(list.signedIn).toBe(true);
    expect(byCode(list, 'daily_checkin')).toMatchObject({ progress: 1, status: 'claim' });
    // Tomorrow is a new period: the check-in is to do again.
    const tomorrow = await missionList(server.db, m.id, 'en', new Date(Date.now() + 86_400_000));
    expect(byCode(tomorrow, 'daily_checkin').status).toBe('process');
  });

  it("today's rounds count as turnover; yesterday's do not", async () => {
    const m = await api.newMember(100_000);
    const slot = await gameOf(server, 'JILI', 'RNG');
    await playAt(server, m.id, slot, 10_000, new Date(Date.now() - 86_400_000));
    expect(byCode(await missions(m.token), 'daily_wager')).toMatchObject({ progress: 0, status: 'process' });
    await playAt(server, m.id, slot, 200, new Date());
    expect(byCode(await missions(m.token), 'daily_wager')).toMatchObject({ progress: 2, status: 'process' });
    await playAt(server, m.id, slot, 300, new Date());
    expect(byCode(await missions(m.token), 'daily_wager')).toMatchObject({ progress: 5, status: 'claim' });
  });

  it('counts games played today for the first time, not one played before today', async () => {
    const m = await api.newMember(100_000);
    const [a, b, c] = [await gameOf(server, 'JILI', 'RNG', 0), await gameOf(server, 'JILI', 'RNG', 1), await gameOf(server, 'FC', 'RNG', 0)];
    await playAt(server, m.id, a, 100, new Date(Date.now() - 2 * 86_400_000));
    await playAt(server, m.id, a, 100, new Date());
    await playAt(server, m.id, b, 100, new Date());
    await playAt(server, m.id, b, 100, new Date());
    expect(byCode(await missions(m.token), 'daily_explorer')).toMatchObject({ progress: 1, status: 'process' });
    await playAt(server, m.id, c, 100, new Date());
    await playAt(server, m.id, await gameOf(server, 'EVO', 'LIVE'), 100, new Date());
    expect(byCode(await missions(m.token), 'daily_explorer')).toMatchObject({ progress: 3, status: 'claim' });
  });

  it('a deposit counts once it is paid through the deposit service', async () => {
    const m = await api.newMember();
    const placed = await placeOrder(server.db, { memberId: m.id, key: crypto.randomUUID(), method: 'BANK', amount: 600, language: 'en' });
    if (!placed.ok) throw new Error(placed.code);
    // Pending money is not deposited yet.
    expect(byCode(await missions(m.token), 'daily_deposit')).toMatchObject({ progress: 0, status: 'process' });
    const paid = await operatorDecide(server.db, { orderId: placed.order.id, decision: 'approve', note: '' });
    expect(paid.ok).toBe(true);
    const list = await missions(m.token);
    expect(byCode(list, 'daily_deposit')).toMatchObject({ progress: 500, target: 500, status: 'claim' });
    expect(byCode(list, 'first_deposit')).toMatchObject({ progress: 100, status: 'claim' });
  });
});

describe('claims', () => {
  it('pays a reached mission once under ten parallel claims with different keys', async () => {
    const m = await api.newMember(1_000);
    await signIn(m.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(m.token, 'daily_checkin')));
    const codes = answers.map((a) => code(a.body));
    expect(codes.filter((c) => c === 'success')).toHaveLength(1);
    expect(codes.filter((c) => c === 'mission_not_claimable')).toHaveLength(9);
    const won = answers.find((a) => a.body.success)!;
    expect(won.body.success && won.body.value).toMatchObject({ code: 'daily_checkin', status: 'claimed', reward: 1, balance: 11 });
    expect(await mainCents(m.id)).toBe(1_100);
    expect(await rewardTransfers(m.id)).toHaveLength(1);
    expect(byCode(await missions(m.token), 'daily_checkin').status).toBe('claimed');
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });

  it('replays the first answer for a repeated key, and pays nothing more', async () => {
    const m = await api.newMember();
    await signIn(m.token);
    const key = crypto.randomUUID();
    const first = await claim(m.token, 'daily_checkin', key);
    const again = await claim(m.token, 'daily_checkin', key);
    expect(code(first.body)).toBe('success');
    expect(again.body).toEqual(first.body);
    expect(await mainCents(m.id)).toBe(100);
  });

  it('refuses a mission not reached, one not open, and an unknown one', async () => {
    const m = await api.newMember(10_000);
    for (const missionCode of ['daily_checkin', 'daily_wager', 'summer_festival', 'launch_week']) {
      const { status, body } = await claim(m.token, missionCode);
      expect([missionCode, status, code(body)]).toEqual([missionCode, 409, 'mission_not_claimable']);
    }
    const unknown = await claim(m.token, 'no_such_mission');
    expect([unknown.status, code(unknown.body)]).toEqual([404, 'not_found']);
    expect(await mainCents(m.id)).toBe(10_000);
    expect(await rewardTransfers(m.id)).toHaveLength(0);
  });

  it('needs an Idempotency-Key and a valid code', async () => {
    const m = await api.newMember();
    await signIn(m.token);
    const noKey = await claim(m.token, 'daily_checkin', null);
    expect([noKey.status, code(noKey.body)]).toEqual([400, 'idempotency_key_required']);
    const bad = await claim(m.token, '<script>');
    expect([bad.status, code(bad.body)]).toEqual([400, 'invalid_parameter']);
  });

  it('refuses a trial guest with trial_no_money, for the claim and the sign-in', async () => {
    const trial = await api.newMember(0, 4);
    const claimed = await claim(trial.token, 'daily_checkin');
    expect([claimed.status, code(claimed.body)]).toEqual([403, 'trial_no_money']);
    const signed = await signIn(trial.token);
    expect([signed.status, code(signed.body)]).toEqual([403, 'trial_no_money']);
    expect(await server.db.selectFrom('signins').select('day').where('member_id', '=', trial.id).execute()).toEqual([]);
  });

  it("pays the demo member's seeded first-deposit reward, then says claimed", async () => {
    const token = await server.signIn('demo');
    const demoId = (await server.db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow()).id;
    expect(byCode(await missions(token), 'first_deposit').status).toBe('claim');
    const before = await mainCents(demoId);
    const paid = await claim(token, 'first_deposit');
    expect(paid.body.success && paid.body.value).toMatchObject({ periodKey: 'once', reward: 50, balance: (before + 5_000) / 100 });
    expect(byCode(await missions(token), 'first_deposit').status).toBe('claimed');
    const again = await claim(token, 'first_deposit');
    expect(code(again.body)).toBe('mission_not_claimable');
    expect(await mainCents(demoId)).toBe(before + 5_000);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
