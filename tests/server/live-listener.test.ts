/**
 * PostgreSQL only: the instance's LISTEN connection (server/live/listener.ts). Events published
 * through the database reach the streams; a payload that is not ours is dropped; and when the
 * LISTEN backend is terminated the streams end, the stream call answers 503 live_unavailable while
 * the rest of the instance keeps serving, and once it has reconnected streams open and hear
 * events again, an id from before the loss resuming with `resync`.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LIVE_CHANNEL } from '../../server/live/channel';
import { LISTENER_APPLICATION_NAME } from '../../server/live/listener';
import { publishLive } from '../../server/live/publish';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { envelopeOf, TEST_ENGINE } from './helpers';
import { heardUpTo, liveServerForFile, openLive, requestLive } from './live-helpers';
import { newMember } from './withdraw-helpers';

/** Long enough to see the 503 between the loss and the reconnection, short enough for a test. */
const RETRY_MS = 1_500;
const server = liveServerForFile({ retryMs: { first: RETRY_MS, max: RETRY_MS } });

const draw = (drawNo: string) => ({ kind: 'draw', game: 'LISTEN', drawNo }) as const;

/** Ends this test database's LISTEN backend, as a database restart or an operator would. */
async function terminateListener(): Promise<number> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(server.db);
  return rows.filter((row) => row.ended).length;
}

/** Asks for a stream until one opens (the reconnection's back-off is jittered). */
async function streamOnceBack(token: string, lastEventId?: string) {
  const deadline = Date.now() + 10 * RETRY_MS;
  for (;;) {
    const res = await requestLive(server, token, lastEventId ? { 'Last-Event-ID': lastEventId } : {});
    if (res.status === 200) return res;
    expect(res.status).toBe(503);
    if (Date.now() > deadline) throw new Error('the LISTEN connection did not come back');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(TEST_ENGINE !== 'postgres')('the LISTEN connection', () => {
  it('delivers what is published through the database and drops a payload that is not an event', async () => {
    const member = await newMember(server);
    const stream = await openLive(server, member.token);
    await sql`select pg_notify(${LIVE_CHANNEL}, 'not an event')`.execute(server.db);
    await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ e: { kind: 'chat' } })})`.execute(server.db);
    await publishLive(server.db, draw('1'));
    expect((await stream.next()).event).toEqual(draw('1'));
    expect(server.log.error).toHaveBeenCalledWith(expect.stringContaining('not a live event'), 'not an event');
    await stream.close();
  });

  it('answers 503 live_unavailable once the backend is gone, keeps serving, and recovers', async () => {
    const member = await newMember(server);
    const stream = await openLive(server, member.token);
    await publishLive(server.db, draw('before'));
    const before = await stream.next();

    expect(await terminateListener()).toBe(1);
    await stream.ended;
    const refused = await requestLive(server, member.token);
    expect(refused.status).toBe(503);
    expect(await envelopeOf(refused)).toMatchObject({ success: false, errorCode: ERROR_CODE.liveUnavailable });
    // Everything else is served as before.
    expect((await server.get(ENDPOINTS.memberInfo.path, { headers: { Authorization: member.token } })).status).toBe(200);
    expect(server.log.error).toHaveBeenCalledWith(expect.stringContaining('lost the database notifications'), expect.anything());

    const back = await streamOnceBack(member.token);
    await back.body?.cancel();
    // Events missed while it was down cannot be replayed: an id from before resumes with resync.
    const resumed = await openLive(server, member.token, before.id);
    expect((await resumed.next()).kind).toBe('resync');
    await publishLive(server.db, draw('after'));
    await heardUpTo(resumed, draw('after'));
    await resumed.close();
  });
});
