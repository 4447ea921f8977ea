/**
 * Two server processes on one PostgreSQL database behave as one server: nothing a request or a
 * job relies on lives in one process's memory.
 * - An op sent to one and replayed to the other applies once (applied_ops), and a session issued
 *   by one is honoured by the other (sessions).
 * - Withdrawals sent side by side to both never overdraw; the ledger stays whole.
 * - The login throttle counts failures made on either; a captcha made on one is solved on the
 *   other, and a body sealed under one's public key opens on the other (the key pair is a row).
 * - A counting limit (free trials per address) holds over requests sent to both at once.
 * - A change behind the answers each keeps in memory, made through one, reaches the other.
 * - The scheduled settlement and cleanup, run by both at start, pay once and delete once.
 * - Started together on an empty database, both come up and the demo data is written once.
 *
 * PostgreSQL only (the vitest configuration of the PostgreSQL run includes this file, the SQLite
 * run never does): SQLite is one file for one machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy, transfer } from '../../server/ledger';
import { attachToUpline } from '../../server/agent/tree';
import { issueSession } from '../../server/access/auth';
import { accountKey } from '../../server/member/members';
import { periodContaining } from '../../server/agent/contract-periods';
import { TRIALS_PER_ADDRESS_HOUR } from '../../server/account/trial-limits';
import type { BankCard, WithdrawValue } from '../../src/api/withdraw-wire';
import { ENDPOINTS, fillPath } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { ListValue } from '../../src/api/catalogue-wire';
import type { LoginValue } from '../../src/api/member-wire';
import type { SystemStatus } from '../../src/api/system-wire';
import type { AppliedOp } from '../../src/api/endpoints/dev';
import { createPgDatabase } from '../../scripts/pg-database';
import { fund } from './helpers';
import { cardNumber } from './withdraw-helpers';
import { sharedDatabase, startInstances, type Answer, type Instance, type SharedDatabase } from './two-instances-helpers';

const HOUR_MS = 3_600_000;
const CONTRACTS = 8;
const STALE_ROWS = 25;

let shared: SharedDatabase;
let db: Db;
let a: Instance;
let b: Instance;
let stopInstances: () => Promise<void> = async () => {};
let jobs: Awaited<ReturnType<typeof prepareJobRuns>>;

const errorCode = (answer: Answer<unknown>) => (answer.body.success ? 'ok' : answer.body.errorCode);

let serial = 0;
async function addMember(prefix: string, type: number, uplineId?: number): Promise<number> {
  serial += 1;
  const account = `${prefix}${Date.now().toString(36)}${serial}`;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('members')
      .values({ account, account_key: accountKey(account), password_hash: null, type, nickname: account, club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: new Date(Date.now() - 30 * 24 * HOUR_MS).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (uplineId !== undefined) await attachToUpline(trx, Number(row.id), uplineId);
    return Number(row.id);
  });
}

/**
 * What the jobs find when the servers start: hourly contracts with a bet in an hour that has
 * ended and nothing paid yet, and rows past their keeping in the tables the cleanup empties.
 */
async function prepareJobRuns() {
  const now = Date.now();
  const betHour = periodContaining('hourly', new Date(now - 3 * HOUR_MS));
  const root = await addMember('up', 1);
  const node = Number((await db.selectFrom('games').select('node_id').orderBy('node_id').limit(1).executeTakeFirstOrThrow()).node_id);
  const contracts: { id: number; downlineId: number; payCents: number }[] = [];
  for (let i = 0; i < CONTRACTS; i++) {
    const downlineId = await addMember('dl', 1, root);
    const stakeCents = (i + 1) * 10_000;
    const { id } = await db
      .insertInto('agent_contracts')
      .values({
        kind: 'hourly',
        upline_id: root,
        downline_id: downlineId,
        state: 'active',
        tiers: JSON.stringify([{ minTurnoverCents: 0, minActive: 1, rateBp: 10 }]),
        proposed_at: new Date(now - 6 * HOUR_MS).toISOString(),
        decided_at: new Date(now - 6 * HOUR_MS).toISOString(),
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One round in the hour three hours back: the stake into the house, no payout.
    await fund(db, downlineId, stakeCents);
    const at = new Date(betHour.start.getTime() + 60_000);
    const roundId = crypto.randomUUID();
    await db.transaction().execute(async (trx) => {
      await transfer(trx, { key: `bet:${roundId}`, debit: ACCOUNTS.wallet(downlineId), credit: ACCOUNTS.house, amountCents: stakeCents, kind: 'bet', now: at });
      await trx.insertInto('bets').values({ member_id: downlineId, node_id: node, round_id: roundId, stake_cents: stakeCents, payout_cents: 0, outcome: '{}', created_at: at.toISOString() }).execute();
    });
    // 0.1% of the hour's turnover: under what the site lets hourly pay take of any game's edge.
    contracts.push({ id: Number(id), downlineId, payCents: stakeCents / 1_000 });
  }

  const long = (ms: number) => new Date(now - ms).toISOString();
  const stale = Array.from({ length: STALE_ROWS }, (_, i) => i);
  await db.insertInto('captchas').values(stale.map((i) => ({ id: `stale-${i}-${crypto.randomUUID()}`, code_hash: 'x', dev_code: null, created_at: long(3 * HOUR_MS), expires_at: long(2 * HOUR_MS), used_at: null }))).execute();
  await db.insertInto('login_failures').values(stale.map((i) => ({ account_key: `stale${i}`, ip: '192.0.2.1', created_at: long(HOUR_MS) }))).execute();
  await db.insertInto('rate_events').values(stale.map((i) => ({ bucket: 'stale', subject: `s${i}`, created_at: long(2 * 24 * HOUR_MS) }))).execute();
  return { betHour, contracts };
}

const staleLeft = async () => {
  const [captchas, failures, events] = await Promise.all([
    db.selectFrom('captchas').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'like', 'stale-%').executeTakeFirstOrThrow(),
    db.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('ip', '=', '192.0.2.1').executeTakeFirstOrThrow(),
    db.selectFrom('rate_events').select((eb) => eb.fn.countAll<number>().as('n')).where('bucket', '=', 'stale').executeTakeFirstOrThrow(),
  ]);
  return Number(captchas.n) + Number(failures.n) + Number(events.n);
};

// Real processes and a shared database on a machine that may be running the rest of the suite.
describe('two instances on one database', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    const clusterUrl = process.env.DATABASE_URL;
    if (!clusterUrl) throw new Error('these tests need DATABASE_URL: a PostgreSQL cluster both servers share');
    shared = await sharedDatabase(clusterUrl);
    db = shared.db;
    jobs = await prepareJobRuns();
    const started = await startInstances(shared.database.url, 2);
    [a, b] = started.instances as [Instance, Instance];
    stopInstances = started.stop;
  }, 240_000);

  afterAll(async () => {
    await stopInstances();
    await shared?.close();
  }, 60_000);

  it('an op sent to one and replayed to the other applies once; the session of one is good on the other', async () => {
    const { token } = await a.value<LoginValue>(ENDPOINTS.devSession.path, { body: { account: 'demo' } });
    const node = Number((await db.selectFrom('games').select('node_id').orderBy('node_id').offset(40).limit(1).executeTakeFirstOrThrow()).node_id);
    const key = `two-instances-${crypto.randomUUID()}`;
    const send = (to: Instance, body: unknown) => to.call<unknown>(ENDPOINTS.favouriteAdd.path, { body, token, headers: { 'Idempotency-Key': key } });

    const first = await send(a, { nodeId: node });
    expect(first.status).toBe(200);
    const replay = await send(b, { nodeId: node });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // The key stays bound to its request on the other instance too.
    expect(errorCode(await send(b, { nodeId: node + 1 }))).toBe(ERROR_CODE.idempotencyKeyReused);

    const ops = await b.value<ListValue<AppliedOp>>(`${ENDPOINTS.devAppliedOps.path}?account=demo`);
    expect(ops.list.filter((op) => op.opId === key).map((op) => op.replays)).toEqual([1]);
    const favourites = await a.value<{ list: number[] }>(ENDPOINTS.favouriteIds.path, { token });
    expect(favourites.list.filter((id) => id === node)).toHaveLength(1);
  });

  it('withdrawals sent side by side to both never overdraw; the balances are what the ledger rows say', async () => {
    const id = await addMember('wd', 0);
    await fund(db, id, 500_00);
    const token = await issueSession(db, id, 24);
    const card = await a.value<BankCard>(ENDPOINTS.bankCardAdd.path, { token, body: { bankCode: 'DBBL', holderName: 'Test Holder', cardNumber: cardNumber(id) } });
    await b.value(ENDPOINTS.paymentPasswordSet.path, { token, body: { password: '246810', confirmPassword: '246810' } });

    // 40 requests of 100.00 against 500.00, every other one to the other instance.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? b : a).call<WithdrawValue>(ENDPOINTS.withdraw.path, {
          token,
          body: { amount: 100, bankCardId: card.id, paymentPassword: '246810' },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    );
    const codes = answers.map(errorCode);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === ERROR_CODE.insufficientBalance)).toHaveLength(35);
    expect([await balanceOf(db, ACCOUNTS.wallet(id)), await balanceOf(db, ACCOUNTS.hold(id))]).toEqual([0, 500_00]);

    // Each stored balance against its own transfer rows, and the whole ledger.
    const fromRows = async (code: string) => {
      const account = await db.selectFrom('ledger_accounts').select(['id', 'balance_cents']).where('code', '=', code).executeTakeFirstOrThrow();
      const sum = async (side: 'credit_account_id' | 'debit_account_id') =>
        Number((await db.selectFrom('ledger_transfers').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('s')).where(side, '=', account.id).executeTakeFirstOrThrow()).s);
      return { stored: Number(account.balance_cents), rows: (await sum('credit_account_id')) - (await sum('debit_account_id')) };
    };
    expect(await fromRows(ACCOUNTS.wallet(id).code)).toEqual({ stored: 0, rows: 0 });
    expect(await fromRows(ACCOUNTS.hold(id).code)).toEqual({ stored: 500_00, rows: 500_00 });
    const report = await checkLedger(db);
    expect(report.overdrawn).toBe(0);
    expect(ledgerHealthy(report)).toBe(true);
  });

  it('the login throttle counts failures made on either; a captcha made on one is solved on the other', async () => {
    const wrong = (to: Instance) =>
      to.sealed<{ captcha?: boolean }>(ENDPOINTS.login.path, { type: 'username', username: 'agent', password: 'not-the-password', captcha: '', captchaId: '' }, to);

    // Two failures on A, one on B: three on the account, the captcha's threshold.
    expect(errorCode(await wrong(a))).toBe(ERROR_CODE.wrongPassword);
    const second = await wrong(a);
    expect(errorCode(second)).toBe(ERROR_CODE.wrongPassword);
    expect(second.body.value).toBeFalsy();
    const third = await wrong(b);
    expect(errorCode(third)).toBe(ERROR_CODE.wrongPassword);
    expect(third.body.value).toEqual({ captcha: true });
    // A, which saw only two of them, asks for the captcha too.
    const onA = await wrong(a);
    expect([onA.status, errorCode(onA), onA.body.value]).toEqual([400, ERROR_CODE.captchaRequired, { captcha: true }]);

    // A captcha from B, its code read on A, the body sealed under A's key and sent to B.
    const { captchaId } = await b.value<{ captchaId: string }>(ENDPOINTS.captcha.path, { method: 'POST' });
    const { code } = await a.value<{ code: string }>(fillPath(ENDPOINTS.devCaptchaCode.path, { captchaId }));
    const signedIn = await b.sealed<LoginValue>(ENDPOINTS.login.path, { type: 'username', username: 'agent', password: 'agent1234', captcha: code, captchaId }, a);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.success && signedIn.body.value.userName).toBe('agent');
  });

  it('a counting limit holds over both: free trials from one address, sent side by side to both', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).call<LoginValue>(ENDPOINTS.trialUser.path, { method: 'POST', headers: from })));
    const codes = answers.map(errorCode);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(TRIALS_PER_ADDRESS_HOUR);
    expect(codes.filter((c) => c === ERROR_CODE.tooManyRequests)).toHaveLength(20 - TRIALS_PER_ADDRESS_HOUR);
  });

  it('a change of what the answers kept in memory are made of, made through one, reaches the other', async () => {
    const reading = async (on: Instance) => (await on.value<SystemStatus>(ENDPOINTS.status.path)).info.statusReading;
    // Both have the status in memory before the change.
    expect([await reading(a), await reading(b)]).toEqual(['errorPages', 'errorPages']);
    await a.value(ENDPOINTS.devStatus.path, { body: { statusReading: 'maintenance' } });
    // B rechecks the catalogue's version at most a second later (server/games/catalogue-cache.ts).
    await expect.poll(() => reading(b), { timeout: 10_000, interval: 100 }).toBe('maintenance');
    await b.value(ENDPOINTS.devStatus.path, { body: { statusReading: 'errorPages' } });
    await expect.poll(() => reading(a), { timeout: 10_000, interval: 100 }).toBe('errorPages');
  });

  it('the scheduled settlement and cleanup, run by both at start, pay once and delete once', async () => {
    const paidFor = async () =>
      db
        .selectFrom('agent_contract_payments')
        .select(['contract_id', 'amount_cents'])
        .where('contract_id', 'in', jobs.contracts.map((c) => c.id))
        .where('period_key', '=', jobs.betHour.key)
        .execute();
    // Both ran at start; stopping waits for a run in progress to finish (server/main.ts).
    await expect.poll(async () => (await paidFor()).length, { timeout: 60_000, interval: 250 }).toBe(CONTRACTS);
    await expect.poll(staleLeft, { timeout: 60_000, interval: 250 }).toBe(0);
    await stopInstances();
    for (const instance of [a, b]) expect(instance.process.output()).not.toMatch(/failed/i);

    const payments = await paidFor();
    expect(payments.map((p) => [Number(p.contract_id), Number(p.amount_cents)]).sort((x, y) => x[0]! - y[0]!)).toEqual(
      jobs.contracts.map((c) => [c.id, c.payCents]),
    );
    for (const contract of jobs.contracts) {
      // Paid once: one transfer for the hour, and the wallet holds exactly that.
      const moved = await db.selectFrom('ledger_transfers').select('amount_cents').where('transfer_key', 'like', `contract:${contract.id}:%`).execute();
      expect(moved.map((t) => Number(t.amount_cents))).toEqual([contract.payCents]);
      expect(await balanceOf(db, ACCOUNTS.wallet(contract.downlineId))).toBe(contract.payCents);
    }
    expect(ledgerHealthy(await checkLedger(db))).toBe(true);
  });
});

describe('two instances started together on an empty database', () => {
  it('both come up, and the demo data is written once', async () => {
    const empty = await createPgDatabase(process.env.DATABASE_URL!, 'lobby_first_start');
    let stop = async () => {};
    try {
      const started = await startInstances(empty.url, 2);
      stop = started.stop;
      const outputs = started.instances.map((instance) => instance.process.output());
      expect(outputs.filter((output) => /seeded with/.test(output))).toHaveLength(1);
      for (const instance of started.instances) {
        const list = await instance.value<{ totalCount: number }>(`${ENDPOINTS.gameList.path}?merchant=DEMO&pageSize=1`);
        expect(list.totalCount).toBe(720);
      }
      await stop();
      for (const output of outputs) expect(output).not.toMatch(/failed|error/i);
    } finally {
      await stop();
      await empty.drop();
    }
  }, 240_000);
});
