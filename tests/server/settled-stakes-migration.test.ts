/**
 * 026_settled_stakes on a database from before it: the bets earlier claims covered by id range
 * carry those claims' ids (none is paid again, whatever its status then), later bets none; down
 * removes void rows as cancelling used to.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { down, up } from '../../server/db/migrations/026_settled_stakes';
import { rebateSummary } from '../../server/vip/rebate';
import { withTempDb } from './helpers';

describe('026_settled_stakes on a database with range-covered rebate claims', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('marks the bets each old claim covered with its id, and leaves later ones to the next claim', async () => {
    await down(db as never);
    const member = await db
      .insertInto('members')
      .values({ account: 'old', account_key: 'old', password_hash: null, type: 0, nickname: 'old', club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('members')
      .values({ account: 'other', account_key: 'other', password_hash: null, type: 0, nickname: 'other', club_label: '', mobile: null, email: null, country_dialing_code: null, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Rows as before 026: no rebate_claim_id column yet.
    const bet = (memberId: number, n: number, status: 'open' | 'settled') =>
      db
        .insertInto('bets')
        .values({ member_id: memberId, node_id: 1, round_id: `r-${memberId}-${n}`, stake_cents: 1_000 * n, payout_cents: 0, outcome: '{}', created_at: `2026-02-0${n}T00:00:00.000Z`, status })
        .returning('id')
        .executeTakeFirstOrThrow();
    // The old claim counted an open stake too (it paid it then): it stays covered when it settles.
    const [first, open] = [await bet(member.id, 1, 'settled'), await bet(member.id, 2, 'open')];
    const others = await bet(other.id, 3, 'settled');
    const later = await bet(member.id, 4, 'settled');
    const claim = await db
      .insertInto('rebate_claims')
      .values({ member_id: member.id, period_from: '2026-01-01T00:00:00.000Z', period_to: '2026-02-03T00:00:00.000Z', after_bet_id: 0, through_bet_id: others.id, level: 1, amount_cents: 3, breakdown: '[]', transfer_key: `rebate:${member.id}:0`, created_at: '2026-02-03T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();

    await up(db as never);

    const rows = await db.selectFrom('bets').select(['id', 'rebate_claim_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: first.id, rebate_claim_id: claim.id },
      { id: open.id, rebate_claim_id: claim.id },
      { id: others.id, rebate_claim_id: null },
      { id: later.id, rebate_claim_id: null },
    ]);
    await db.updateTable('bets').set({ status: 'settled' }).where('id', '=', open.id).execute();
    expect((await rebateSummary(db, member.id, new Date('2026-03-01T00:00:00.000Z'))).turnover).toBe(40);
  });

  it('down removes void rows and unlinks their suborders, as cancelling did before', async () => {
    const member = await db.selectFrom('members').select('id').where('account', '=', 'old').executeTakeFirstOrThrow();
    await db
      .insertInto('bets')
      .values({ member_id: member.id, node_id: 1, round_id: 'r-void', stake_cents: 500, payout_cents: 0, outcome: '{}', created_at: '2026-02-05T00:00:00.000Z', status: 'void' })
      .execute();
    await down(db as never);
    expect(await db.selectFrom('bets').select('round_id').where('round_id', '=', 'r-void').execute()).toEqual([]);
    await up(db as never);
  });
});
