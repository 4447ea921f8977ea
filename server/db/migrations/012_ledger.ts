/**
 * The double-entry ledger (DESIGN §6 "Money"): accounts and the transfers between them. Every
 * movement of money is one transfer that debits one account and credits another by the same
 * amount, so the sum of all balances is zero at all times. A transfer's `transfer_key` is chosen
 * by whoever asks for the movement (the client's idempotency key, a bet's round id, a gateway's
 * order): the unique index makes a repeat impossible rather than unlikely.
 *
 * Two-phase movements (withdrawals) are a transfer into a hold account, later resolved by exactly
 * one transfer out of it whose `pending_key` names the hold (unique: posted or voided, once) —
 * the shape of TigerBeetle's pending / post / void.
 *
 * The play ledger of 007 (`wallets` and `ledger_entries`) is carried over and dropped: its
 * bets, wins and trial credits become transfers, and whatever balance they do not explain becomes
 * one opening transfer, so every balance is explained by transfers alone.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, integer cents (bigint), CHECKs in plain SQL.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

interface OldEntry {
  member_id: number;
  kind: 'bet' | 'win' | 'trial_credit';
  amount_cents: number | string;
  created_at: string;
  round_id: string | null;
}

/** Account codes as server/ledger/accounts.ts spells them; fixed here as they were at 012. */
const walletCode = (memberId: number) => `member:${memberId}:wallet`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('ledger_accounts'), {
    id: [idType(db), 'pk'],
    code: 'varchar(96) unique',
    kind: 'varchar(24)',
    // The member an account belongs to (wallet, hold, vendor wallet); null for the site's own.
    member_id: 'integer -> members.id on delete cascade null',
    // 1: the balance may never go below zero (a member's money); 0: it may (the house pays wins).
    no_overdraft: 'integer',
    balance_cents: 'bigint default 0',
    created_at: 'varchar(32)',
  })
    .addCheckConstraint('ledger_accounts_overdraft', sql`no_overdraft = 0 or balance_cents >= 0`)
    .execute();
  await db.schema.createIndex('ledger_accounts_member_idx').on('ledger_accounts').column('member_id').execute();

  await withColumns(db.schema.createTable('ledger_transfers'), {
    id: [idType(db), 'pk'],
    transfer_key: 'varchar(96) unique',
    debit_account_id: 'integer -> ledger_accounts.id',
    credit_account_id: 'integer -> ledger_accounts.id',
    amount_cents: 'bigint',
    kind: 'varchar(24)',
    // Whose statement the transfer shows on; null for movements between the site's own accounts.
    member_id: 'integer -> members.id on delete cascade null',
    // What it belongs to: 'bet:<round id>', 'deposit:<order id>', … for statements and audits.
    reference: 'varchar(96) null',
    // For the transfer that resolves a hold: the hold's transfer_key (unique: resolved once).
    pending_key: 'varchar(96) unique null',
    // Each side's balance right after: a statement reads them instead of summing history.
    debit_after_cents: 'bigint',
    credit_after_cents: 'bigint',
    created_at: 'varchar(32)',
  })
    .addCheckConstraint('ledger_transfers_amount', sql`amount_cents > 0`)
    .addCheckConstraint('ledger_transfers_sides', sql`debit_account_id <> credit_account_id`)
    .execute();
  await db.schema.createIndex('ledger_transfers_member_idx').on('ledger_transfers').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('ledger_transfers_debit_idx').on('ledger_transfers').column('debit_account_id').execute();
  await db.schema.createIndex('ledger_transfers_credit_idx').on('ledger_transfers').column('credit_account_id').execute();
  await db.schema.createIndex('ledger_transfers_reference_idx').on('ledger_transfers').column('reference').execute();

  await carryOverPlayLedger(db as Kysely<any>); // eslint-disable-line @typescript-eslint/no-explicit-any

  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('wallets').execute();
}

/** The 007 rows as transfers, oldest first, each with the balances after it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function carryOverPlayLedger(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const wallets = (await db.selectFrom('wallets').selectAll().execute()) as { member_id: number; balance_cents: number | string }[];
  const entries = (await db
    .selectFrom('ledger_entries as l')
    .leftJoin('bets as b', 'b.id', 'l.bet_id')
    .select(['l.member_id', 'l.kind', 'l.amount_cents', 'l.created_at', 'b.round_id'])
    .orderBy('l.id')
    .execute()) as OldEntry[];
  if (wallets.length === 0) return;

  const accounts = new Map<string, { id: number; balance: number }>();
  const account = async (code: string, kind: string, memberId: number | null, noOverdraft: boolean) => {
    const known = accounts.get(code);
    if (known) return known;
    const row = await db
      .insertInto('ledger_accounts')
      .values({ code, kind, member_id: memberId, no_overdraft: noOverdraft ? 1 : 0, balance_cents: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = { id: Number(row.id), balance: 0 };
    accounts.set(code, created);
    return created;
  };
  let sequence = 0;
  const move = async (key: string, kind: string, memberId: number, debit: { id: number; balance: number }, credit: { id: number; balance: number }, cents: number, at: string) => {
    debit.balance -= cents;
    credit.balance += cents;
    await db
      .insertInto('ledger_transfers')
      .values({
        transfer_key: key,
        debit_account_id: debit.id,
        credit_account_id: credit.id,
        amount_cents: cents,
        kind,
        member_id: memberId,
        reference: null,
        pending_key: null,
        debit_after_cents: debit.balance,
        credit_after_cents: credit.balance,
        created_at: at,
      }).execute();
  };

  const house = await account('house:games', 'house', null, false);
  const trial = await account('expense:trial', 'expense', null, false);
  const opening = await account('equity:opening', 'equity', null, false);
  const netByMember = new Map<number, number>();
  for (const e of entries) netByMember.set(e.member_id, (netByMember.get(e.member_id) ?? 0) + Number(e.amount_cents));

  // Opening balances first: what each wallet held before the play history it carries.
  for (const w of wallets) {
    const wallet = await account(walletCode(w.member_id), 'wallet', w.member_id, true);
    const openingCents = Number(w.balance_cents) - (netByMember.get(w.member_id) ?? 0);
    if (openingCents > 0) await move(`opening:${w.member_id}`, 'opening', w.member_id, opening, wallet, openingCents, now);
  }
  for (const e of entries) {
    const wallet = await account(walletCode(e.member_id), 'wallet', e.member_id, true);
    const cents = Math.abs(Number(e.amount_cents));
    sequence += 1;
    const round = e.round_id ?? `entry-${sequence}`;
    if (e.kind === 'bet') await move(`bet:${round}`, 'bet', e.member_id, wallet, house, cents, e.created_at);
    else if (e.kind === 'win') await move(`win:${round}`, 'win', e.member_id, house, wallet, cents, e.created_at);
    else await move(`trial-credit:${e.member_id}`, 'trial_credit', e.member_id, trial, wallet, cents, e.created_at);
  }
  // A wallet holding less than its history explains (an old manual correction): one closing
  // adjustment back to equity, so the stored balance is still explained by transfers alone.
  for (const w of wallets) {
    const residual = Number(w.balance_cents) - (netByMember.get(w.member_id) ?? 0);
    if (residual < 0) {
      const wallet = await account(walletCode(w.member_id), 'wallet', w.member_id, true);
      await move(`adjust:${w.member_id}`, 'opening', w.member_id, wallet, opening, -residual, now);
    }
  }
  for (const a of accounts.values()) {
    await db.updateTable('ledger_accounts').set({ balance_cents: a.balance }).where('id', '=', a.id).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('012_ledger cannot be undone: the play ledger it replaced is gone');
}
