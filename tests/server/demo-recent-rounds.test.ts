/**
 * The demo's bet history is dated relative to when it was seeded: the bet records' default range
 * (the last 7 UTC days) opens on demo's own rounds, none in the future and none today, with the
 * totals summed from those rows. Demo only: production seeds no member and no round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipClock } from '../../server/seed/vip';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BetRecordPage } from '../../src/api/records-wire';
import { defaultRange } from '../../src/features/records/records-rules';
import { qs, startTestServer, type TestServer } from './helpers';
import { walletClient } from './wallet-helpers';

let server: TestServer;
let api: ReturnType<typeof walletClient>;
let token: string;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = walletClient(server);
  token = await server.signIn('demo');
  demoId = (await server.db.selectFrom('members').select('id').where('account_key', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

describe('demo’s recent rounds', () => {
  it('puts the last seeded day on yesterday (UTC), at the hour asked', () => {
    const at = vipClock(new Date('2026-03-10T05:30:00.000Z'));
    expect(at(199, 15).toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(at(193, 9).toISOString()).toBe('2026-03-03T09:00:00.000Z');
  });

  it('fills the bet records’ default 7-day range with demo’s rounds, the totals from those rows', async () => {
    const range = defaultRange();
    const { body } = await api.get<BetRecordPage>(`${ENDPOINTS.betRecords.path}?${qs(range)}`, token);
    if (!body.success) throw new Error(body.message);
    const rows = await server.db
      .selectFrom('bets')
      .select(['stake_cents', 'payout_cents', 'status', 'created_at'])
      .where('member_id', '=', demoId)
      .where('created_at', '>=', `${range.from}T00:00:00.000Z`)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(body.value.total).toBe(rows.length);
    const standing = rows.filter((r) => r.status !== 'void');
    const stake = standing.reduce((sum, r) => sum + Number(r.stake_cents), 0);
    expect(body.value.totals.stake).toBe(stake / 100);
    expect(body.value.totals.count).toBe(standing.length);
  });

  it('dates no seeded round today or later: today stays the member’s own', async () => {
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const later = await server.db.selectFrom('bets').select('id').where('member_id', '=', demoId).where('created_at', '>=', today).execute();
    expect(later).toHaveLength(0);
  });
});
