/**
 * Exactly once across a crash: the strategy is to make the server die in the one moment an
 * exactly-once scheme can lose track of an effect — after the money call's transaction committed,
 * before its answer was recorded or sent — and then retry the same Idempotency-Key once the
 * first attempt counts as abandoned. A real server process (server/main.ts) with the test-only
 * fault hook (FAULT_AFTER_COMMIT, server/db/fault.ts) kills itself with SIGKILL right there, every
 * time, for a lottery order, a sports bet, a withdrawal, a deposit order and a play round (whose
 * key is its round id); each retry must find the first effect and answer with it: one order, one
 * bet, one hold, one round, one debit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/connection';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy } from '../../../server/ledger';
import { issueSession } from '../../../server/access/auth';
import { accountKey } from '../../../server/member/members';
import { generateSeed, writeSeed } from '../../../server/seed/index';
import { startServerProcess, type ServerProcess } from '../../../scripts/server-process';
import { ENDPOINTS } from '../../../src/api/endpoints';
import type { LotteryOrderResult } from '../../../src/api/lottery-wire';
import type { SportBetResult } from '../../../src/api/sports-wire';
import type { DepositOrder } from '../../../src/api/deposit-wire';
import type { Envelope } from '../../../src/api/envelope';
import type { BetResult, LaunchValue } from '../../../src/api/play-wire';
import type { BankCard, WithdrawValue } from '../../../src/api/withdraw-wire';
import { databaseEnv, fund, makeTempDir, openTestDb, removeTestDb, TEST_OPERATOR_KEY, valueOf } from '../helpers';
import { cardNumber } from '../withdraw-helpers';
import { siteResult, siteSnapshot } from './house';

const CRASHING_CALLS = [ENDPOINTS.lotteryPlaceOrder.path, ENDPOINTS.sportsPlaceBet.path, ENDPOINTS.withdraw.path, ENDPOINTS.depositCreate.path];
const PAYMENT_PASSWORD = '246810';
const START_CENTS = 1_000_000;

let dir = '';
let db: Db;
/**
 * The healthy instance: it sets things up and answers the retries for the whole file, while an
 * armed instance on the same database (several instances are how the server runs) takes each
 * crashing call and dies. One start per crash, not three.
 */
let healthy: ServerProcess | undefined;
let memberId = 0;
let token = '';

/** A server process on the test's database; `crashAfter` arms the fault hook for that call. */
async function start(crashAfter?: string): Promise<ServerProcess> {
  return startServerProcess({
    env: {
      ...(await databaseEnv(dir)),
      NODE_ENV: 'test',
      DEV_HELPERS: '1',
      OPERATOR_KEY: TEST_OPERATOR_KEY,
      ...(crashAfter ? { FAULT_AFTER_COMMIT: crashAfter } : {}),
    },
  });
}

async function call<T>(path: string, body: unknown, key?: string, auth = token, target = healthy!): Promise<{ status: number; replayed: boolean; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: auth };
  if (key) headers['Idempotency-Key'] = key;
  const res = await fetch(target.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, replayed: res.headers.get('Idempotent-Replayed') === 'true', body: (await res.json()) as Envelope<T> };
}

/** Sends the call to a server armed to die after its commit: the answer never comes. */
async function sendAndCrash(path: string, body: unknown, key: string): Promise<void> {
  const armed = await start(path);
  await expect(call(path, body, key, token, armed)).rejects.toThrow();
  await armed.stop();
  // The claim the dead attempt left: its effect stamped, no answer. Aged past the abandoned
  // window, as if the player's retry came a minute later.
  const claim = await db.selectFrom('applied_ops').selectAll().where('op_id', '=', key).executeTakeFirstOrThrow();
  expect(claim.effect_at).not.toBeNull();
  expect(claim.body).toBeNull();
  await db.updateTable('applied_ops').set({ applied_at: new Date(Date.now() - 120_000).toISOString() }).where('op_id', '=', key).execute();
}

/** Retries the key on a healthy server: the first effect's answer, and the same answer again after. */
async function retry<T>(path: string, body: unknown, key: string): Promise<T> {
  const first = await call<T>(path, body, key);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const again = await call<T>(path, body, key);
  expect(again.replayed).toBe(true);
  expect(again.body).toEqual(first.body);
  return valueOf(first.body);
}

/** The row once a server's start-up jobs have written it (they run after it starts listening). */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect.poll(async () => (found = await read()) !== undefined, { timeout: 30_000 }).toBe(true);
  return found!;
}

const transfersOf = async (prefix: string) =>
  (await db.selectFrom('ledger_transfers').select(['transfer_key', 'amount_cents']).where('member_id', '=', memberId).execute()).filter((t) => t.transfer_key.startsWith(prefix));

beforeAll(async () => {
  dir = makeTempDir('lobby-crash-');
  db = await openTestDb(dir);
  await writeSeed(db, generateSeed(600));
  const account = `crash${Date.now().toString(36)}`;
  const row = await db
    .insertInto('members')
    .values({ account, account_key: accountKey(account), password_hash: null, type: 1, nickname: account, club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: new Date(Date.now() - 86_400_000).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  memberId = Number(row.id);
  await fund(db, memberId, START_CENTS);
  token = await issueSession(db, memberId, 24);
  // Its start makes the lottery's draws and the sports fixtures the calls below use.
  healthy = await start();
}, 120_000);

afterAll(async () => {
  await healthy?.stop();
  await db?.destroy();
  await removeTestDb(dir);
});

describe('a money call killed between its commit and its answer, then retried with its key', { timeout: 180_000 }, () => {
  it('places one lottery order and debits its stake once', async () => {
    const before = await siteSnapshot(db);
    // The server's lottery job makes the draws as it starts (it may still be at it): one that
    // stays open for the whole test.
    const draw = await eventually(() =>
      db
        .selectFrom('lottery_draws')
        .select(['game_code', 'draw_no'])
        .where('status', '=', 'open')
        .where('closes_at', '>', new Date(Date.now() + 10 * 60_000).toISOString())
        .orderBy('closes_at')
        .executeTakeFirst(),
    );
    const body = { gameCode: draw.game_code, drawNo: draw.draw_no, suborders: [{ betType: 'big_small', pick: 'big', stake: 25 }] };
    const key = 'crash-lottery-0001';

    await sendAndCrash(ENDPOINTS.lotteryPlaceOrder.path, body, key);
    const result = await retry<LotteryOrderResult>(ENDPOINTS.lotteryPlaceOrder.path, body, key);

    const orders = await db.selectFrom('lottery_orders').select('order_no').where('member_id', '=', memberId).execute();
    expect(orders.map((o) => o.order_no)).toEqual([result.order.orderNo]);
    expect((await transfersOf('lottery-stake:')).map((t) => Number(t.amount_cents))).toEqual([2_500]);
    expect(await balanceOf(db, ACCOUNTS.wallet(memberId))).toBe(START_CENTS - 2_500);
    expect(result.balance).toBe((START_CENTS - 2_500) / 100);
    // The stake sits with the house until the draw: the site is ahead by exactly it.
    expect(siteResult(before, await siteSnapshot(db)).totalCents).toBe(2_500);
  });

  it('places one sports bet per single and debits each stake once', async () => {
    const match = await eventually(() =>
      db
        .selectFrom('sport_matches')
        .select('id')
        .where('status', '=', 'scheduled')
        .where('kickoff_at', '>', new Date(Date.now() + 10 * 60_000).toISOString())
        .orderBy('kickoff_at')
        .executeTakeFirst(),
    );
    const prices = await db.selectFrom('sport_prices').select(['selection', 'price_hundredths']).where('match_id', '=', match.id).orderBy('selection').execute();
    const sportsbook = await db.selectFrom('games').select('game_code').where('category', '=', 'SPORTS').orderBy('node_id').executeTakeFirstOrThrow();
    const legs = prices.slice(0, 2).map((p) => ({ matchId: match.id, selection: p.selection, price: p.price_hundredths / 100 }));
    const body = { gameCode: sportsbook.game_code, mode: 'single', stake: 10, legs };
    const key = 'crash-sports-0001';

    await sendAndCrash(ENDPOINTS.sportsPlaceBet.path, body, key);
    const result = await retry<SportBetResult>(ENDPOINTS.sportsPlaceBet.path, body, key);

    expect(result.bets).toHaveLength(2);
    const bets = await db.selectFrom('sport_bets').select('bet_no').where('member_id', '=', memberId).orderBy('id').execute();
    expect(bets.map((b) => b.bet_no)).toEqual(result.bets.map((b) => b.betNo));
    expect((await transfersOf('sports-stake:')).map((t) => Number(t.amount_cents))).toEqual([1_000, 1_000]);
    expect(await balanceOf(db, ACCOUNTS.wallet(memberId))).toBe(START_CENTS - 2_500 - 2_000);
  });

  it('holds one withdrawal and moves its amount out of the wallet once', async () => {
    const card = valueOf((await call<BankCard>(ENDPOINTS.bankCardAdd.path, { bankCode: 'DBBL', holderName: 'Crash Test', cardNumber: cardNumber(memberId) })).body);
    valueOf((await call(ENDPOINTS.paymentPasswordSet.path, { password: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD })).body);
    const body = { amount: 100, bankCardId: card.id, paymentPassword: PAYMENT_PASSWORD };
    const key = 'crash-withdraw-0001';
    const walletBefore = await balanceOf(db, ACCOUNTS.wallet(memberId));

    await sendAndCrash(ENDPOINTS.withdraw.path, body, key);
    await retry<WithdrawValue>(ENDPOINTS.withdraw.path, body, key);

    expect((await transfersOf('withdraw:')).map((t) => Number(t.amount_cents))).toEqual([10_000]);
    expect(await balanceOf(db, ACCOUNTS.wallet(memberId))).toBe(walletBefore - 10_000);
    expect(await balanceOf(db, ACCOUNTS.hold(memberId))).toBe(10_000);
  });

  it('places one deposit order', async () => {
    const body = { method: 'BANK', amount: 500 };
    const key = 'crash-deposit-0001';

    await sendAndCrash(ENDPOINTS.depositCreate.path, body, key);
    const order = await retry<DepositOrder>(ENDPOINTS.depositCreate.path, body, key);

    const orders = await db.selectFrom('deposit_orders').select(['id', 'amount_cents']).where('member_id', '=', memberId).execute();
    expect(orders.map((o) => [Number(o.id), Number(o.amount_cents)])).toEqual([[order.id, 50_000]]);
  });

  it('plays one round and debits its stake once', async () => {
    // A game whose vendor plays from the main wallet.
    const game = await db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.code', 'games.vendor_code')
      .select('games.node_id')
      .where('games.category', '=', 'RNG')
      .where('vendors.own_wallet', '=', 0)
      .orderBy('games.node_id')
      .executeTakeFirstOrThrow();
    const launched = valueOf((await call<LaunchValue>(ENDPOINTS.launch.path, { nodeId: game.node_id })).body);
    const launch = new URL(launched.url, healthy!.url).searchParams.get('launch');
    const playToken = `Bearer ${valueOf((await call<{ playToken: string }>(ENDPOINTS.playSession.path, { launch })).body).playToken}`;
    // The round id is the play call's key: no applied_ops claim, so no window to wait out.
    const roundId = crypto.randomUUID();
    const body = { stake: 5, roundId };
    const walletBefore = await balanceOf(db, ACCOUNTS.wallet(memberId));

    const armed = await start(ENDPOINTS.playBet.path);
    await expect(call(ENDPOINTS.playBet.path, body, undefined, playToken, armed)).rejects.toThrow();
    await armed.stop();
    const result = valueOf((await call<BetResult>(ENDPOINTS.playBet.path, body, undefined, playToken)).body);

    expect(result.replayed).toBe(true);
    const rounds = await db.selectFrom('bets').select(['stake_cents', 'payout_cents']).where('round_id', '=', roundId).execute();
    expect(rounds.map((r) => Number(r.stake_cents))).toEqual([500]);
    expect((await transfersOf(`bet:${roundId}`)).map((t) => Number(t.amount_cents))).toEqual([500]);
    expect(await balanceOf(db, ACCOUNTS.wallet(memberId))).toBe(walletBefore - 500 + Number(rounds[0]!.payout_cents));
    expect(result.balance).toBe((walletBefore - 500 + Number(rounds[0]!.payout_cents)) / 100);
  });

  it('leaves the ledger whole', async () => {
    expect(ledgerHealthy(await checkLedger(db))).toBe(true);
    // Every crashing call was exercised above.
    const keys = await db.selectFrom('applied_ops').select(['path', 'status']).where('member_id', '=', memberId).where('op_id', 'like', 'crash-%').execute();
    expect(new Set(keys.map((k) => k.path))).toEqual(new Set(CRASHING_CALLS));
    expect(keys.every((k) => k.status === 200)).toBe(true);
  });
});
