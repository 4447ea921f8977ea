/**
 * Deposits, the member's side (SPEC §7): the methods on offer, the promotions that add a bonus,
 * placing an order and reading the report. Placing an order moves no money: a gateway order is
 * paid by the gateway's signed callback, a bank or manual order by the operator's approval
 * (server/deposit/deposits-settle.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DepositMethod, DepositOrder, DepositPromotion, DepositReport, DepositState } from '../../src/api/deposit-wire';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { toCents, toUnits } from '../../src/api/money';
import type { Db, Executor } from '../db/connection';
import { recordEffect } from '../db/op-context';
import { inTransaction } from '../db/transaction';
import type { DepositMethodTable, DepositOrderTable } from '../db/schema';
import { bonusRefusal } from '../wallet/bonus-wagering';
import { ended, notStarted } from '../support/promotions';
import { languageCandidates, pickTranslations } from '../lib/language';
import { checkImage, storeUpload } from '../lib/uploads';
import { jsonListOf } from '../lib/json-list';

/** A gateway order must be paid within this time (the pay page and the callback refuse later). */
export const GATEWAY_ORDER_TTL_MS = 30 * 60_000;

export const PAY_PREFIX = '/pay/gateway/';

type MethodRow = DepositMethodTable;
type OrderRow = Omit<DepositOrderTable, 'id'> & { id: number };

const paysAtGateway = (kind: MethodRow['kind']) => kind === 'gateway' || kind === 'ewallet';

const isPositiveNumber = (item: unknown): item is number => typeof item === 'number' && item > 0;

export function methodToWire(row: MethodRow): DepositMethod {
  const hasBank = row.kind === 'bank' || row.kind === 'manual';
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    min: toUnits(Number(row.min_cents)),
    max: toUnits(Number(row.max_cents)),
    quickAmounts: jsonListOf(row.quick_amounts, isPositiveNumber),
    bank: hasBank ? { payee: row.payee ?? '', bank: row.bank_name ?? '', accountNo: row.account_no ?? '' } : null,
    needsReceipt: row.kind === 'manual',
  };
}

export async function depositMethods(db: Db): Promise<DepositMethod[]> {
  const rows = await db.selectFrom('deposit_methods').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('code').execute();
  return rows.map(methodToWire);
}

/** Running promotions that carry a deposit bonus, in the member's language. */
export async function depositPromotions(db: Executor, language: string, now = new Date()): Promise<DepositPromotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .select(['id', 'language', 'title', 'start_date', 'end_date', 'no_expiry', 'deposit_bonus_percent', 'deposit_bonus_cap_cents', 'sort'])
    .where('language', 'in', languageCandidates(language))
    .where('deposit_bonus_percent', '>', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return pickTranslations(rows, language)
    .filter((row) => {
      const timing = { startDate: row.start_date, endDate: row.end_date, noExpiry: row.no_expiry === 1 ? (1 as const) : (0 as const) };
      return !notStarted(timing, now) && !ended(timing, now);
    })
    .map((row) => ({
      id: row.id,
      title: row.title,
      bonusPercent: Number(row.deposit_bonus_percent),
      bonusCap: toUnits(Number(row.deposit_bonus_cap_cents)),
    }));
}

/** The bonus a promotion adds to a deposit: percent of it, whole cents rounded down, capped. */
export function bonusCents(amountCents: number, promotion: Pick<DepositPromotion, 'bonusPercent' | 'bonusCap'>): number {
  return Math.min(Math.floor((amountCents * promotion.bonusPercent) / 100), toCents(promotion.bonusCap));
}

export function orderToWire(order: OrderRow, method: Pick<MethodRow, 'name' | 'kind'>, now = new Date()): DepositOrder {
  const state = effectiveState(order, now);
  return {
    id: order.id,
    method: order.method_code,
    methodName: method.name,
    kind: method.kind,
    amount: toUnits(Number(order.amount_cents)),
    bonus: toUnits(Number(order.bonus_cents)),
    promotionId: order.promotion_id,
    state,
    createdAt: order.created_at,
    expiresAt: order.expires_at,
    decidedAt: order.decided_at,
    payUrl: state === 'pending' && order.gateway_token ? `${PAY_PREFIX}${order.gateway_token}` : null,
    hasReceipt: order.receipt_upload_id !== null,
    note: order.note,
  };
}

/** A pending gateway order past its expiry is expired whether or not anything wrote that yet. */
export function effectiveState(order: Pick<OrderRow, 'state' | 'expires_at'>, now: Date): DepositState {
  if (order.state === 'pending' && order.expires_at && Date.parse(order.expires_at) <= now.getTime()) return 'expired';
  return order.state;
}

const orderColumns = [
  'o.id',
  'o.member_id',
  'o.method_code',
  'o.amount_cents',
  'o.promotion_id',
  'o.bonus_cents',
  'o.state',
  'o.idempotency_key',
  'o.gateway_token',
  'o.receipt_upload_id',
  'o.created_at',
  'o.expires_at',
  'o.decided_at',
  'o.note',
] as const;

function ordersFrom(db: Executor) {
  return db.selectFrom('deposit_orders as o').innerJoin('deposit_methods as m', 'm.code', 'o.method_code');
}

export function ordersQuery(db: Executor) {
  return ordersFrom(db).select(orderColumns).select(['m.name', 'm.kind']);
}

type JoinedRow = OrderRow & { name: string; kind: MethodRow['kind'] };

export const joinedToWire = (row: JoinedRow, now = new Date()) => orderToWire({ ...row, id: Number(row.id) }, row, now);

export async function memberOrder(db: Executor, memberId: number, id: number, now = new Date()): Promise<DepositOrder | undefined> {
  const row = await ordersQuery(db).where('o.member_id', '=', memberId).where('o.id', '=', id).executeTakeFirst();
  return row ? joinedToWire(row as JoinedRow, now) : undefined;
}

/** Orders in a state as each row shows it: a pending gateway order past its expiry is expired. */
export function inState(query: ReturnType<typeof ordersFrom>, state: DepositState | undefined, now: Date) {
  const nowText = now.toISOString();
  if (state === 'expired') {
    return query.where((eb) =>
      eb.or([eb('o.state', '=', 'expired'), eb.and([eb('o.state', '=', 'pending'), eb('o.expires_at', 'is not', null), eb('o.expires_at', '<=', nowText)])]),
    );
  }
  if (state === 'pending') {
    return query.where('o.state', '=', 'pending').where((eb) => eb.or([eb('o.expires_at', 'is', null), eb('o.expires_at', '>', nowText)]));
  }
  return state ? query.where('o.state', '=', state) : query;
}

export async function depositReport(db: Db, memberId: number, query: { page: number; pageSize: number; state?: DepositState }, now = new Date()): Promise<DepositReport> {
  const filtered = inState(ordersFrom(db).where('o.member_id', '=', memberId), query.state, now);
  const [list, total] = await Promise.all([
    filtered
      .select(orderColumns)
      .select(['m.name', 'm.kind'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: list.map((row) => joinedToWire(row as JoinedRow, now)), page: query.page, pageSize: query.pageSize, total: Number(total.n) };
}

export interface PlaceOrder {
  memberId: number;
  key: string;
  method: string;
  amount: number;
  promotionId?: number | null;
  language: string;
  /** Manual transfers: the receipt's bytes. */
  receipt?: Uint8Array;
}

export type PlaceResult = { ok: true; order: DepositOrder } | { ok: false; status: 400 | 404 | 409 | 413; code: ErrorCode; message: string };

const refuse = (status: 400 | 404 | 409 | 413, code: ErrorCode, message: string): PlaceResult => ({ ok: false, status, code, message });

/**
 * Places an order. The order and its receipt are written in one transaction, so a refusal stores
 * nothing; a key the member already used finds the first order (the request was a repeat).
 */
export async function placeOrder(db: Db, input: PlaceOrder, now = new Date()): Promise<PlaceResult> {
  // A repeat answers the order its key placed, whatever changed since (a promotion ended, a rule).
  const placed = await db.selectFrom('deposit_orders').select('id').where('member_id', '=', input.memberId).where('idempotency_key', '=', input.key).executeTakeFirst();
  const placedOrder = placed ? await memberOrder(db, input.memberId, Number(placed.id), now) : undefined;
  if (placedOrder) return { ok: true, order: placedOrder };
  const method = await db.selectFrom('deposit_methods').selectAll().where('code', '=', input.method).where('enabled', '=', 1).executeTakeFirst();
  if (!method) return refuse(404, ERROR_CODE.depositMethodUnavailable, `No deposit method ${input.method}`);
  const manual = method.kind === 'manual';
  if (manual !== (input.receipt !== undefined)) {
    return manual
      ? refuse(400, ERROR_CODE.invalidParameter, 'receipt: a manual transfer needs its receipt image')
      : refuse(400, ERROR_CODE.depositMethodUnavailable, `${method.code} takes no receipt: use the order call`);
  }
  const amountCents = toCents(input.amount);
  if (amountCents < Number(method.min_cents) || amountCents > Number(method.max_cents)) {
    return refuse(400, ERROR_CODE.amountOutOfRange, `amount: must be between ${toUnits(Number(method.min_cents))} and ${toUnits(Number(method.max_cents))}`);
  }
  let bonus = 0;
  if (input.promotionId) {
    const promotion = (await depositPromotions(db, input.language, now)).find((p) => p.id === input.promotionId);
    if (!promotion) return refuse(404, ERROR_CODE.promotionNotFound, `No running deposit promotion ${input.promotionId}`);
    // The promotion's own rules (first deposit, application, once, period): a refusal stores nothing.
    const refusal = await bonusRefusal(db, input.memberId, promotion.id, now);
    if (refusal) return refuse(409, ERROR_CODE.bonusNotEligible, refusal);
    bonus = bonusCents(amountCents, promotion);
  }
  let receipt: { mime: string; bytes: Uint8Array } | null = null;
  if (input.receipt) {
    const check = await checkImage(input.receipt);
    if (!check.ok) return refuse(check.status, check.code, check.message);
    receipt = check;
  }

  const id = await inTransaction(db, async (trx) => {
    const prior = await trx.selectFrom('deposit_orders').select('id').where('member_id', '=', input.memberId).where('idempotency_key', '=', input.key).executeTakeFirst();
    if (prior) return Number(prior.id);
    const receiptId =
      receipt ? await storeUpload(trx, { memberId: input.memberId, purpose: 'deposit_receipt', mime: receipt.mime, bytes: receipt.bytes, now }) : null;
    const gateway = paysAtGateway(method.kind);
    const row = await trx
      .insertInto('deposit_orders')
      .values({
        member_id: input.memberId,
        method_code: method.code,
        amount_cents: amountCents,
        promotion_id: input.promotionId ?? null,
        bonus_cents: bonus,
        state: 'pending',
        idempotency_key: input.key,
        gateway_token: gateway ? randomBytes(16).toString('hex') : null,
        receipt_upload_id: receiptId,
        created_at: now.toISOString(),
        expires_at: gateway ? new Date(now.getTime() + GATEWAY_ORDER_TTL_MS).toISOString() : null,
        decided_at: null,
        note: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEffect(trx, `deposit order ${input.key}`);
    return Number(row.id);
  });
  const order = await memberOrder(db, input.memberId, id, now);
  if (!order) throw new Error(`deposit order ${id} vanished`);
  return { ok: true, order };
}
