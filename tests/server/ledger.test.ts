/** The double-entry ledger (server/ledger): balanced, exactly once, never overdrawn, holds resolved once. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy, LedgerError, placeHold, postHold, statementOf, transfer, voidHold } from '../../server/ledger';
import { databaseEnv, fund, insertMember, makeTempDir, openTestDb, withTempDb } from './helpers';

/** A new member with `cents` in the wallet (the opening transfer under `key` when given): its id. */
async function fundedMember(db: Db, cents: number, key?: string): Promise<number> {
  const member = await insertMember(db, `m${Math.random().toString(36).slice(2, 10)}`);
  await fund(db, member, cents, key);
  return member;
}

const inTx = <T>(db: Db, run: (trx: Db) => Promise<T>) => db.transaction().execute((trx) => run(trx as unknown as Db));

describe('transfers', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('debits one account and credits the other by the same amount, with both balances after', async () => {
    const member = await fundedMember(db, 10_000);
    const { transfer: t, replayed } = await inTx(db, (trx) =>
      transfer(trx, { key: 'k-bet-1', debit: ACCOUNTS.wallet(member), credit: ACCOUNTS.house, amountCents: 2_500, kind: 'bet' }),
    );
    expect(replayed).toBe(false);
    expect(t).toMatchObject({ amountCents: 2_500, debitAfterCents: 7_500, memberId: member });
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(7_500);
    expect(ledgerHealthy(await checkLedger(db))).toBe(true);
  });

  it('applies a key once: a repeat answers the first transfer, another movement with it is refused', async () => {
    const member = await fundedMember(db, 10_000);
    const input = { key: 'k-once', debit: ACCOUNTS.wallet(member), credit: ACCOUNTS.house, amountCents: 1_000, kind: 'bet' as const };
    const first = await inTx(db, (trx) => transfer(trx, input));
    const again = await inTx(db, (trx) => transfer(trx, input));
    expect(again).toEqual({ transfer: first.transfer, replayed: true });
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(9_000);
    await expect(inTx(db, (trx) => transfer(trx, { ...input, amountCents: 2_000 }))).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(9_000);
  });

  it('never overdraws a member: the whole balance goes once out of 50 concurrent attempts', async () => {
    const member = await fundedMember(db, 5_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTx(db, (trx) => transfer(trx, { key: `k-all-${i}`, debit: ACCOUNTS.wallet(member), credit: ACCOUNTS.house, amountCents: 5_000, kind: 'bet' })),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => a.reason instanceof LedgerError && a.reason.code === 'insufficient_balance')).toBe(true);
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(0);
  });

  it('rolls a refused transfer back with everything else in its transaction', async () => {
    const member = await fundedMember(db, 100);
    await expect(
      inTx(db, async (trx) => {
        await transfer(trx, { key: 'k-roll-bonus', debit: ACCOUNTS.bonusExpense, credit: ACCOUNTS.wallet(member), amountCents: 50, kind: 'bonus' });
        await transfer(trx, { key: 'k-roll-bet', debit: ACCOUNTS.wallet(member), credit: ACCOUNTS.house, amountCents: 500, kind: 'bet' });
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(100);
    expect(await db.selectFrom('ledger_transfers').select('id').where('transfer_key', 'like', 'k-roll-%').execute()).toHaveLength(0);
  });

  it('lists an account’s lines newest first, signed from its side, filtered and paged', async () => {
    const member = await fundedMember(db, 1_000, 'k-st-fund');
    await inTx(db, async (trx) => {
      await transfer(trx, { key: 'k-st-bet', debit: ACCOUNTS.wallet(member), credit: ACCOUNTS.house, amountCents: 300, kind: 'bet' });
      await transfer(trx, { key: 'k-st-win', debit: ACCOUNTS.house, credit: ACCOUNTS.wallet(member), amountCents: 900, kind: 'win' });
    });
    const all = await statementOf(db, ACCOUNTS.wallet(member));
    expect(all.total).toBe(3);
    expect(all.lines.map((l) => [l.key, l.amountCents, l.balanceAfterCents])).toEqual([
      ['k-st-win', 900, 1_600],
      ['k-st-bet', -300, 700],
      ['k-st-fund', 1_000, 1_000],
    ]);
    expect((await statementOf(db, ACCOUNTS.wallet(member), { kinds: ['bet'] })).lines.map((l) => l.key)).toEqual(['k-st-bet']);
    const second = await statementOf(db, ACCOUNTS.wallet(member), { page: 2, pageSize: 2 });
    expect(second.lines.map((l) => l.key)).toEqual(['k-st-fund']);
  });
});

describe('holds (two-phase withdrawals)', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('moves the money out of the wallet at once, then pays it out once', async () => {
    const member = await fundedMember(db, 10_000);
    await inTx(db, (trx) => placeHold(trx, { key: 'h-paid', memberId: member, amountCents: 4_000, reference: 'withdrawal:1' }));
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(6_000);
    expect(await balanceOf(db, ACCOUNTS.hold(member))).toBe(4_000);
    await inTx(db, (trx) => postHold(trx, 'h-paid'));
    expect(await balanceOf(db, ACCOUNTS.hold(member))).toBe(0);
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(6_000);
    await expect(inTx(db, (trx) => voidHold(trx, 'h-paid'))).rejects.toMatchObject({ code: 'already_decided' });
    await expect(inTx(db, (trx) => postHold(trx, 'h-paid'))).rejects.toMatchObject({ code: 'already_decided' });
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(6_000);
  });

  it('gives voided money back to the wallet, and resolves a hold once under concurrent decisions', async () => {
    const member = await fundedMember(db, 10_000);
    await inTx(db, (trx) => placeHold(trx, { key: 'h-void', memberId: member, amountCents: 10_000, reference: 'withdrawal:2' }));
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(0);
    const decisions = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => inTx(db, (trx) => (i % 2 ? postHold(trx, 'h-void') : voidHold(trx, 'h-void')))),
    );
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    const resolutions = await db.selectFrom('ledger_transfers').select('kind').where('pending_key', '=', 'h-void').execute();
    expect(resolutions).toHaveLength(1);
    // Voided: the wallet has it all back; posted: it was paid out and the wallet stays empty.
    expect(await balanceOf(db, ACCOUNTS.wallet(member))).toBe(resolutions[0]!.kind === 'withdraw_void' ? 10_000 : 0);
    expect(await balanceOf(db, ACCOUNTS.hold(member))).toBe(0);
    expect(ledgerHealthy(await checkLedger(db))).toBe(true);
  });
});

describe('the invariant check', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('finds a stored balance that its transfers do not explain, and an imbalance', async () => {
    const member = await fundedMember(db, 700);
    expect(await checkLedger(db)).toMatchObject({ imbalance: 0, mismatched: 0, overdrawn: 0, malformed: 0, badResolutions: 0 });
    await db.updateTable('ledger_accounts').set({ balance_cents: 900 }).where('code', '=', ACCOUNTS.wallet(member).code).execute();
    const broken = await checkLedger(db);
    expect(broken).toMatchObject({ imbalance: 200, mismatched: 1 });
    expect(ledgerHealthy(broken)).toBe(false);
  });
});

describe('npm run ledger:check', () => {
  // Two runs of the script, each a Node start that compiles it: seconds apiece on a busy 2-core machine.
  it('prints one JSON line for a database and exits 0 when it balances, 1 when it does not', { timeout: 60_000 }, async () => {
    const dir = makeTempDir();
    const db = await openTestDb(dir);
    await fundedMember(db, 1_234);
    await db.destroy();
    // The script finds the database as the server does: DATA_DIR's file, or DATABASE_URL.
    const env = { ...process.env, ...(await databaseEnv(dir)) };
    // Node with tsx's loader, as `npm run ledger:check` runs it, without npx's own start-up.
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], { encoding: 'utf8', env });
    const report = JSON.parse(run().trim().split('\n').at(-1)!);
    expect(report).toMatchObject({ transfers: 1, accounts: 2, imbalance: 0, mismatched: 0 });

    const tampered = await openTestDb(dir);
    await tampered.updateTable('ledger_accounts').set({ balance_cents: 1 }).where('code', '=', ACCOUNTS.opening.code).execute();
    await tampered.destroy();
    let status = 0;
    let output = '';
    try {
      run();
    } catch (error) {
      status = (error as { status: number }).status;
      output = String((error as { stdout: string }).stdout);
    }
    expect(status).toBe(1);
    expect(JSON.parse(output.trim())).toMatchObject({ imbalance: 1_235, mismatched: 1 });
  });
});
