/**
 * A member's bank cards for withdrawals: add (checked against the bank list, 12–19 digits with a
 * valid Luhn checksum, at most the operator's allowance, no duplicates), list (masked to the last
 * four digits), choose the default. The first card is the default; exactly one live card is.
 */
import type { BankCard, BankCardList } from '../../src/api/withdraw-wire';
import { cardNumberProblem, HOLDER_NAME_MAX, normaliseCardNumber } from '../../src/api/withdraw-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { readWithdrawLimits } from './withdrawals-settings';

export interface NewCard {
  bankCode: string;
  holderName: string;
  cardNumber: string;
}

/** Which field a `bank_card_invalid` is about, so the form can put the text under it. */
export type CardField = 'bankCode' | 'holderName' | 'cardNumber';

export type AddCardOutcome =
  | { ok: true; card: BankCard }
  | { ok: false; reason: 'invalid'; field: CardField }
  | { ok: false; reason: 'limit'; maxCards: number }
  | { ok: false; reason: 'duplicate' };

function cardRows(db: Executor, memberId: number) {
  return db
    .selectFrom('bank_cards as c')
    .leftJoin('withdraw_banks as b', 'b.code', 'c.bank_code')
    .select(['c.id', 'c.bank_code', 'c.holder_name', 'c.card_number', 'c.is_default', 'c.created_at', 'b.name as bank_name'])
    .where('c.member_id', '=', memberId)
    .where('c.deleted_at', 'is', null);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardRows>['executeTakeFirstOrThrow']>>;

const toCard = (row: CardRow): BankCard => ({
  id: row.id,
  bankCode: row.bank_code,
  bankName: row.bank_name ?? row.bank_code,
  holderName: row.holder_name,
  last4: row.card_number.slice(-4),
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
});

export async function listCards(db: Executor, memberId: number): Promise<BankCardList> {
  const rows = await cardRows(db, memberId).orderBy('c.is_default', 'desc').orderBy('c.id').execute();
  const { maxCards } = await readWithdrawLimits(db);
  return { list: rows.map(toCard), maxCards };
}

/** The member's live card by id (a removed one or someone else's is none). */
export async function findCard(db: Executor, memberId: number, id: number): Promise<BankCard | undefined> {
  const row = await cardRows(db, memberId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/** Holder names: letters of any script, spaces, dots, apostrophes and hyphens. */
const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export async function addCard(db: Db, memberId: number, input: NewCard, now = new Date()): Promise<AddCardOutcome> {
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  const number = normaliseCardNumber(input.cardNumber);
  return inTransaction(db, async (trx): Promise<AddCardOutcome> => {
    const bank = await trx.selectFrom('withdraw_banks').select('code').where('code', '=', input.bankCode).executeTakeFirst();
    if (!bank) return { ok: false, reason: 'invalid', field: 'bankCode' };
    if (!holderName || holderName.length > HOLDER_NAME_MAX || !HOLDER_NAME.test(holderName)) return { ok: false, reason: 'invalid', field: 'holderName' };
    if (cardNumberProblem(number)) return { ok: false, reason: 'invalid', field: 'cardNumber' };

    const live = await cardRows(trx, memberId).execute();
    if (live.some((c) => c.card_number === number)) return { ok: false, reason: 'duplicate' };
    const { maxCards } = await readWithdrawLimits(trx);
    if (live.length >= maxCards) return { ok: false, reason: 'limit', maxCards };

    const { id } = await trx
      .insertInto('bank_cards')
      .values({
        member_id: memberId,
        bank_code: bank.code,
        holder_name: holderName,
        card_number: number,
        is_default: live.length === 0 ? 1 : 0,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, card: toCard((await cardRows(trx, memberId).where('c.id', '=', id).executeTakeFirstOrThrow()) as CardRow) };
  });
}

/** Make one live card the default; the others stop being it. */
export async function setDefaultCard(db: Db, memberId: number, id: number): Promise<BankCardList | null> {
  return inTransaction(db, async (trx) => {
    if (!(await findCard(trx, memberId, id))) return null;
    await trx.updateTable('bank_cards').set({ is_default: 0 }).where('member_id', '=', memberId).where('id', '<>', id).execute();
    await trx.updateTable('bank_cards').set({ is_default: 1 }).where('id', '=', id).execute();
    return listCards(trx, memberId);
  });
}
