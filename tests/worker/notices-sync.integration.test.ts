/**
 * The notices and help scopes against the real reference server (temp SQLite, real HTTP
 * listener): home's and the notice list's writes keep each other's rows, read flags follow the
 * signed-in user (and unsent marks), and the help tree lands flattened per language.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { db } from '../../src/db/db';
import { cancelScheduledFlush, notices } from '../../worker/outbox';
import { session } from '../../worker/session';
import { sync } from '../../worker/sync';
import { workerServerForFile } from './reference-server';

const server = workerServerForFile();

async function markReadOnServer(token: string, announcementId: number) {
  const res = await fetch(`${server.base}${ENDPOINTS.announcementRead.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ announcementId, read: true }),
  });
  expect(res.status).toBe(200);
}

const kinds = async () => new Set((await db.announcements.toArray()).map((row) => row.kind));
const readIds = async () => (await db.announcements.filter((row) => row.read).primaryKeys()).sort((a, b) => a - b);

describe('announcements on the device', () => {
  it('home and the notice list keep each other\'s kinds', async () => {
    expect((await sync.refresh('home')).errors).toEqual([]);
    expect(await kinds()).toEqual(new Set(['player', 'popup']));
    expect((await sync.refresh('notices')).errors).toEqual([]);
    expect(await kinds()).toEqual(new Set(['player', 'popup', 'hot']));
    await sync.refresh('home');
    expect(await kinds()).toEqual(new Set(['player', 'popup', 'hot']));
    const player = await db.announcements.where('kind').equals('player').sortBy('sort');
    expect(player.length).toBeGreaterThanOrEqual(8);
    expect(player.map((row) => row.sort)).toEqual(player.map((_, i) => i));
  });

  it('a member\'s server read flags arrive; signing out clears them; another member sees their own', async () => {
    const demo = await server.login('demo');
    const [first, second] = await db.announcements.where('kind').equals('player').sortBy('sort');
    await markReadOnServer(demo.token, first!.id);
    await session.signIn(demo);
    await sync.refresh('notices');
    expect(await readIds()).toEqual([first!.id]);

    await session.signOut();
    expect(await readIds()).toEqual([]);

    const agent = await server.login('agent');
    await markReadOnServer(agent.token, second!.id);
    await session.signIn(agent);
    await sync.refresh('notices');
    expect(await readIds()).toEqual([second!.id]);
    await session.signOut();
  });

  it('a mark made on the device and not yet sent survives a refresh that does not know it', async () => {
    const demo = await server.login('demo');
    await session.signIn(demo);
    await sync.refresh('notices');
    const unread = (await db.announcements.where('kind').equals('player').sortBy('sort')).find((row) => !row.read)!;
    expect(await notices.markRead(unread.id)).toBe('queued');
    cancelScheduledFlush(); // keep the op unsent
    // Clear the flag behind the outbox's back, as a stale stored answer would.
    await db.announcements.update(unread.id, { read: false });
    await sync.refresh('notices');
    expect((await db.announcements.get(unread.id))?.read).toBe(true);
    expect(await db.outbox.filter((op) => op.kind === 'notice.read').count()).toBe(1);
    await db.outbox.clear();
    await session.signOut();
  });

  it('answers the language asked: rows are replaced by the same items in Bengali', async () => {
    session.configure({ language: 'bn' });
    await sync.refresh('notices');
    const player = await db.announcements.where('kind').equals('player').toArray();
    expect(player.every((row) => row.language === 'bn' && /[\u0980-\u09FF]/.test(row.title))).toBe(true);
  });
});

describe('help on the device', () => {
  it('flattens the tree parents before children, one set of rows per language', async () => {
    session.configure({ language: 'en' });
    expect((await sync.refresh('help')).errors).toEqual([]);
    session.configure({ language: 'zh' });
    await sync.refresh('help');
    const en = await db.helpItems.where('language').equals('en').sortBy('sort');
    const zh = await db.helpItems.where('language').equals('zh').sortBy('sort');
    expect(en.length).toBeGreaterThan(10);
    expect(zh.map((row) => row.tag)).toEqual(en.map((row) => row.tag));
    expect(en[0]).toMatchObject({ tag: 'about', parentTag: null, title: 'About us', sort: 0 });
    expect(en[1]).toMatchObject({ tag: 'about-company', parentTag: 'about' });
    expect(zh[0]!.title).toBe('关于我们');
    // Every child comes after its parent.
    const position = new Map(en.map((row) => [row.tag, row.sort]));
    for (const row of en) if (row.parentTag) expect(position.get(row.parentTag)!).toBeLessThan(row.sort);
  });
});
