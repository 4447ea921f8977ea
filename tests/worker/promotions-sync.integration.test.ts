/**
 * The promotions scope and area against the real reference server (temp SQLite, real HTTP
 * listener): rows carry whose status they are, home's writes keep them, a read mark survives a
 * refresh that does not know it yet, and joining is a call that is never queued.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { PromotionList } from '../../src/api/content-wire';
import type { LoginValue } from '../../src/api/member-wire';
import { db } from '../../src/db/db';
import { cancelScheduledFlush, outbox } from '../../worker/outbox';
import { currentConfig } from '../../worker/context';
import { promotions } from '../../worker/promotions';
import { session } from '../../worker/session';
import { sync } from '../../worker/sync';
import { workerServerForFile } from './reference-server';

const server = workerServerForFile();

async function onServer(token: string, id: number) {
  const res = await fetch(`${server.base}${ENDPOINTS.promotions.path}?language=en`, { headers: { Authorization: token } });
  const list = ((await res.json()) as { value: PromotionList }).value.list;
  return list.find((p) => p.id === id)!;
}

const statuses = async () => Object.fromEntries((await db.promotions.toArray()).map((row) => [row.id, row.status]));

describe('promotions on the device', () => {
  it('a guest gets the tabs in order and every promotion with what it offers, stamped as a guest\'s', async () => {
    expect((await sync.refresh('promotions')).errors).toEqual([]);
    const tabs = await db.promotionCategories.where('language').equals('en').sortBy('sort');
    expect(tabs.map((tab) => tab.name)).toEqual(['Welcome', 'Daily', 'VIP', 'Sports']);
    const rows = await db.promotions.toArray();
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.userKey === '' && row.read === undefined)).toBe(true);
    expect((await statuses())[8]).toBe('comingSoon');
  });

  it('a member sees their own standing; home\'s promotion group keeps it', async () => {
    const demo = await server.login('demo');
    await session.signIn(demo);
    await sync.refresh('promotions');
    const { userKey } = currentConfig();
    expect((await db.promotions.get(6))).toMatchObject({ status: 'claim', read: false, userKey });
    expect((await statuses())[3]).toBe('claimed');
    // The announcement call carries promotions without member fields: they must not be lost.
    expect((await sync.refresh('home')).errors).toEqual([]);
    expect((await db.promotions.get(6))).toMatchObject({ status: 'claim', userKey });
  });

  it('a read mark made here survives a refresh that does not know it, then reaches the server', async () => {
    expect(await promotions.markRead(2)).toBe('queued');
    cancelScheduledFlush(); // keep the op unsent
    await sync.refresh('promotions');
    expect((await db.promotions.get(2))?.read).toBe(true);
    const demo = (await db.session.toArray())[0]!;
    expect((await onServer(demo.token, 2)).read).toBe(false);
    await outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect((await onServer(demo.token, 2)).read).toBe(true);
  });

  it('joins online: the new status is on the device and on the server; a second join is refused', async () => {
    const token = (await db.session.toArray())[0]!.token;
    expect(await promotions.join(7)).toEqual({ ok: true, status: 'joined' });
    expect((await db.promotions.get(7))?.status).toBe('joined');
    expect((await onServer(token, 7)).status).toBe('joined');
    expect(await promotions.join(7)).toEqual({ ok: false, code: ERROR_CODE.promotionNotAvailable, httpStatus: 409 });
    expect((await db.promotions.get(7))?.status).toBe('joined');
    expect(await promotions.join(1)).toEqual({ ok: true, status: 'applying' });
  });

  it('never queues a join: with no network it fails as offline and leaves nothing to send', async () => {
    session.configure({ baseUrl: 'http://127.0.0.1:9' });
    const result = await promotions.join(9);
    expect(result).toMatchObject({ ok: false, code: ERROR_CODE.offline });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.promotions.get(9))?.status).toBe('apply');
    session.configure({ baseUrl: server.base });
    expect((await onServer((await db.session.toArray())[0]!.token, 9)).status).toBe('apply');
  });

  it('after sign-out a refresh brings the guest view back', async () => {
    await session.signOut();
    await sync.refresh('promotions');
    expect((await db.promotions.get(6))).toMatchObject({ status: 'apply', userKey: '' });
    expect((await db.promotions.get(6))?.read).toBeUndefined();
  });

  it('a trial guest marks nothing read', async () => {
    const started = await fetch(`${server.base}${ENDPOINTS.freeplay.path}`, { method: 'POST' });
    const trial = ((await started.json()) as { value: LoginValue }).value;
    await session.signIn({ token: trial.token, userName: trial.userName, type: 4 });
    expect(await promotions.markRead(3)).toBe('unchanged');
    expect(await db.outbox.count()).toBe(0);
    await session.signOut();
  });

  it('answers in the language asked', async () => {
    session.configure({ language: 'bn' });
    await sync.refresh('promotions');
    const rows = await db.promotions.where('language').equals('bn').toArray();
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => /[\u0980-\u09FF]/.test(row.title))).toBe(true);
    expect((await db.promotionCategories.where('language').equals('bn').sortBy('sort'))[0]?.name).toBe('স্বাগতম');
  });
});
