/**
 * The guard behind exactly-once across a crash, on a call built to be careless: its handler moves
 * money under a fresh transfer key every time it runs (as a money call would that forgot to key its
 * effect by the request), then dies before answering. A retry must not move the money again: the
 * op's claim says its effect committed, the handler runs in replay, the ledger refuses the new
 * transfer, and the player is told the op was applied and to read the current state. A call that
 * died before committing anything is simply run again.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../server/db/transaction';
import { ACCOUNTS, balanceOf, transfer } from '../../../server/ledger';
import { issueSession, requireMember } from '../../../server/access/auth';
import { idempotent } from '../../../server/http/idempotency';
import { ERROR_CODE } from '../../../src/api/error-codes';
import type { Envelope } from '../../../src/api/envelope';
import { fund, startTestServer, type TestServer } from '../helpers';
import { siteResult, siteSnapshot } from './house';

let server: TestServer;
let token = '';
let memberId = 0;
/** What the careless handler does after its transfer: die (throw) or answer. */
let dieAfterCommit = true;
let dieBeforeCommit = false;

function carelessApp() {
  const app = new Hono();
  app.post('/careless', requireMember(server.db), idempotent(server.db, () => ({ body: {} })), async (c) => {
    if (dieBeforeCommit) throw new Error('died before committing');
    await inTransaction(server.db, (trx) =>
      transfer(trx, { key: `careless:${crypto.randomUUID()}`, debit: ACCOUNTS.wallet(memberId), credit: ACCOUNTS.house, amountCents: 1_000, kind: 'bet' }),
    );
    if (dieAfterCommit) throw new Error('died after the commit, before the answer');
    return c.json({ success: true, value: { paid: 10 } });
  });
  return app;
}

const send = async (app: Hono, key: string) => {
  const res = await app.request('/careless', { method: 'POST', headers: { Authorization: token, 'Idempotency-Key': key } });
  return { status: res.status, body: (await res.json().catch(() => null)) as Envelope<unknown> | null };
};

/** As if the retry came a minute later: past the window after which a claim counts as abandoned. */
const age = (key: string) => server.db.updateTable('applied_ops').set({ applied_at: new Date(Date.now() - 120_000).toISOString() }).where('op_id', '=', key).execute();

beforeAll(async () => {
  server = await startTestServer();
  const member = await server.db.selectFrom('members').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
  memberId = Number(member.id);
  await fund(server.db, memberId, 100_000);
  token = await issueSession(server.db, memberId, 24);
}, 60_000);
afterAll(() => server.close());

/**
 * A claim-like call: pays once per member whatever the key (its transfer key is the member's), and
 * refuses when there is nothing left — as the rebate does — then dies before answering.
 */
function claimOnceApp() {
  const app = new Hono();
  app.post('/claim-once', requireMember(server.db), idempotent(server.db, () => ({ body: {} })), async (c) => {
    const paid = await inTransaction(server.db, async (trx) => {
      if (await trx.selectFrom('ledger_transfers').select('id').where('transfer_key', '=', `claim-once:${memberId}`).executeTakeFirst()) return false;
      await transfer(trx, { key: `claim-once:${memberId}`, debit: ACCOUNTS.house, credit: ACCOUNTS.wallet(memberId), amountCents: 500, kind: 'rebate' });
      return true;
    });
    if (!paid) return c.json({ success: false, errorCode: ERROR_CODE.invalidParameter, message: 'Nothing left to claim' }, 409);
    if (dieAfterCommit) throw new Error('died after the commit, before the answer');
    return c.json({ success: true, value: { paid: 5 } });
  });
  return app;
}

describe('a retry of an op whose effect committed but whose answer was lost', () => {
  it('never moves the money again, however the handler keys its transfers', async () => {
    const app = carelessApp();
    const key = 'careless-op-0001';
    const wallet = await balanceOf(server.db, ACCOUNTS.wallet(memberId));
    const before = await siteSnapshot(server.db);

    dieAfterCommit = true;
    expect((await send(app, key)).status).toBe(500);
    const claim = await server.db.selectFrom('applied_ops').selectAll().where('op_id', '=', key).executeTakeFirstOrThrow();
    expect(claim.effect_at).not.toBeNull();

    // Within the window the first attempt may still be running.
    const early = await send(app, key);
    expect(early.status).toBe(503);
    expect(early.body?.success === false && early.body.errorCode).toBe(ERROR_CODE.opInProgress);

    await age(key);
    dieAfterCommit = false;
    const retried = await send(app, key);
    expect(retried.status).toBe(409);
    expect(retried.body?.success === false && retried.body.errorCode).toBe(ERROR_CODE.opAppliedAnswerLost);
    // And that answer is the op's answer from now on.
    expect(await send(app, key)).toEqual(retried);

    expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(wallet - 1_000);
    expect(siteResult(before, await siteSnapshot(server.db)).totalCents).toBe(1_000);
  });

  it('runs an op again when its first attempt died before committing anything', async () => {
    const app = carelessApp();
    const key = 'careless-op-0002';
    const wallet = await balanceOf(server.db, ACCOUNTS.wallet(memberId));

    dieBeforeCommit = true;
    expect((await send(app, key)).status).toBe(500);
    // Nothing committed: the claim is gone, so the retry is the op's first effect.
    expect(await server.db.selectFrom('applied_ops').select('op_id').where('op_id', '=', key).executeTakeFirst()).toBeUndefined();

    dieBeforeCommit = false;
    dieAfterCommit = false;
    const retried = await send(app, key);
    expect(retried).toEqual({ status: 200, body: { success: true, value: { paid: 10 } } });
    expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(wallet - 1_000);
  });

  it('is told the op was applied, not that there is nothing left, when the replay finds its effect spent', async () => {
    const app = claimOnceApp();
    const key = 'claim-once-0001';
    const wallet = await balanceOf(server.db, ACCOUNTS.wallet(memberId));

    dieAfterCommit = true;
    const sendClaim = async () => {
      const res = await app.request('/claim-once', { method: 'POST', headers: { Authorization: token, 'Idempotency-Key': key } });
      return { status: res.status, body: (await res.json().catch(() => null)) as Envelope<unknown> | null };
    };
    expect((await sendClaim()).status).toBe(500);
    await age(key);
    dieAfterCommit = false;

    const retried = await sendClaim();
    expect(retried.status).toBe(409);
    expect(retried.body?.success === false && retried.body.errorCode).toBe(ERROR_CODE.opAppliedAnswerLost);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(memberId))).toBe(wallet + 500);
  });
});
