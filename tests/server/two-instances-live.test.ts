/**
 * The live channel across two server processes on one PostgreSQL database (server/main.ts starts
 * each one's LISTEN connection): an event raised through one instance reaches the streams of the
 * other (and its own); after the LISTEN backends are terminated the streams end and, once the
 * instances have reconnected, hear each other again; and an instance shutting down ends its
 * streams at once.
 *
 * PostgreSQL only, like two-instances.test.ts (the SQLite run leaves out two-instances*).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../server/live/listener';
import { lotteryGames } from '../../server/lottery/games';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LiveEvent } from '../../src/api/live-events';
import type { LoginValue } from '../../src/api/member-wire';
import { heardUpTo, readLive, type LiveReader } from './live-helpers';
import { clusterUrl, sharedDatabase, startInstances, type Instance, type SharedDatabase } from './two-instances-helpers';

/** server/main.ts gives up on a clean shutdown after this long and exits with 1. */
const SHUTDOWN_GRACE_MS = 5_000;

let shared: SharedDatabase;
let a: Instance;
let b: Instance;
let stopInstances: () => Promise<void> = async () => {};
let token: string;

/** The instance's stream for the signed-in member, once its LISTEN connection is up. */
async function streamOn(instance: Instance): Promise<LiveReader> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(instance.process.url + ENDPOINTS.liveStream.path, { headers: { Authorization: token } });
    if (res.status === 200) return readLive(res);
    expect(res.status, `${instance.name} answered ${res.status}`).toBe(503);
    await res.body?.cancel();
    if (Date.now() > deadline) throw new Error(`${instance.name}: no stream within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const addFavourite = (to: Instance, nodeId: number) =>
  to.call(ENDPOINTS.favouriteAdd.path, { token, body: { nodeId }, headers: { 'Idempotency-Key': crypto.randomUUID() } });

describe('the live channel on two instances', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    shared = await sharedDatabase(clusterUrl());
    ({ instances: [a, b], stop: stopInstances } = (await startInstances(shared.database.url, 2)) as { instances: [Instance, Instance]; stop: () => Promise<void> });
    ({ token } = await a.value<LoginValue>(ENDPOINTS.devSession.path, { body: { account: 'demo' } }));
  }, 240_000);
  afterAll(async () => {
    await stopInstances();
    await shared?.close();
  }, 60_000);

  it('an event raised through one instance reaches the streams of both', async () => {
    const [onA, onB] = [await streamOn(a), await streamOn(b)];
    const nodeId = Number((await shared.db.selectFrom('games').select('node_id').orderBy('node_id').executeTakeFirstOrThrow()).node_id);
    expect((await addFavourite(a, nodeId)).status).toBe(200);
    const favourites: LiveEvent = { kind: 'member-data', area: 'favourites' };
    await heardUpTo(onB, favourites);
    await heardUpTo(onA, favourites);

    // A public one, raised by B this time.
    const game = (await lotteryGames(shared.db))[0]!;
    const drawn = await b.value<{ drawNo: string }>(ENDPOINTS.devLotteryDraw.path, { body: { gameCode: game.gameCode } });
    const draw: LiveEvent = { kind: 'draw', game: game.gameCode, drawNo: drawn.drawNo };
    await heardUpTo(onA, draw);
    await heardUpTo(onB, draw);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('after the LISTEN backends are terminated, the streams end and the instances hear each other again', async () => {
    const onB = await streamOn(b);
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(shared.db);
    expect(rows.filter((row) => row.ended)).toHaveLength(2);
    await onB.ended;

    const again = await streamOn(b);
    const nodeId = Number((await shared.db.selectFrom('games').select('node_id').orderBy('node_id').offset(1).limit(1).executeTakeFirstOrThrow()).node_id);
    // A's own connection may still be coming back: its publish goes through the pool regardless.
    expect((await addFavourite(a, nodeId)).status).toBe(200);
    await heardUpTo(again, { kind: 'member-data', area: 'favourites' });
    await again.close();
  });

  it('an instance shutting down ends its streams at once, then exits', async () => {
    const [onA, onB] = [await streamOn(a), await streamOn(b)];
    const started = Date.now();
    const stopping = stopInstances();
    await Promise.all([onA.ended, onB.ended]);
    // Well before the shutdown's grace runs out: open streams do not hold the server's close.
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
    await stopping;
  });
});
