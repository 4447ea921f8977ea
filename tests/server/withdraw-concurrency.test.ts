/**
 * Withdrawals sent side by side: 50 requests for the whole balance under different keys take it
 * once and never overdraw; 50 sends of one key take effect once, every answer either the first
 * result or "still in progress", and a later retry gets the replay. The ledger balances after.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api/error-codes';
import { checkLedger, ledgerHealthy } from '../../server/ledger';
import { serverForFile } from './helpers';
import { codeOf, newMember } from './withdraw-helpers';

const { server } = serverForFile();

describe('withdrawals in parallel', () => {
  it('50 requests for the whole balance with different keys: exactly one is accepted, never below zero', async () => {
    const m = await newMember(server, { cents: 1_234_56 });
    const card = await m.ready();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => m.withdraw({ amount: 1_234.56, bankCardId: card.id, paymentPassword: '246810' })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === ERROR_CODE.insufficientBalance)).toHaveLength(49);
    expect([await m.walletCents(), await m.holdCents()]).toEqual([0, 1_234_56]);
    const report = await m.report();
    expect(report).toMatchObject({ total: 1, held: 1_234.56 });
    const overdrawn = await server.db.selectFrom('ledger_accounts').select('id').where('balance_cents', '<', 0).where('no_overdraft', '=', 1).execute();
    expect(overdrawn).toHaveLength(0);
  });

  it('50 sends of ONE key: applied once; the others get the first answer or op_in_progress; a retry gets the replay', async () => {
    const m = await newMember(server, { cents: 1_000_00 });
    const card = await m.ready();
    const body = { amount: 300, bankCardId: card.id, paymentPassword: '246810' };
    const key = `one-key-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => m.withdraw(body, key)));

    const first = answers.find((a) => a.body.success);
    expect(first, 'one send succeeded').toBeDefined();
    for (const answer of answers) {
      if (answer.body.success) expect(answer.body).toEqual(first!.body);
      else expect([answer.status, answer.body.errorCode]).toEqual([503, ERROR_CODE.opInProgress]);
    }
    expect([await m.walletCents(), await m.holdCents()]).toEqual([700_00, 300_00]);
    expect((await m.report()).total).toBe(1);

    const retry = await m.withdraw(body, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first!.body);
    expect([await m.walletCents(), await m.holdCents()]).toEqual([700_00, 300_00]);
  });

  it('leaves a healthy ledger', async () => {
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
