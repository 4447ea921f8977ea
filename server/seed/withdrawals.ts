/**
 * The demo member's withdrawals: one bank card, the documented payment password 135790, and three
 * past requests — approved, rejected, pending — whose money moved through the ledger like any
 * request's (hold, then post or void) under deterministic keys, dated after the seeded deposits
 * so the wallet's history reads in order. Written only when demo has no cards and no
 * withdrawals: they are user data, like the account itself.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { placeHold, postHold, voidHold } from '../ledger';
import { hashPassword } from '../lib/password';
import { accountKey } from '../member/members';

const ACCOUNT = 'demo';
/** Documented in the README's demo accounts. */
export const DEMO_PAYMENT_PASSWORD = '135790';
/** Passes the Luhn check; shown as •••• 4242. */
const CARD = { bank_code: 'DBBL', holder_name: 'Demo Player', card_number: '4242424242424242' };

/** Fixed times after the accounts' creation (2025-01-01), so a reseed writes the same rows. */
const SEEDED_AT = Date.parse('2025-01-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (days: number, hours = 0) => new Date(SEEDED_AT + days * DAY_MS + hours * 3_600_000);

const HISTORY = [
  { amountCents: 50_000, state: 'approved', requested: at(155, 10), decided: at(155, 14), note: null },
  { amountCents: 120_000, state: 'rejected', requested: at(160, 9), decided: at(160, 12), note: 'The name on the card does not match the account.' },
  { amountCents: 30_000, state: 'pending', requested: at(165, 11), decided: null, note: null },
] as const;

/** What the seeded withdrawals took out of demo's wallet: paid out, or held while pending. */
export const DEMO_WITHDRAWN_CENTS = HISTORY.filter((w) => w.state !== 'rejected').reduce((sum, w) => sum + w.amountCents, 0);

export async function writeDemoWithdrawalsIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(ACCOUNT)).executeTakeFirst();
  if (!member) return;
  const id = member.id;
  const anyCard = await db.selectFrom('bank_cards').select('id').where('member_id', '=', id).limit(1).executeTakeFirst();
  const anyWithdrawal = await db.selectFrom('withdrawals').select('id').where('member_id', '=', id).limit(1).executeTakeFirst();
  if (anyCard || anyWithdrawal) return;

  const cardAt = at(152);
  const { id: cardId } = await db
    .insertInto('bank_cards')
    .values({ member_id: id, ...CARD, is_default: 1, created_at: cardAt.toISOString(), deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const salt = createHash('sha256').update(`lobby-seed-payment:${ACCOUNT}`).digest().subarray(0, 16);
  await db
    .insertInto('payment_passwords')
    .values({ member_id: id, password_hash: await hashPassword(DEMO_PAYMENT_PASSWORD, salt), failed_attempts: 0, locked_until: null, created_at: cardAt.toISOString() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();

  for (const [i, w] of HISTORY.entries()) {
    const holdKey = `withdraw:${id}:seed-${i + 1}`;
    const { id: withdrawalId } = await db
      .insertInto('withdrawals')
      .values({
        member_id: id,
        amount_cents: w.amountCents,
        bank_card_id: cardId,
        state: w.state,
        hold_key: holdKey,
        created_at: w.requested.toISOString(),
        decided_at: w.decided?.toISOString() ?? null,
        note: w.note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeHold(db, { key: holdKey, memberId: id, amountCents: w.amountCents, reference: `withdrawal:${withdrawalId}`, now: w.requested });
    if (w.state === 'approved') await postHold(db, holdKey, w.decided);
    if (w.state === 'rejected') await voidHold(db, holdKey, w.decided);
  }
}
