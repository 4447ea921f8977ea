/**
 * Every source of a live event raises it, once its change is made, through the calls and clocks
 * that make the change: a member's own data (favourites, read marks, the inbox), the operator's
 * chat reply and inbox message, money decisions (withdrawals, deposits, a promotion's bonus), the
 * lottery's and the sportsbook's clocks, and the catalogue version. Each test ends with a marker
 * event of its own, so "nothing else was heard" is read, not waited for.
 */
import { describe, expect, it } from 'vitest';
import { catalogueVersion } from '../../server/games/catalogue-version';
import { catalogueNews } from '../../server/live/catalogue-news';
import { publishLive } from '../../server/live/publish';
import { lotteryGames } from '../../server/lottery/games';
import { lotteryTick } from '../../server/lottery/job';
import { sportsTick } from '../../server/sports/job';
import { MINUTE_MS } from '../../server/sports/simulation';
import type { DepositOrder } from '../../src/api/deposit-wire';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LiveEvent } from '../../src/api/live-events';
import type { ChatMessage, InboxPage } from '../../src/api/support-wire';
import { OPERATOR_HEADERS, storeSetting, type TestServer } from './helpers';
import { liveServerForFile, openLive, type Heard, type LiveReader } from './live-helpers';
import { decide, newMember, type MemberClient } from './withdraw-helpers';

const server = liveServerForFile();

let markers = 0;

/** Every event up to a public marker published now: what the change raised, and nothing after it. */
async function heardUntilMarker(stream: LiveReader, db = server.db): Promise<LiveEvent[]> {
  markers += 1;
  const marker = { kind: 'draw', game: 'MARKER', drawNo: String(markers) } as const;
  await publishLive(db, marker);
  const heard: Heard[] = [];
  for (let next = await stream.next(); !(next.kind === 'draw' && next.event.kind === 'draw' && next.event.game === 'MARKER'); next = await stream.next()) {
    heard.push(next);
  }
  return heard.map((h) => h.event);
}

/** Asserts what the stream heard up to a marker (see heardUntilMarker), then hangs up. */
async function expectLastHeard(stream: LiveReader, expected: LiveEvent[]): Promise<void> {
  expect(await heardUntilMarker(stream)).toEqual(expected);
  await stream.close();
}

/** A fresh member with money and a stream open. */
async function listening(cents = 0): Promise<{ member: MemberClient; stream: LiveReader }> {
  const member = await newMember(server, { cents });
  return { member, stream: await openLive(server, member.token) };
}

const keyed = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/** The operator approves the first request and rejects the second, each answered 200. */
async function approveThenReject(decideOne: (id: number, decision: 'approve' | 'reject') => Promise<{ status: number }>, [first, second]: number[]) {
  expect((await decideOne(first!, 'approve')).status).toBe(200);
  expect((await decideOne(second!, 'reject')).status).toBe(200);
}

const anyGame = async (s: TestServer) => (await s.db.selectFrom('games').select('node_id').orderBy('node_id').executeTakeFirstOrThrow()).node_id;

describe('the member’s own data', () => {
  it('favourite added and removed → member-data favourites', async () => {
    const { member, stream } = await listening();
    const nodeId = await anyGame(server);
    expect((await member.call('POST', ENDPOINTS.favouriteAdd.path, { nodeId }, keyed())).status).toBe(200);
    expect((await member.call('DELETE', `${ENDPOINTS.favouriteRemove.path}?nodeId=${nodeId}`, undefined, keyed())).status).toBe(200);
    await expectLastHeard(stream, [
      { kind: 'member-data', area: 'favourites' },
      { kind: 'member-data', area: 'favourites' },
    ]);
  });

  it('a replayed op changes nothing and raises nothing', async () => {
    const { member, stream } = await listening();
    const nodeId = await anyGame(server);
    const key = keyed();
    await member.call('POST', ENDPOINTS.favouriteAdd.path, { nodeId }, key);
    await member.call('POST', ENDPOINTS.favouriteAdd.path, { nodeId }, key);
    await expectLastHeard(stream, [{ kind: 'member-data', area: 'favourites' }]);
  });

  it('inbox read → reads, delete and undo → mail; an operator message → unread first', async () => {
    const { member, stream } = await listening();
    await server.post(ENDPOINTS.operatorInboxSend.path, { account: member.account, title: 'Hello', content: 'A message' }, undefined, OPERATOR_HEADERS);
    const page = await member.value(member.call<InboxPage>('GET', `${ENDPOINTS.inbox.path}?pageNo=1&pageSize=10`));
    const id = page.list[0]!.id;
    for (const path of [ENDPOINTS.inboxRead.path, ENDPOINTS.inboxDelete.path, ENDPOINTS.inboxRestore.path]) {
      expect((await member.call('POST', path, { id }, keyed())).status, path).toBe(200);
    }
    await expectLastHeard(stream, [
      { kind: 'unread' },
      { kind: 'member-data', area: 'reads' },
      { kind: 'member-data', area: 'mail' },
      { kind: 'member-data', area: 'mail' },
    ]);
  });

  it('announcement and promotion read marks → reads', async () => {
    const { member, stream } = await listening();
    const announcement = await server.db.selectFrom('announcements').select('id').orderBy('id').executeTakeFirstOrThrow();
    const promotion = await server.db.selectFrom('promotions').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await member.call('POST', ENDPOINTS.announcementRead.path, { announcementId: announcement.id, read: true }, keyed())).status).toBe(200);
    expect((await member.call('POST', ENDPOINTS.promotionRead.path, { promotionId: promotion.id }, keyed())).status).toBe(200);
    await expectLastHeard(stream, [
      { kind: 'member-data', area: 'reads' },
      { kind: 'member-data', area: 'reads' },
    ]);
  });
});

describe('the operator', () => {
  it('a chat reply → chat, to that member only; the member reading it → reads', async () => {
    const [{ member, stream }, other] = [await listening(), await listening()];
    const reply = await server.post<ChatMessage>(ENDPOINTS.operatorChatReply.path, { account: member.account, text: 'How can we help?' }, undefined, OPERATOR_HEADERS);
    expect(reply.status).toBe(200);
    const upToId = reply.body.success ? reply.body.value.id : 0;
    expect((await member.call('POST', ENDPOINTS.chatRead.path, { upToId }, keyed())).status).toBe(200);
    await expectLastHeard(stream, [{ kind: 'chat' }, { kind: 'member-data', area: 'reads' }]);
    await expectLastHeard(other.stream, []);
  });

  it('a withdrawal approved or rejected → money with its amount', async () => {
    const { member, stream } = await listening(100_000);
    const card = await member.ready();
    const ids: number[] = [];
    for (const amount of [150, 120]) {
      const requested = await member.value(member.withdraw({ amount, bankCardId: card.id, paymentPassword: '246810' }));
      ids.push(requested.withdrawal.id);
    }
    await approveThenReject((id, decision) => decide(server, id, decision), ids);
    // Deciding again refuses, and raises nothing.
    expect((await decide(server, ids[0]!, 'approve')).status).toBe(409);
    await expectLastHeard(stream, [
      { kind: 'money', decision: 'withdrawal_approved', amount: 150 },
      { kind: 'money', decision: 'withdrawal_rejected', amount: 120 },
    ]);
  });

  it('a bank deposit approved or rejected → money deposit_paid / deposit_rejected', async () => {
    const { member, stream } = await listening();
    const orders: DepositOrder[] = [];
    for (const amount of [600, 700]) orders.push(await member.value(member.call<DepositOrder>('POST', ENDPOINTS.depositCreate.path, { method: 'BANK', amount }, keyed())));
    const decideDeposit = (orderId: number, decision: 'approve' | 'reject') =>
      server.post(ENDPOINTS.operatorDepositDecide.path, { orderId, decision, note: '' }, undefined, OPERATOR_HEADERS);
    await approveThenReject(decideDeposit, orders.map((order) => order.id));
    await expectLastHeard(stream, [
      { kind: 'money', decision: 'deposit_paid', amount: 600 },
      { kind: 'money', decision: 'deposit_rejected', amount: 700 },
    ]);
  });

  it('a deposit confirmed at the simulated gateway → money deposit_paid', async () => {
    const { member, stream } = await listening();
    const order = await member.value(member.call<DepositOrder>('POST', ENDPOINTS.depositCreate.path, { method: 'DEMOPAY', amount: 250.5 }, keyed()));
    const confirmed = await server.app.request(order.payUrl!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(confirmed.status).toBe(303);
    await expectLastHeard(stream, [{ kind: 'money', decision: 'deposit_paid', amount: 250.5 }]);
  });

  it('an application approved → money bonus_available', async () => {
    const { member, stream } = await listening();
    // The seeded welcome promotion takes applications (server/seed/content/promotions.ts).
    const apply = { id: 1 };
    expect((await member.call('POST', ENDPOINTS.promotionJoin.path, { promotionId: apply.id }, keyed())).status).toBe(200);
    const review = await server.post(ENDPOINTS.operatorPromotionReview.path, { account: member.account, promotionId: apply.id, decision: 'approve' }, undefined, OPERATOR_HEADERS);
    expect(review.status).toBe(200);
    await expectLastHeard(stream, [{ kind: 'money', decision: 'bonus_available' }]);
  });
});

describe('the public clocks and the catalogue', () => {
  it('a lottery draw drawn now → draw with its game and number', async () => {
    const { stream } = await listening();
    const game = (await lotteryGames(server.db))[0]!;
    const drawn = await server.post<{ drawNo: string }>(ENDPOINTS.devLotteryDraw.path, { gameCode: game.gameCode });
    expect(drawn.body.success).toBe(true);
    const drawNo = drawn.body.success ? drawn.body.value.drawNo : '';
    await expectLastHeard(stream, [{ kind: 'draw', game: game.gameCode, drawNo }]);
  });

  it('the lottery clock → draw for each draw it closed or drew', async () => {
    const { stream } = await listening();
    const later = new Date(Date.now() + 3 * 60_000);
    await lotteryTick(server.db, new Date());
    await heardUntilMarker(stream);
    const due = await server.db
      .selectFrom('lottery_draws')
      .select(['game_code', 'draw_no', 'status', 'draws_at'])
      .where('status', 'in', ['open', 'closed'])
      .where('closes_at', '<=', later.toISOString())
      .execute();
    expect(due.length).toBeGreaterThan(0);
    await lotteryTick(server.db, later);
    const heard = await heardUntilMarker(stream);
    // An open draw closes and, past its draw time, is drawn in the same tick: heard for each step.
    const expected = due.flatMap((d) => {
      const steps = (d.status === 'open' ? 1 : 0) + (d.draws_at <= later.toISOString() ? 1 : 0);
      return Array.from({ length: steps }, () => `${d.game_code}/${d.draw_no}`);
    });
    expect(heard.map((e) => (e.kind === 'draw' ? `${e.game}/${e.drawNo}` : e.kind)).sort()).toEqual(expected.sort());
    await stream.close();
  });

  it('a sports tick → one matches event naming exactly the matches it changed', async () => {
    const { stream } = await listening();
    await sportsTick(server.db, new Date());
    await heardUntilMarker(stream);
    const before = await matchStates(server);
    await sportsTick(server.db, new Date(Date.now() + 5 * MINUTE_MS));
    const after = await matchStates(server);
    const changed = [...after].filter(([id, state]) => before.get(id) !== state).map(([id]) => id);
    expect(changed.length).toBeGreaterThan(0);
    expect(await heardUntilMarker(stream)).toEqual([{ kind: 'matches', matchIds: changed.sort((a, b) => a - b) }]);

    // A tick that changes nothing raises nothing.
    await sportsTick(server.db, new Date(Date.now() + 5 * MINUTE_MS));
    await expectLastHeard(stream, []);
  });

  it('a new catalogue version → catalogue with the version', async () => {
    const { stream } = await listening();
    const check = catalogueNews(server.db);
    await check();
    await check();
    expect(await heardUntilMarker(stream)).toEqual([]);
    await storeSetting(server.db, 'liveTestNote', { at: Date.now() });
    await check();
    await expectLastHeard(stream, [{ kind: 'catalogue', version: String(await catalogueVersion(server.db)) }]);
  });
});

describe('publishing', () => {
  it('logged no failure on the way', () => {
    expect(server.log.error).not.toHaveBeenCalled();
  });
});

/** Each match's status, score and price versions, as one comparable string. */
async function matchStates(s: TestServer): Promise<Map<number, string>> {
  const matches = await s.db.selectFrom('sport_matches').select(['id', 'status', 'home_score', 'away_score']).execute();
  const prices = await s.db.selectFrom('sport_prices').select(['match_id', 'selection', 'version']).orderBy('match_id').orderBy('selection').execute();
  const versions = new Map<number, string>();
  for (const price of prices) versions.set(price.match_id, `${versions.get(price.match_id) ?? ''}${price.selection}${price.version};`);
  return new Map(matches.map((m) => [m.id, `${m.status} ${m.home_score}-${m.away_score} ${versions.get(m.id) ?? ''}`]));
}
