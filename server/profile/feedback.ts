/**
 * Member feedback (SPEC §7 /wps/feedback PUT, §5 "feedback content between {0} and {1} words"):
 * the content within the operator's word bounds, up to 3 images, and the operator's reply, which
 * the member reads with their past feedback.
 */
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { countWords, type FeedbackItem, type OperatorFeedback } from '../../src/api/profile-wire';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { FeedbackTable } from '../db/schema';
import { idsOf, storeImages, type CheckedImage } from './profile-images';
import { profileSettings } from './profile-settings';
import type { Selectable } from 'kysely';

type Refusal = { ok: false; status: 400 | 404; code: ErrorCode; message: string };

const toItem = (row: Selectable<FeedbackTable>): FeedbackItem => ({
  id: row.id,
  content: row.content,
  images: idsOf(row.upload_ids),
  createdAt: row.created_at,
  reply: row.reply,
  repliedAt: row.replied_at,
});

export async function memberFeedback(db: Db, memberId: number): Promise<FeedbackItem[]> {
  const rows = await db.selectFrom('feedback').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(100).execute();
  return rows.map(toItem);
}

export async function submitFeedback(db: Db, input: { memberId: number; content: string; images: CheckedImage[]; now?: Date }): Promise<{ ok: true; item: FeedbackItem } | Refusal> {
  const now = input.now ?? new Date();
  const { feedbackWords } = await profileSettings(db);
  const words = countWords(input.content);
  if (words < feedbackWords.min || words > feedbackWords.max) {
    return { ok: false, status: 400, code: ERROR_CODE.feedbackWordCount, message: `content: between ${feedbackWords.min} and ${feedbackWords.max} words (${words} given)` };
  }
  const row = await inTransaction(db, async (trx) => {
    const ids = await storeImages(trx, input.memberId, 'feedback', input.images, now);
    return trx
      .insertInto('feedback')
      .values({ member_id: input.memberId, content: input.content, upload_ids: JSON.stringify(ids), created_at: now.toISOString(), reply: null, replied_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ok: true, item: toItem(row) };
}

function operatorRows(db: Db) {
  return db.selectFrom('feedback').innerJoin('members', 'members.id', 'feedback.member_id').selectAll('feedback').select('members.account');
}

const toOperator = (row: Selectable<FeedbackTable> & { account: string }): OperatorFeedback => ({ ...toItem(row), memberId: row.member_id, account: row.account });

/** Oldest unanswered first when asked for those; otherwise newest first. */
export async function operatorFeedback(db: Db, replied?: boolean): Promise<OperatorFeedback[]> {
  let query = operatorRows(db);
  if (replied === true) query = query.where('feedback.reply', 'is not', null);
  if (replied === false) query = query.where('feedback.reply', 'is', null);
  const rows = await query.orderBy('feedback.id', replied === false ? 'asc' : 'desc').limit(200).execute();
  return rows.map(toOperator);
}

/** A reply may be corrected: the latest one is what the member reads. */
export async function replyFeedback(db: Db, input: { id: number; reply: string; now?: Date }): Promise<{ ok: true; item: OperatorFeedback } | Refusal> {
  const now = input.now ?? new Date();
  await db.updateTable('feedback').set({ reply: input.reply, replied_at: now.toISOString() }).where('id', '=', input.id).execute();
  const row = await operatorRows(db).where('feedback.id', '=', input.id).executeTakeFirst();
  if (!row) return { ok: false, status: 404, code: ERROR_CODE.feedbackNotFound, message: `No feedback ${input.id}` };
  return { ok: true, item: toOperator(row) };
}
