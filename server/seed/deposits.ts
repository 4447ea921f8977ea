/**
 * Deposit seed (deterministic, "if absent"): the methods on offer, the deposit bonus of two
 * promotions and its rules (who may have it, the wagering that frees it), and the demo member's order history — paid orders backed by real ledger transfers
 * with the same keys live payments use, so the report and the balance agree.
 */
import type { Kysely } from 'kysely';
import type { LobbyDatabase, NewRow, PromotionBonusRuleTable } from '../db/schema';
import { encodePng } from '../lib/png';
import { accountKey } from '../member/members';
import { creditOrder } from '../deposit/deposits-settle';
import { storeUpload } from '../lib/uploads';
import { insertMissing } from './insert-rows';

const CREATED_AT = Date.parse('2025-01-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (days: number, hours = 0) => new Date(CREATED_AT + days * DAY_MS + hours * 3_600_000);

export const DEPOSIT_METHODS: NewRow<'deposit_methods'>[] = [
  { code: 'DEMOPAY', kind: 'gateway', name: 'DemoPay', min_cents: 10_000, max_cents: 5_000_000, quick_amounts: '[100,500,1000,5000]', sort: 1, enabled: 1, payee: null, bank_name: null, account_no: null },
  { code: 'EWALLET', kind: 'ewallet', name: 'E-Wallet', min_cents: 5_000, max_cents: 2_500_000, quick_amounts: '[50,200,500,1000]', sort: 2, enabled: 1, payee: null, bank_name: null, account_no: null },
  {
    code: 'BANK',
    kind: 'bank',
    name: 'Bank transfer',
    min_cents: 50_000,
    max_cents: 10_000_000,
    quick_amounts: '[500,1000,5000,10000]',
    sort: 3,
    enabled: 1,
    payee: 'Demo Lobby Ltd',
    bank_name: 'Demo Commercial Bank',
    account_no: '1002 3004 5006',
  },
  {
    code: 'MANUAL',
    kind: 'manual',
    name: 'Manual transfer',
    min_cents: 20_000,
    max_cents: 5_000_000,
    quick_amounts: '[200,500,1000,2000]',
    sort: 4,
    enabled: 1,
    payee: 'Demo Lobby Ltd',
    bank_name: 'Demo Savings Bank',
    account_no: '7788 9900 1122',
  },
];

/** Promotions (server/seed/content/promotions.ts) that add a bonus to a deposit: id → percent, cap. */
export const DEPOSIT_BONUSES: readonly { promotionId: number; percent: number; capCents: number }[] = [
  { promotionId: 1, percent: 100, capCents: 500_000 },
  { promotionId: 2, percent: 10, capCents: 50_000 },
];

/**
 * Their rules, as their texts state them: the Welcome Bonus is the first deposit's, needs an
 * approved application, once per member, and locks deposit and bonus until 10x their sum is
 * wagered on slots and fishing; the Daily Reload is the first deposit of each day for members who
 * joined, its bonus wagered once on any game.
 */
export const DEPOSIT_BONUS_RULES: readonly PromotionBonusRuleTable[] = [
  { promotion_id: 1, eligibility: 'first_deposit', requires: 'approved', period_days: null, wagering_multiple: 10, locks_deposit: 1, game_types: JSON.stringify(['RNG', 'FISH']) },
  { promotion_id: 2, eligibility: 'first_deposit', requires: 'joined', period_days: 1, wagering_multiple: 1, locks_deposit: 0, game_types: '[]' },
];

interface SeedOrder {
  method: string;
  amountCents: number;
  state: 'pending' | 'paid' | 'failed' | 'rejected' | 'expired';
  day: number;
  promotionId?: number;
  bonusCents?: number;
  receipt?: boolean;
  note?: string;
}

/** The demo member's history, oldest first. */
const DEMO_ORDERS: SeedOrder[] = [
  { method: 'DEMOPAY', amountCents: 100_000, state: 'paid', day: 120 },
  { method: 'BANK', amountCents: 200_000, state: 'paid', day: 128, promotionId: 2, bonusCents: 20_000 },
  { method: 'EWALLET', amountCents: 30_000, state: 'failed', day: 135 },
  { method: 'DEMOPAY', amountCents: 50_000, state: 'expired', day: 140 },
  { method: 'MANUAL', amountCents: 80_000, state: 'rejected', day: 146, receipt: true, note: 'Receipt does not match the amount' },
  { method: 'EWALLET', amountCents: 25_000, state: 'paid', day: 150 },
  { method: 'MANUAL', amountCents: 150_000, state: 'pending', day: 151, receipt: true },
];

/** A small, real png: the demo receipts are images like the ones members upload. */
const receiptPng = () => new Uint8Array(encodePng(24, 32, (x, y) => (y < 6 ? [43, 108, 176, 255] : (x + y) % 7 === 0 ? [200, 200, 200, 255] : [255, 255, 255, 255])));

/** Promotions are replaced on every reseed, so their bonus terms are set again each time. */
async function writeBonuses(db: Kysely<LobbyDatabase>) {
  for (const bonus of DEPOSIT_BONUSES) {
    await db
      .updateTable('promotions')
      .set({ deposit_bonus_percent: bonus.percent, deposit_bonus_cap_cents: bonus.capCents })
      .where('id', '=', bonus.promotionId)
      .execute();
  }
  for (const { promotion_id, ...rules } of DEPOSIT_BONUS_RULES) {
    await db
      .insertInto('promotion_bonus_rules')
      .values({ promotion_id, ...rules })
      .onConflict((oc) => oc.column('promotion_id').doUpdateSet(rules))
      .execute();
  }
}

async function writeDemoOrders(db: Kysely<LobbyDatabase>) {
  const member = await db.selectFrom('members').select('id').where('account_key', '=', accountKey('demo')).executeTakeFirst();
  if (!member) return;
  const any = await db.selectFrom('deposit_orders').select('id').where('member_id', '=', member.id).limit(1).executeTakeFirst();
  if (any) return;
  for (const [index, order] of DEMO_ORDERS.entries()) {
    const created = at(order.day, 9 + index);
    const decided = order.state === 'pending' ? null : new Date(created.getTime() + (order.method === 'DEMOPAY' || order.method === 'EWALLET' ? 5 * 60_000 : 3_600_000));
    const gateway = order.method === 'DEMOPAY' || order.method === 'EWALLET';
    const receiptId = order.receipt ? await storeUpload(db, { memberId: member.id, purpose: 'deposit_receipt', mime: 'image/png', bytes: receiptPng(), now: created }) : null;
    const row = await db
      .insertInto('deposit_orders')
      .values({
        member_id: member.id,
        method_code: order.method,
        amount_cents: order.amountCents,
        promotion_id: order.promotionId ?? null,
        bonus_cents: order.bonusCents ?? 0,
        state: order.state,
        idempotency_key: `seed-deposit-${index + 1}`,
        // Deterministic, and never a live pay page: seeded gateway orders are all decided.
        gateway_token: gateway ? `${'0'.repeat(30)}${String(index + 1).padStart(2, '0')}` : null,
        receipt_upload_id: receiptId,
        created_at: created.toISOString(),
        expires_at: gateway ? new Date(created.getTime() + 30 * 60_000).toISOString() : null,
        decided_at: decided ? decided.toISOString() : null,
        note: order.note ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (order.state === 'paid' && decided) {
      await creditOrder(db, { id: Number(row.id), member_id: member.id, method_code: order.method, amount_cents: order.amountCents, bonus_cents: order.bonusCents ?? 0 }, decided);
    }
  }
}

/**
 * Runs inside the seed's transaction (or on its own at a start that found a seeded database).
 * The methods are the demo's own (a simulated gateway, made-up bank accounts) and so are the
 * orders: production gets neither, and adds its real methods to deposit_methods itself.
 */
export async function writeDepositsIfAbsent(db: Kysely<LobbyDatabase>, { demo }: { demo: boolean }): Promise<void> {
  if (demo) await insertMissing(db, 'deposit_methods', DEPOSIT_METHODS, 'code');
  await writeBonuses(db);
  if (demo) await writeDemoOrders(db);
}

/** What the demo member's paid seed orders put in the wallet (deposits and bonuses). */
export const DEMO_DEPOSITED_CENTS = DEMO_ORDERS.filter((o) => o.state === 'paid').reduce((sum, o) => sum + o.amountCents + (o.bonusCents ?? 0), 0);
