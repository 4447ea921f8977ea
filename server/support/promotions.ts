/**
 * Promotions (SPEC §2 "Promotions", §3 "Promotion", §4 "Promotion read flag", activity status):
 * the tabs and the list in a language, where a member stands in each, joining and applying, read
 * marks, and the operator's decision on an application.
 *
 * Who sees what: everyone gets each promotion's `status` — for a guest (and for a member who has
 * not acted) it is what the promotion offers now (comingSoon, closed, join, apply or none), so the
 * page can offer Join to a guest and send them to sign in; a member's own standing (joined,
 * applying, claim, …) and the `read` flag come only with the member's token.
 */
import type { Promotion, PromotionCategory, PromotionList, PromotionStatus } from '../../src/api/content-wire';
import type { Db, Executor } from '../db/connection';
import { publishLive } from '../live/publish';
import type { MemberRecord, PromotionAction } from '../db/schema';
import { languageCandidates, pickTranslations, pictureIn } from '../lib/language';
import { isInteger, jsonListOf } from '../lib/json-list';

/** Outcomes that stand after a promotion ends: the member keeps seeing them instead of "closed". */
const FINAL_STATUSES: ReadonlySet<string> = new Set<PromotionStatus>(['claim', 'claimed', 'issued', 'rejected']);

/** What a member's own row may say (set by joining, applying or the operator's review). */
const MEMBER_STATUSES: ReadonlySet<string> = new Set<PromotionStatus>(['joined', 'applying', 'process', 'claim', 'claimed', 'issued', 'rejected']);

/** The action a promotion offers → the status before the member takes it, and after. */
const ACTIONS: Record<PromotionAction, { offered: PromotionStatus; taken: PromotionStatus | null }> = {
  join: { offered: 'join', taken: 'joined' },
  apply: { offered: 'apply', taken: 'applying' },
  none: { offered: 'none', taken: null },
};

export interface PromotionTiming {
  startDate: string;
  endDate: string;
  noExpiry: 0 | 1;
}

/** Stored dates are UTC wall times 'YYYY-MM-DD HH:MM:SS'. */
const instant = (date: string) => Date.parse(`${date.replace(' ', 'T')}Z`);
const day = (date: string) => date.slice(0, 10);

/** Not started yet: the start instant is still ahead. */
export function notStarted(timing: PromotionTiming, now: Date): boolean {
  return now.getTime() < instant(timing.startDate);
}

/** Over: the end date's whole day has passed (a one-day promotion runs all that day); never with noExpiry 1. */
export function ended(timing: PromotionTiming, now: Date): boolean {
  return timing.noExpiry === 0 && day(timing.endDate) < now.toISOString().slice(0, 10);
}

/**
 * SPEC §4 activity status, in order: coming soon before the start; after the end the member's
 * outcome if they have one, else closed; then the member's own standing; else what the promotion
 * offers.
 */
export function promotionStatus(timing: PromotionTiming, action: PromotionAction, standing: string | undefined, now: Date): PromotionStatus {
  const own = standing !== undefined && MEMBER_STATUSES.has(standing) ? (standing as PromotionStatus) : undefined;
  if (notStarted(timing, now)) return 'comingSoon';
  if (ended(timing, now)) return own && FINAL_STATUSES.has(own) ? own : 'closed';
  return own ?? ACTIONS[action].offered;
}

export async function promotionCategories(db: Db, language: string): Promise<PromotionCategory[]> {
  const rows = await db
    .selectFrom('promotion_categories')
    .selectAll()
    .where('language', 'in', languageCandidates(language))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return pickTranslations(rows, language).map((row) => ({ id: row.id, name: row.name }));
}

async function memberStandings(db: Db, memberId: number) {
  const [standings, reads] = await Promise.all([
    db.selectFrom('promotion_members').select(['promotion_id', 'status']).where('member_id', '=', memberId).execute(),
    db.selectFrom('promotion_reads').select('promotion_id').where('member_id', '=', memberId).execute(),
  ]);
  return {
    standing: new Map(standings.map((row) => [row.promotion_id, row.status])),
    read: new Set(reads.map((row) => row.promotion_id)),
  };
}

/** Every promotion in the operator's order, in `language` (English where it has no translation). */
export async function promotionList(db: Db, language: string, member: MemberRecord | null, now = new Date()): Promise<PromotionList> {
  const [categories, rows, images, terms, own] = await Promise.all([
    promotionCategories(db, language),
    db.selectFrom('promotions').selectAll().where('language', 'in', languageCandidates(language)).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('promotion_images').selectAll().orderBy('promotion_id').orderBy('sequence').execute(),
    db.selectFrom('promotion_terms').selectAll().execute(),
    member ? memberStandings(db, member.id) : null,
  ]);
  const actionOf = new Map(terms.map((row) => [row.promotion_id, row.action]));
  const list = pickTranslations(rows, language).map((row): Promotion => {
    const timing: PromotionTiming = { startDate: row.start_date, endDate: row.end_date, noExpiry: row.no_expiry === 1 ? 1 : 0 };
    const promotion: Promotion = {
      id: row.id,
      title: row.title,
      content: row.content,
      ...timing,
      promoAnnouncementCategoryIds: jsonListOf(row.category_ids, isInteger),
      announcementImages: images
        .filter((image) => image.promotion_id === row.id)
        .map((image) => ({ url: pictureIn(image.url, language), sequence: image.sequence })),
      status: promotionStatus(timing, actionOf.get(row.id) ?? 'none', own?.standing.get(row.id), now),
    };
    if (own) promotion.read = own.read.has(row.id);
    return promotion;
  });
  return { categories, list };
}

interface StoredPromotion {
  timing: PromotionTiming;
  action: PromotionAction;
}

/** The language-free facts of one promotion; undefined when there is no such promotion. */
async function findPromotion(db: Db, id: number): Promise<StoredPromotion | undefined> {
  const row = await db
    .selectFrom('promotions')
    .leftJoin('promotion_terms', 'promotion_terms.promotion_id', 'promotions.id')
    .select(['promotions.start_date', 'promotions.end_date', 'promotions.no_expiry', 'promotion_terms.action'])
    .where('promotions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    timing: { startDate: row.start_date, endDate: row.end_date, noExpiry: row.no_expiry === 1 ? 1 : 0 },
    action: row.action ?? 'none',
  };
}

export async function promotionExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('promotions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Where the member stands in the promotion (joined, applying, claim, claimed, …); undefined before they acted. */
export async function standingOf(db: Executor, memberId: number, promotionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('promotion_members')
    .select('status')
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
  return row?.status;
}

export type ActionOutcome =
  | { ok: true; status: PromotionStatus }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notAvailable'; status: PromotionStatus };

/** Join (join → joined) or apply (apply → applying); any other status takes no action. */
export async function joinPromotion(db: Db, memberId: number, promotionId: number, now = new Date()): Promise<ActionOutcome> {
  const promotion = await findPromotion(db, promotionId);
  if (!promotion) return { ok: false, reason: 'notFound' };
  const status = promotionStatus(promotion.timing, promotion.action, await standingOf(db, memberId, promotionId), now);
  const taken = ACTIONS[promotion.action].taken;
  if (status !== ACTIONS[promotion.action].offered || taken === null) return { ok: false, reason: 'notAvailable', status };
  await db
    .insertInto('promotion_members')
    .values({ member_id: memberId, promotion_id: promotionId, status: taken, updated_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
    .execute();
  return { ok: true, status: taken };
}

/** SPEC §4: the read flag goes false → true, once; a repeat changes nothing. */
export async function markPromotionRead(db: Db, memberId: number, promotionId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('promotion_reads')
    .values({ member_id: memberId, promotion_id: promotionId, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
    .execute();
}

/**
 * The operator decides on an application: applying → claim (approve) or rejected (reject). An
 * approval leaves a bonus to claim, and the member's streams hear of it.
 */
export async function reviewApplication(
  db: Db,
  memberId: number,
  promotionId: number,
  decision: 'approve' | 'reject',
  now = new Date(),
): Promise<ActionOutcome> {
  if (!(await promotionExists(db, promotionId))) return { ok: false, reason: 'notFound' };
  const current = await standingOf(db, memberId, promotionId);
  if (current !== 'applying') return { ok: false, reason: 'notAvailable', status: (current as PromotionStatus | undefined) ?? 'none' };
  const status: PromotionStatus = decision === 'approve' ? 'claim' : 'rejected';
  // Only an application still pending changes: two concurrent decisions cannot both apply.
  const result = await db
    .updateTable('promotion_members')
    .set({ status, updated_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'applying')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'notAvailable', status: ((await standingOf(db, memberId, promotionId)) ?? 'none') as PromotionStatus };
  if (status === 'claim') await publishLive(db, { kind: 'money', decision: 'bonus_available' }, memberId);
  return { ok: true, status };
}
