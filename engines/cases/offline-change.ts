/**
 * A change made while the network is down, the outbox's promise: shown on the device at once,
 * kept as waiting, absent from the server until the network returns, then applied there exactly
 * once. The note says how long after the return it arrived (no Background Sync in some engines:
 * then it is the open page that sends it).
 */
import assert from 'node:assert/strict';
import type { Feature } from '../features';
import { countOf, isVisible } from '../page';
import { until } from '../until';
import type { CaseContext } from './case';
import { SELECTORS } from './selectors';

/** What the outbox stands on: the device's database, one sender at a time, the contexts' channel; Background Sync where there is one. */
export const OUTBOX_FEATURES: Feature[] = ['indexedDB', 'webLocks', 'broadcastChannel', 'backgroundSync'];

export interface OfflineChange {
  /** In words, for the messages. */
  what: string;
  /** The player's tap. */
  act(): Promise<void>;
  /** The device shows the change. */
  shown(): Promise<boolean>;
  /** The server holds the change. */
  onServer(): Promise<boolean>;
  /** The registry path of the call that carries it (its applied ops are counted). */
  path: string;
}

export async function changeWhileDown({ page, view, network, shot, note }: CaseContext, change: OfflineChange): Promise<void> {
  assert.equal(await change.onServer(), false, `${change.what} is on the server before the test made it`);
  await network.down();
  await change.act();
  await until(`${change.what} shown at once`, change.shown);
  await until(`${change.what} waiting to be sent`, () => isVisible(page, SELECTORS.syncPending));
  await shot();
  assert.equal(await change.onServer(), false, `${change.what} reached the server while the network was down`);

  const back = Date.now();
  await network.up();
  await until(`${change.what} on the server`, change.onServer, 90_000);
  const seconds = ((Date.now() - back) / 1000).toFixed(1);
  await until('nothing left waiting on the device', async () => (await countOf(page, SELECTORS.syncPending)) === 0);
  const ops = await view.appliedOps(change.path);
  assert.equal(ops.length, 1, `${change.what}: ${ops.length} ops applied, expected exactly one`);
  note(`on the server ${seconds} s after the network returned; applied once (${ops[0]!.replays} replays)`);
}
