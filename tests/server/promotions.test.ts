/**
 * Promotions (SPEC §2, §3, §4): tabs and list per language, guest and member fields, every rule
 * of the activity status, joining and applying (exactly once per Idempotency-Key), the refusals,
 * read marks, and the operator's decision on an application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionStatus } from '../../server/support/promotions';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { Promotion, PromotionJoinValue, PromotionList } from '../../src/api/content-wire';
import type { Envelope } from '../../src/api/envelope';
import type { LoginValue } from '../../src/api/member-wire';
import { OPERATOR_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let demo: string;
let agent: string;
let trial: string;

/** Seeded promotion ids by what they show (server/seed/content/promotions.ts). */
const SEEDED = {
  welcomeApply: 1,
  dailyJoinNoExpiry: 2,
  cashbackClaimedByDemo: 3,
  referNone: 4,
  summerClosed: 5,
  birthdayClaimByDemo: 6,
  vipRebateJoin: 7,
  newYearComingSoon: 8,
  freeSpinsApply: 9,
};

async function list(language: string, token?: string): Promise<PromotionList> {
  const { status, body } = await server.call<PromotionList>(`${ENDPOINTS.promotions.path}?language=${language}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!body.success) throw new Error(`${status} ${body.errorCode}`);
  return body.value;
}

async function promotion(id: number, token?: string, language = 'en'): Promise<Promotion> {
  const found = (await list(language, token)).list.find((p) => p.id === id);
  if (!found) throw new Error(`no promotion ${id}`);
  return found;
}

const join = (id: unknown, token: string | undefined, key?: string) =>
  server.post<PromotionJoinValue>(ENDPOINTS.promotionJoin.path, { promotionId: id }, token, key ? { 'Idempotency-Key': key } : {});

const review = (body: unknown, headers: Record<string, string> = OPERATOR_HEADERS) =>
  server.call<PromotionJoinValue>(ENDPOINTS.operatorPromotionReview.path, { method: 'POST', headers, body: JSON.stringify(body) });

const code = (body: Envelope<unknown>) => (body.success ? 'success' : body.errorCode);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn('demo');
  agent = await server.signIn('agent');
  const started = await server.post<LoginValue>(ENDPOINTS.freeplay.path, {});
  if (!started.body.success) throw new Error('no trial session');
  trial = started.body.value.token;
});
afterAll(() => server.close());

describe('the list', () => {
  it('has every promotion and tab in EN, BN and ZH, same ids in the same order', async () => {
    const [en, bn, zh] = await Promise.all([list('en'), list('bn'), list('zh')]);
    expect(en.list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const other of [bn, zh]) {
      expect(other.list.map((p) => p.id)).toEqual(en.list.map((p) => p.id));
      expect(other.categories.map((c) => c.id)).toEqual(en.categories.map((c) => c.id));
      // Translated, not the English fallback.
      other.list.forEach((p, i) => {
        expect(p.title).not.toBe(en.list[i]!.title);
        expect(p.content).not.toBe(en.list[i]!.content);
      });
    }
    expect(bn.list[0]!.title).toBe('স্বাগতম বোনাস ১০০%');
    expect(zh.categories[0]!.name).toBe('新人专享');
    // zh-CN and CN are Chinese too.
    expect((await list('zh-CN')).list.map((p) => p.title)).toEqual(zh.list.map((p) => p.title));
  });

  it('lists the tabs in the operator order', async () => {
    expect((await list('en')).categories).toEqual([
      { id: 1, name: 'Welcome' },
      { id: 2, name: 'Daily' },
      { id: 3, name: 'VIP' },
      { id: 4, name: 'Sports' },
    ]);
  });

  it('carries dates, categories and images ordered by sequence (1 is the cover)', async () => {
    const { list: promotions } = await list('en');
    for (const p of promotions) {
      expect(p.startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(p.announcementImages[0]?.sequence).toBe(1);
      expect(p.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
    }
    expect(promotions.find((p) => p.id === SEEDED.dailyJoinNoExpiry)?.noExpiry).toBe(1);
    const sameDay = promotions.find((p) => p.id === SEEDED.newYearComingSoon)!;
    expect(sameDay.startDate).toBe(sameDay.endDate);
    expect(promotions.find((p) => p.id === SEEDED.cashbackClaimedByDemo)?.announcementImages.map((i) => i.sequence)).toEqual([1, 2, 3]);
  });

  it('gives a guest what each promotion offers now, and no read flag', async () => {
    const guest = await list('en');
    for (const p of guest.list) expect(p).not.toHaveProperty('read');
    expect(Object.fromEntries(guest.list.map((p) => [p.id, p.status]))).toEqual({
      1: 'apply', 2: 'join', 3: 'join', 4: 'none', 5: 'closed', 6: 'apply', 7: 'join', 8: 'comingSoon', 9: 'apply',
    });
  });

  it('gives a member their own standing and read flags; a stale token counts as a guest', async () => {
    const member = await list('en', demo);
    for (const p of member.list) expect(p.read).toBe(false);
    expect(member.list.find((p) => p.id === SEEDED.birthdayClaimByDemo)?.status).toBe('claim');
    expect(member.list.find((p) => p.id === SEEDED.cashbackClaimedByDemo)?.status).toBe('claimed');
    // Another member has not acted anywhere.
    expect((await promotion(SEEDED.birthdayClaimByDemo, agent)).status).toBe('apply');
    const stale = await list('en', 'not-a-real-token-0000000000000000');
    expect(stale.list.every((p) => !('read' in p))).toBe(true);
  });

  it('answers a malformed language with a 400 envelope', async () => {
    const { status, body } = await server.call(`${ENDPOINTS.promotions.path}?language=${'x'.repeat(300)}`);
    expect(status).toBe(400);
    expect(code(body)).toBe(ERROR_CODE.invalidParameter);
  });
});

describe('status rules', () => {
  const open = { startDate: '2025-01-01 00:00:00', endDate: '2030-12-31 23:59:59', noExpiry: 0 as const };
  const now = new Date('2026-06-15T12:00:00Z');

  it('is comingSoon before the start, whatever else', () => {
    const future = { ...open, startDate: '2026-06-15 12:00:01' };
    expect(promotionStatus(future, 'join', undefined, now)).toBe('comingSoon');
    expect(promotionStatus({ ...future, noExpiry: 1 }, 'apply', undefined, now)).toBe('comingSoon');
    expect(promotionStatus({ ...open, startDate: '2026-06-15 12:00:00' }, 'join', undefined, now)).toBe('join');
  });

  it('is closed after the end day, unless the member has an outcome', () => {
    const over = { ...open, endDate: '2026-06-14 00:00:00' };
    expect(promotionStatus(over, 'join', undefined, now)).toBe('closed');
    expect(promotionStatus(over, 'join', 'joined', now)).toBe('closed');
    expect(promotionStatus(over, 'apply', 'applying', now)).toBe('closed');
    for (const outcome of ['claim', 'claimed', 'issued', 'rejected']) expect(promotionStatus(over, 'apply', outcome, now)).toBe(outcome);
  });

  it('runs all of its end day, and never ends with noExpiry 1', () => {
    const endsToday = { ...open, startDate: '2026-06-15 00:00:00', endDate: '2026-06-15 00:00:00' };
    expect(promotionStatus(endsToday, 'join', undefined, now)).toBe('join');
    expect(promotionStatus({ ...open, endDate: '2025-01-01 00:00:00', noExpiry: 1 }, 'join', undefined, now)).toBe('join');
  });

  it('shows the member standing, else what the promotion offers', () => {
    for (const standing of ['joined', 'applying', 'claim', 'claimed', 'issued', 'rejected', 'process']) {
      expect(promotionStatus(open, 'join', standing, now)).toBe(standing);
    }
    expect(promotionStatus(open, 'join', undefined, now)).toBe('join');
    expect(promotionStatus(open, 'apply', undefined, now)).toBe('apply');
    expect(promotionStatus(open, 'none', undefined, now)).toBe('none');
    // A value the wire does not know is ignored rather than sent.
    expect(promotionStatus(open, 'join', 'bogus', now)).toBe('join');
  });

  it('applies the rules to stored standings: an outcome outlives the end, a join does not', async () => {
    const agentId = (await server.db.selectFrom('members').select('id').where('account', '=', 'agent').executeTakeFirstOrThrow()).id;
    await server.db
      .insertInto('promotion_members')
      .values({ member_id: agentId, promotion_id: SEEDED.summerClosed, status: 'issued', updated_at: '2025-07-01T00:00:00.000Z' })
      .execute();
    expect((await promotion(SEEDED.summerClosed, agent)).status).toBe('issued');
    await server.db.updateTable('promotion_members').set({ status: 'joined' }).where('member_id', '=', agentId).execute();
    expect((await promotion(SEEDED.summerClosed, agent)).status).toBe('closed');
  });
});

describe('joining and applying', () => {
  it('joins once per Idempotency-Key: a replay answers the first result and adds nothing', async () => {
    const key = 'promo-join-0001';
    const first = await join(SEEDED.dailyJoinNoExpiry, demo, key);
    expect(first.status).toBe(200);
    expect(first.body.success && first.body.value).toEqual({ promotionId: SEEDED.dailyJoinNoExpiry, status: 'joined' });
    const replay = await join(SEEDED.dailyJoinNoExpiry, demo, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const rows = await server.db.selectFrom('promotion_members').selectAll().where('promotion_id', '=', SEEDED.dailyJoinNoExpiry).execute();
    expect(rows).toHaveLength(1);
    expect((await promotion(SEEDED.dailyJoinNoExpiry, demo)).status).toBe('joined');
    // Guests still see the offer.
    expect((await promotion(SEEDED.dailyJoinNoExpiry)).status).toBe('join');
  });

  it('refuses to join again with a new key (409, already joined)', async () => {
    const again = await join(SEEDED.dailyJoinNoExpiry, demo, 'promo-join-0002');
    expect(again.status).toBe(409);
    expect(code(again.body)).toBe(ERROR_CODE.promotionNotAvailable);
    expect(!again.body.success && again.body.value).toEqual({ promotionId: SEEDED.dailyJoinNoExpiry, status: 'joined' });
  });

  it('applies: apply → applying', async () => {
    const applied = await join(SEEDED.welcomeApply, demo, 'promo-apply-0001');
    expect(applied.body.success && applied.body.value.status).toBe('applying');
    expect((await promotion(SEEDED.welcomeApply, demo)).status).toBe('applying');
  });

  it('refuses closed, coming soon, nothing to do and an outcome already reached (409)', async () => {
    for (const id of [SEEDED.summerClosed, SEEDED.newYearComingSoon, SEEDED.referNone, SEEDED.birthdayClaimByDemo, SEEDED.cashbackClaimedByDemo]) {
      const refused = await join(id, demo);
      expect(refused.status, `promotion ${id}`).toBe(409);
      expect(code(refused.body)).toBe(ERROR_CODE.promotionNotAvailable);
    }
    const rows = await server.db.selectFrom('promotion_members').select('promotion_id').where('promotion_id', 'in', [5, 8, 4]).execute();
    expect(rows.filter((r) => r.promotion_id !== SEEDED.summerClosed)).toEqual([]);
  });

  it('refuses an unknown promotion (404), a trial member (403) and a guest (401)', async () => {
    expect(code((await join(999_999, demo)).body)).toBe(ERROR_CODE.promotionNotFound);
    expect((await join(999_999, demo)).status).toBe(404);
    const trialJoin = await join(SEEDED.vipRebateJoin, trial);
    expect(trialJoin.status).toBe(403);
    expect(code(trialJoin.body)).toBe(ERROR_CODE.noPermission);
    expect((await join(SEEDED.vipRebateJoin, undefined)).status).toBe(401);
  });

  it('answers malformed bodies with 400 and changes nothing', async () => {
    for (const body of [{ promotionId: 'x' }, {}, { promotionId: -1 }, { promotionId: 1.5 }, 'not json', { promotionId: 2 ** 40 }]) {
      const res = await server.post(ENDPOINTS.promotionJoin.path, body, agent);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res.body)).toBe(ERROR_CODE.invalidParameter);
    }
    expect((await promotion(SEEDED.vipRebateJoin, agent)).status).toBe('join');
  });
});

describe('operator review', () => {
  it('approves an application: applying → claim', async () => {
    const approved = await review({ account: 'demo', promotionId: SEEDED.welcomeApply, decision: 'approve' });
    expect(approved.body.success && approved.body.value).toEqual({ promotionId: SEEDED.welcomeApply, status: 'claim' });
    expect((await promotion(SEEDED.welcomeApply, demo)).status).toBe('claim');
  });

  it('rejects an application: applying → rejected', async () => {
    await join(SEEDED.freeSpinsApply, agent, 'promo-apply-agent-1');
    const rejected = await review({ account: 'agent', promotionId: SEEDED.freeSpinsApply, decision: 'reject' });
    expect(rejected.body.success && rejected.body.value.status).toBe('rejected');
    expect((await promotion(SEEDED.freeSpinsApply, agent)).status).toBe('rejected');
  });

  it('refuses a decision with no pending application (409), unknown ids (404) and bad bodies (400)', async () => {
    const decided = await review({ account: 'demo', promotionId: SEEDED.welcomeApply, decision: 'reject' });
    expect(decided.status).toBe(409);
    expect((await promotion(SEEDED.welcomeApply, demo)).status).toBe('claim');
    expect((await review({ account: 'demo', promotionId: SEEDED.vipRebateJoin, decision: 'approve' })).status).toBe(409);
    expect(code((await review({ account: 'demo', promotionId: 999_999, decision: 'approve' })).body)).toBe(ERROR_CODE.promotionNotFound);
    expect(code((await review({ account: 'nobody-here', promotionId: 1, decision: 'approve' })).body)).toBe(ERROR_CODE.userNotFound);
    for (const body of [{ account: 'demo', promotionId: 1, decision: 'maybe' }, { account: 'demo', decision: 'approve' }, { promotionId: 1, decision: 'approve' }]) {
      expect((await review(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is the operator only', async () => {
    const res = await review({ account: 'demo', promotionId: 1, decision: 'approve' }, { 'Content-Type': 'application/json' });
    expect([401, 403]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });
});

describe('read flag', () => {
  it('goes from false to true once the member opens it; a repeat changes nothing', async () => {
    expect((await promotion(SEEDED.vipRebateJoin, demo)).read).toBe(false);
    const read = await server.post(ENDPOINTS.promotionRead.path, { promotionId: SEEDED.vipRebateJoin }, demo, { 'Idempotency-Key': 'promo-read-0001' });
    expect(read.body.success && read.body.value).toEqual({ promotionId: SEEDED.vipRebateJoin, read: true });
    expect((await server.post(ENDPOINTS.promotionRead.path, { promotionId: SEEDED.vipRebateJoin }, demo)).status).toBe(200);
    expect((await promotion(SEEDED.vipRebateJoin, demo)).read).toBe(true);
    expect((await promotion(SEEDED.vipRebateJoin, demo, 'bn')).read).toBe(true);
    // The mark is the member's own.
    expect((await promotion(SEEDED.vipRebateJoin, agent)).read).toBe(false);
  });

  it('refuses an unknown promotion (404), a trial member (403) and malformed bodies (400)', async () => {
    const unknown = await server.post(ENDPOINTS.promotionRead.path, { promotionId: 999_999 }, demo);
    expect(unknown.status).toBe(404);
    expect(code(unknown.body)).toBe(ERROR_CODE.promotionNotFound);
    expect((await server.post(ENDPOINTS.promotionRead.path, { promotionId: 1 }, trial)).status).toBe(403);
    expect((await server.post(ENDPOINTS.promotionRead.path, { promotionId: '1' }, demo)).status).toBe(400);
    expect((await server.post(ENDPOINTS.promotionRead.path, { id: 1 }, demo)).status).toBe(400);
  });
});
