/**
 * "My wallet" demo data (deterministic, fixed timestamps, no randomness):
 * - PG Electronic keeps its own wallet (its slots are on the demo game page and play from it);
 * - the bonus each claimable promotion pays (the ones members apply for; the demo member has the
 *   VIP Birthday Gift waiting in claim), rewritten with the catalogue since a reseed replaces
 *   promotions;
 * - the demo member's opening balance at PG Electronic.
 * Member money is written only if absent: the opening has a fixed key, so a reseed never repeats
 * it, and whatever the member did since stays as it is.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { ACCOUNTS, transfer } from '../ledger';
import { accountKey } from '../member/members';

/** The demo's own-wallet vendor: slots, so the demo game page can play from its wallet. */
export const OWN_WALLET_VENDOR = 'PGE';

/** Promotion id → what a claim pays, in cents. */
export const PROMOTION_BONUS_CENTS: Readonly<Record<number, number>> = {
  1: 50_000, // Welcome Bonus (apply)
  6: 88_800, // VIP Birthday Gift (apply; the demo member's waiting in claim)
  9: 5_000, // First Deposit Free Spins (apply)
};

const DEMO_ACCOUNT = 'demo';
const VENDOR_OPENING_CENTS = 100_000;
const VENDOR_OPENING_AT = '2025-01-01T00:00:00.000Z';

/** `demo`: also the demo member's money at the vendor; production gets the catalogue part only. */
export async function writeWalletSeed(db: Kysely<LobbyDatabase>, { demo: withDemo }: { demo: boolean }): Promise<void> {
  await db.updateTable('vendors').set({ own_wallet: 1 }).where('code', '=', OWN_WALLET_VENDOR).execute();
  for (const [id, cents] of Object.entries(PROMOTION_BONUS_CENTS)) {
    await db.updateTable('promotions').set({ bonus_cents: cents }).where('id', '=', Number(id)).execute();
  }
  if (!withDemo) return;

  const demo = await db.selectFrom('members').select('id').where('account_key', '=', accountKey(DEMO_ACCOUNT)).executeTakeFirst();
  if (!demo) return;
  // Like the main wallet's opening balance: money the member held at the vendor when the ledger
  // began. Funded from equity, not the main wallet, so the seeded main balance stays as documented.
  await transfer(db, {
    key: `opening-vendor:${demo.id}:${OWN_WALLET_VENDOR}`,
    debit: ACCOUNTS.opening,
    credit: ACCOUNTS.vendor(demo.id, OWN_WALLET_VENDOR),
    amountCents: VENDOR_OPENING_CENTS,
    kind: 'opening',
    memberId: demo.id,
    reference: `vendor:${OWN_WALLET_VENDOR}`,
    now: new Date(VENDOR_OPENING_AT),
  });
}
