/**
 * The cleanup job, run with a clock: what is past its time goes, what still counts stays; trial
 * guests whose sessions ended go with their rows, unless the ledger knows them; a live session
 * survives; the ledger stays whole. Then the job's schedule: a run at start, stop() waiting for it,
 * a failing run logged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/connection';
import { cleanup } from '../../server/jobs/cleanup';
import { startCleanup } from '../../server/jobs/scheduler';
import { checkLedger, ledgerHealthy } from '../../server/ledger/check';
import { createTrialMember } from '../../server/account/account-members';
import { issueSession } from '../../server/access/auth';
import { fund, startTestServer, type TestServer } from './helpers';
import { expectFailingRunLogged } from './job-helpers';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
}, 60_000);
afterAll(() => server.close());

const NOW = new Date('2030-01-10T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

async function memberExists(id: number) {
  return (await db.selectFrom('members').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

describe('cleanup', () => {
  it('removes what is past its time and keeps what still counts', async () => {
    const demo = await db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values([
        { token_hash: 'old-expired', member_id: demo.id, created_at: ago(300 * HOUR), expires_at: ago(8 * 24 * HOUR), revoked_at: null },
        { token_hash: 'recently-expired', member_id: demo.id, created_at: ago(100 * HOUR), expires_at: ago(24 * HOUR), revoked_at: null },
        { token_hash: 'live', member_id: demo.id, created_at: ago(HOUR), expires_at: ahead(71 * HOUR), revoked_at: null },
      ])
      .execute();
    await db
      .insertInto('captchas')
      .values([
        { id: 'cap-old', code_hash: 'x', dev_code: null, created_at: ago(3 * HOUR), expires_at: ago(2 * HOUR), used_at: null },
        { id: 'cap-late', code_hash: 'x', dev_code: null, created_at: ago(HOUR / 2), expires_at: ago(HOUR / 4), used_at: null },
      ])
      .execute();
    await db
      .insertInto('slider_challenges')
      .values([
        { id: 'sl-old', gap_x: 10, dev_x: null, created_at: ago(3 * HOUR), expires_at: ago(2 * HOUR), used_at: null },
        { id: 'sl-live', gap_x: 10, dev_x: null, created_at: ago(60_000), expires_at: ahead(60_000), used_at: null },
      ])
      .execute();
    await db
      .insertInto('verification_codes')
      .values([
        { purpose: 'noLogin', recipient: '+880old', code_hash: 'x', attempts: 0, created_at: ago(25 * HOUR), expires_at: ago(25 * HOUR - 60_000), used_at: null },
        { purpose: 'noLogin', recipient: '+880recent', code_hash: 'x', attempts: 0, created_at: ago(HOUR / 2), expires_at: ago(HOUR / 2 - 60_000), used_at: null },
      ])
      .execute();
    await db
      .insertInto('rate_events')
      .values([
        { bucket: 'test:old', subject: 'a', created_at: ago(25 * HOUR) },
        { bucket: 'test:day', subject: 'a', created_at: ago(23 * HOUR) },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { account_key: 'old', ip: '1.1.1.1', created_at: ago(16 * 60_000) },
        { account_key: 'recent', ip: '1.1.1.1', created_at: ago(5 * 60_000) },
      ])
      .execute();
    await db
      .insertInto('login_locks')
      .values([
        { account_key: 'ended', ip: '1.1.1.1', locked_until: ago(60_000) },
        { account_key: 'holding', ip: '1.1.1.1', locked_until: ahead(60_000) },
      ])
      .execute();

    const report = await cleanup(db, NOW);

    expect((await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', ['old-expired', 'recently-expired', 'live']).orderBy('token_hash').execute()).map((r) => r.token_hash)).toEqual([
      'live',
      'recently-expired',
    ]);
    expect((await db.selectFrom('captchas').select('id').execute()).map((r) => r.id)).toEqual(['cap-late']);
    expect((await db.selectFrom('slider_challenges').select('id').execute()).map((r) => r.id)).toEqual(['sl-live']);
    expect((await db.selectFrom('verification_codes').select('recipient').execute()).map((r) => r.recipient)).toEqual(['+880recent']);
    expect((await db.selectFrom('rate_events').select('bucket').execute()).map((r) => r.bucket)).toEqual(['test:day']);
    expect((await db.selectFrom('login_failures').select('account_key').execute()).map((r) => r.account_key)).toEqual(['recent']);
    expect((await db.selectFrom('login_locks').select('account_key').execute()).map((r) => r.account_key)).toEqual(['holding']);
    expect(report).toMatchObject({ captchas: 1, sliders: 1, verificationCodes: 1, rateEvents: 1, loginFailures: 1, loginLocks: 1 });
    expect(report.sessions).toBeGreaterThanOrEqual(1);
  });

  it('removes trial guests whose session ended, with their rows; keeps live ones, young ones and those the ledger knows', async () => {
    const created = new Date(NOW.getTime() - 80 * HOUR);
    const ended = await createTrialMember(db, created);
    await issueSession(db, ended.id, 72, created);
    await db.insertInto('recent_games').values({ member_id: ended.id, node_id: 1, played_at: created.toISOString() }).execute();
    await db
      .insertInto('applied_ops')
      .values({ op_id: `op-${ended.id}`, member_id: ended.id, method: 'POST', path: '/x', request_hash: null, status: 200, body: null, replays: 0, applied_at: created.toISOString() })
      .execute();

    // Made as long ago, but signed in again since: its session is live.
    const live = await createTrialMember(db, created);
    await issueSession(db, live.id, 72, new Date(NOW.getTime() - HOUR));

    // Its session ended, but it played: the ledger has its wallet and a transfer.
    const played = await createTrialMember(db, created);
    await issueSession(db, played.id, 72, created);
    await fund(db, played.id, 5_000);

    // Made a moment ago, its session not yet issued.
    const young = await createTrialMember(db, new Date(NOW.getTime() - 60_000));

    const report = await cleanup(db, NOW);

    expect(report.trialMembers).toBe(1);
    expect(await memberExists(ended.id)).toBe(false);
    expect(await db.selectFrom('sessions').select('token_hash').where('member_id', '=', ended.id).execute()).toEqual([]);
    expect(await db.selectFrom('recent_games').select('node_id').where('member_id', '=', ended.id).execute()).toEqual([]);
    expect(await db.selectFrom('applied_ops').select('op_id').where('member_id', '=', ended.id).execute()).toEqual([]);
    expect(await memberExists(live.id)).toBe(true);
    expect(await db.selectFrom('sessions').select('token_hash').where('member_id', '=', live.id).execute()).toHaveLength(1);
    expect(await memberExists(played.id)).toBe(true);
    expect(await memberExists(young.id)).toBe(true);
    // Other members are never touched.
    expect(await db.selectFrom('members').select('id').where('account_key', 'in', ['demo', 'agent']).execute()).toHaveLength(2);
    expect(ledgerHealthy(await checkLedger(db))).toBe(true);
  });

  it('a second run finds nothing more to remove', async () => {
    expect(await cleanup(db, NOW)).toEqual({ sessions: 0, captchas: 0, sliders: 0, verificationCodes: 0, rateEvents: 0, loginFailures: 0, loginLocks: 0, trialMembers: 0 });
  });
});

describe('the cleanup schedule', () => {
  it('runs at start, and stop() resolves once that run is done', async () => {
    await db.insertInto('captchas').values({ id: 'cap-scheduled', code_hash: 'x', dev_code: null, created_at: ago(3 * HOUR), expires_at: ago(2 * HOUR), used_at: null }).execute();
    const log = { error: vi.fn() };
    const stop = startCleanup({ db, log, intervalMs: HOUR, now: () => NOW });
    await stop();
    expect(await db.selectFrom('captchas').select('id').where('id', '=', 'cap-scheduled').execute()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing run and goes on', async () => {
    await expectFailingRunLogged('deleteFrom', (db, log) => startCleanup({ db, log, intervalMs: HOUR }));
  });
});
