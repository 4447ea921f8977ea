/** Launch, the demo game page and its bets: money moves once, in one transaction, with a ledger. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/access/auth';
import { placeBet, TRIAL_CREDIT_CENTS } from '../../server/records/bets';
import { ENDPOINTS } from '../../src/api/endpoints';
import { MIN_STAKE } from '../../src/api/endpoints/constants';
import type { Winner } from '../../src/api/catalogue-wire';
import type { LaunchValue } from '../../src/api/play-wire';
import { ACCOUNTS, balanceOf, checkLedger, statementOf } from '../../server/ledger';
import { fund, insertMember, jsonInit, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let slotGame: number;
let tableGame: number;

/** A fresh member with its own wallet (or none), signed in. */
async function newMember(type: number, balanceCents: number | null) {
  const account = `p${type}x${Math.random().toString(36).slice(2, 10)}`;
  const id = await insertMember(server.db, account, type);
  if (balanceCents !== null) await fund(server.db, id, balanceCents);
  return { id, account, token: await issueSession(server.db, id, 1) };
}

async function launch(nodeId: number, as = token) {
  const { status, body } = await server.call<LaunchValue>(ENDPOINTS.launch.path, jsonInit({ nodeId }, as));
  if (!body.success) throw new Error(`launch → ${status} ${body.errorCode}`);
  return body.value.url;
}

/** Launch and exchange: the play token the game page would hold. */
async function play(nodeId: number, as = token) {
  const launchToken = new URL(await launch(nodeId, as), 'http://x').searchParams.get('launch')!;
  const { body } = await server.call<{ playToken: string }>(ENDPOINTS.playSession.path, jsonInit({ launch: launchToken }));
  if (!body.success) throw new Error(body.errorCode);
  return `Bearer ${body.value.playToken}`;
}

interface BetValue {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  replayed: boolean;
  outcome: { kind: string };
}

const bet = (playToken: string, body: Record<string, unknown>) => server.call<BetValue>(ENDPOINTS.playBet.path, jsonInit(body, playToken));
const round = () => crypto.randomUUID();

const balanceCents = (memberId: number) => balanceOf(server.db, ACCOUNTS.wallet(memberId));

/** The wallet's lines, oldest first, without the funding transfer. */
async function ledgerOf(memberId: number) {
  const { lines } = await statementOf(server.db, ACCOUNTS.wallet(memberId), { pageSize: 1000 });
  return lines.reverse().filter((line) => line.kind !== 'opening');
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('demo');
  const first = (category: string) =>
    server.db.selectFrom('games').select('node_id').where('category', '=', category).orderBy('node_id').executeTakeFirstOrThrow();
  slotGame = (await first('RNG')).node_id;
  tableGame = (await first('LIVE')).node_id;
});
afterAll(() => server.close());

describe('launch', () => {
  it('needs a session: a guest gets 401', async () => {
    expect((await server.call(ENDPOINTS.launch.path, jsonInit({ nodeId: slotGame }))).status).toBe(401);
  });

  it('answers a /play URL with a launch token and records the game as recent', async () => {
    const url = await launch(slotGame);
    expect(url).toMatch(/^\/play\/[A-Za-z0-9_.%-]+\?launch=[A-Za-z0-9_-]{20,}$/);
    const recent = await server.call<{ list: { nodeId: number }[] }>(`${ENDPOINTS.recent.path}?page=1&pageSize=36`, { headers: { Authorization: token } });
    expect(recent.body.success && recent.body.value.list[0]!.nodeId).toBe(slotGame);
  });

  it('lets a trial (type 4) member launch; refuses unknown games and malformed input', async () => {
    const trial = await newMember(4, null);
    expect(await launch(tableGame, trial.token)).toMatch(/^\/play\//);
    expect((await server.call(ENDPOINTS.launch.path, jsonInit({ nodeId: 999_999_999 }, token))).status).toBe(404);
    expect((await server.call(ENDPOINTS.launch.path, jsonInit({ nodeId: 'x' }, token))).status).toBe(400);
    expect((await server.call(ENDPOINTS.launch.path, jsonInit('{not json', token))).status).toBe(400);
  });
});

describe('the game page', () => {
  it('serves the game in its branding, scripts from our own origin only', async () => {
    const url = await launch(slotGame);
    const res = await server.app.request(url);
    const html = await res.text();
    const game = await server.db.selectFrom('games').selectAll().where('node_id', '=', slotGame).executeTakeFirstOrThrow();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain(game.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(html).toContain(`/media/game/${slotGame}.webp`);
    expect(html).toContain('data-kind="slots"');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    expect((await server.app.request('/play/assets/play.js')).status).toBe(200);
    expect((await server.app.request('/play/assets/play-scene.js')).status).toBe(200);
  });

  it('gives a table game to live casino and 404 to an unknown game or asset', async () => {
    const html = await (await server.app.request(await launch(tableGame))).text();
    expect(html).toContain('data-kind="baccarat"');
    expect((await server.app.request('/play/NO-SUCH-GAME')).status).toBe(404);
    expect((await server.app.request('/play/assets/../app.ts')).status).toBe(404);
    expect((await server.call('/play/api/nothing')).status).toBe(404);
  });

  it('exchanges a launch token once only', async () => {
    const launchToken = new URL(await launch(slotGame), 'http://x').searchParams.get('launch')!;
    expect((await server.call(ENDPOINTS.playSession.path, jsonInit({ launch: launchToken }))).status).toBe(200);
    const again = await server.call(ENDPOINTS.playSession.path, jsonInit({ launch: launchToken }));
    expect(again.status).toBe(401);
    expect(!again.body.success && again.body.errorCode).toBe('launch_invalid');
  });

  it('ends play when the lobby session logs out', async () => {
    const member = await newMember(0, 10_000);
    const playToken = await play(slotGame, member.token);
    await server.call(ENDPOINTS.logout.path, { method: 'POST', headers: { Authorization: member.token } });
    expect((await bet(playToken, { stake: 1, roundId: round() })).status).toBe(401);
  });
});

describe('bets', () => {
  it('debits the stake and credits the win, with ledger entries summing to the balance', async () => {
    const member = await newMember(0, 50_000);
    const playToken = await play(slotGame, member.token);
    for (let i = 0; i < 25; i++) {
      const { status, body } = await bet(playToken, { stake: 5, roundId: round() });
      expect(status).toBe(200);
      expect(body.success && body.value.balance).toBe((await balanceCents(member.id)) / 100);
    }
    const entries = await ledgerOf(member.id);
    const bets = await server.db.selectFrom('bets').selectAll().where('member_id', '=', member.id).execute();
    expect(bets).toHaveLength(25);
    expect(entries.filter((e) => e.kind === 'bet')).toHaveLength(25);
    expect(entries.filter((e) => e.kind === 'win')).toHaveLength(bets.filter((b) => Number(b.payout_cents) > 0).length);
    const sum = entries.reduce((total, e) => total + e.amountCents, 0);
    expect(50_000 + sum).toBe(await balanceCents(member.id));
    expect(entries.at(-1)!.balanceAfterCents).toBe(await balanceCents(member.id));
    for (const b of bets) {
      const own = entries.filter((e) => e.reference === `bet:${b.round_id}`);
      expect(own.reduce((total, e) => total + Number(e.amountCents), 0)).toBe(Number(b.payout_cents) - Number(b.stake_cents));
    }
    expect(await checkLedger(server.db)).toMatchObject({ imbalance: 0, mismatched: 0, overdrawn: 0 });
  });

  it('never lets the balance go negative: a stake above it is refused with insufficient_balance', async () => {
    const member = await newMember(0, 500);
    const playToken = await play(tableGame, member.token);
    const refused = await bet(playToken, { stake: 10, roundId: round(), pick: 'player' });
    expect(refused.status).toBe(400);
    expect(!refused.body.success && refused.body.errorCode).toBe('insufficient_balance');
    expect(await balanceCents(member.id)).toBe(500);
    // Bet it all, again and again, until less than the smallest stake is left
    // (a banker win pays 0.95, so a few cents can remain): never below zero, never a 500.
    for (let i = 0; i < 40 && (await balanceCents(member.id)) >= MIN_STAKE * 100; i++) {
      const stake = Math.min(5, (await balanceCents(member.id)) / 100);
      const { status } = await bet(playToken, { stake, roundId: round(), pick: 'banker' });
      expect(status).toBe(200);
      expect(await balanceCents(member.id)).toBeGreaterThanOrEqual(0);
    }
    const entries = await ledgerOf(member.id);
    expect(entries.every((e) => e.balanceAfterCents >= 0)).toBe(true);
  });

  it('answers a repeated round id with the first result and debits it once', async () => {
    const member = await newMember(0, 10_000);
    const playToken = await play(slotGame, member.token);
    const roundId = round();
    const first = await bet(playToken, { stake: 2, roundId });
    const again = await bet(playToken, { stake: 2, roundId });
    expect(first.body.success && again.body.success).toBe(true);
    if (!first.body.success || !again.body.success) return;
    expect(again.body.value).toEqual({ ...first.body.value, replayed: true });
    const rows = await server.db.selectFrom('bets').select('id').where('round_id', '=', roundId).execute();
    expect(rows).toHaveLength(1);
    expect((await ledgerOf(member.id)).filter((e) => e.kind === 'bet')).toHaveLength(1);
  });

  it('debits once under concurrent duplicate requests', async () => {
    const member = await newMember(0, 10_000);
    const playToken = await play(slotGame, member.token);
    const roundId = round();
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(playToken, { stake: 3, roundId })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => (a.body.success ? JSON.stringify(a.body.value.outcome) : ''));
    expect(new Set(outcomes).size).toBe(1);
    expect(answers.filter((a) => a.body.success && !a.body.value.replayed)).toHaveLength(1);
    expect((await ledgerOf(member.id)).filter((e) => e.kind === 'bet')).toHaveLength(1);
    const payout = answers[0]!.body.success ? answers[0]!.body.value.payout : 0;
    expect(await balanceCents(member.id)).toBe(10_000 - 300 + Math.round(payout * 100));
  });

  it('refuses a round id that belongs to another member', async () => {
    const [a, b] = [await newMember(0, 10_000), await newMember(0, 10_000)];
    const roundId = round();
    await bet(await play(slotGame, a.token), { stake: 1, roundId });
    expect((await bet(await play(slotGame, b.token), { stake: 1, roundId })).status).toBe(409);
    expect(await balanceCents(b.id)).toBe(10_000);
  });

  it('gives a trial member trial credit on the first bet, even before its wallet exists', async () => {
    const trial = await newMember(4, null);
    const playToken = await play(slotGame, trial.token);
    const before = await server.call<{ balance: number; trial: boolean }>(ENDPOINTS.playBalance.path, { headers: { Authorization: playToken } });
    expect(before.body.success && before.body.value).toMatchObject({ balance: TRIAL_CREDIT_CENTS / 100, trial: true });
    await bet(playToken, { stake: 10, roundId: round() });
    await bet(playToken, { stake: 10, roundId: round() });
    const entries = await ledgerOf(trial.id);
    expect(entries[0]).toMatchObject({ kind: 'trial_credit', reference: null, amountCents: TRIAL_CREDIT_CENTS });
    expect(entries.filter((e) => e.kind === 'trial_credit')).toHaveLength(1);
    expect(entries.reduce((total, e) => total + e.amountCents, 0)).toBe(await balanceCents(trial.id));
  });

  it('rejects malformed bets with 400, never 500', async () => {
    const playToken = await play(tableGame);
    const cases: unknown[] = [
      {},
      { stake: '5', roundId: round(), pick: 'player' },
      { stake: -1, roundId: round(), pick: 'player' },
      { stake: 0, roundId: round(), pick: 'player' },
      { stake: 1.005, roundId: round(), pick: 'player' },
      { stake: 5000, roundId: round(), pick: 'player' },
      { stake: 5, roundId: 'not-a-uuid', pick: 'player' },
      { stake: 5, roundId: round() },
      { stake: 5, roundId: round(), pick: 'dragon' },
      '{"stake": 5,',
      '[]',
    ];
    for (const body of cases) {
      const { status, body: envelope } = await server.call(ENDPOINTS.playBet.path, jsonInit(body, playToken));
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(envelope.success).toBe(false);
    }
    expect(server.log.error).not.toHaveBeenCalled();
  });
});

describe('winner board', () => {
  it('gains a big win (three 7s on every line)', async () => {
    const member = await newMember(0, 10_000);
    const memberRow = await server.db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    const game = await server.db.selectFrom('games').selectAll().where('node_id', '=', slotGame).executeTakeFirstOrThrow();
    // 99 of 100 lands on the last symbol, the seven, for every cell.
    const result = await placeBet(server.db, { member: memberRow, game, roundId: round(), stakeCents: 100 }, () => 99);
    expect(result.payout).toBe(500);
    const { body } = await server.call<{ list: Winner[] }>(`${ENDPOINTS.winners.path}?limitNum=50`);
    // Other tests' random rounds may have won 500 on this game too: look for this member's entry.
    const board = body.success ? body.value.list.map((w) => ({ nodeId: w.nodeId, winAmount: w.vo.winAmount, customerName: w.vo.customerName })) : [];
    expect(board).toContainEqual({ nodeId: slotGame, winAmount: 500, customerName: `${member.account.slice(0, 2)}***${member.account.slice(-2)}` });
  });

  it('leaves small wins off the board', async () => {
    const member = await newMember(0, 10_000);
    const memberRow = await server.db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    const game = await server.db.selectFrom('games').selectAll().where('node_id', '=', slotGame).executeTakeFirstOrThrow();
    const count = async () => Number((await server.db.selectFrom('winners').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // Rolls out of 100, row by row: cherries on the top row only (2x the stake), nothing else lines up.
    const rolls = [0, 0, 0, 30, 55, 73, 85, 93, 30];
    const result = await placeBet(server.db, { member: memberRow, game, roundId: round(), stakeCents: 100 }, () => rolls.shift()!);
    expect(result.payout).toBe(2);
    expect(await count()).toBe(before);
  });
});
