/**
 * Real-name verification (SPEC §4: under review, already verified, upload success). A member
 * submits up to 3 images and a remark; the submission waits in 'review' until the operator decides
 * it once: 'verified' (final) or 'rejected' with a note, after which the member may submit again.
 * Only one submission is under review at a time.
 */
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import type { OperatorVerification, VerificationState, VerificationStatus } from '../../src/api/profile-wire';
import type { Db, Executor } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { idsOf, storeImages, type CheckedImage } from './profile-images';

type Refusal = { ok: false; status: 400 | 404 | 409; code: ErrorCode; message: string };

export function latestDoc(db: Executor, memberId: number) {
  return db.selectFrom('verification_docs').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function verificationStatus(db: Executor, memberId: number): Promise<VerificationStatus> {
  const doc = await latestDoc(db, memberId);
  if (!doc) return { state: 'none', id: null, remark: '', note: '', submittedAt: null, decidedAt: null, images: [] };
  return {
    state: doc.state,
    id: doc.id,
    remark: doc.remark,
    note: doc.note,
    submittedAt: doc.created_at,
    decidedAt: doc.decided_at,
    images: idsOf(doc.upload_ids),
  };
}

export async function submitVerification(
  db: Db,
  input: { memberId: number; remark: string; images: CheckedImage[]; now?: Date },
): Promise<{ ok: true; status: VerificationStatus } | Refusal> {
  const now = input.now ?? new Date();
  if (input.images.length === 0) return { ok: false, status: 400, code: ERROR_CODE.invalidParameter, message: 'image1: at least one image is required' };
  return inTransaction(db, async (trx) => {
    // Read inside the transaction: two submissions at once cannot both find nothing under review.
    const latest = await latestDoc(trx, input.memberId);
    if (latest?.state === 'review') return { ok: false as const, status: 409 as const, code: ERROR_CODE.verificationPending, message: 'A submission is under review' };
    if (latest?.state === 'verified') return { ok: false as const, status: 409 as const, code: ERROR_CODE.alreadyVerified, message: 'Already verified' };
    const ids = await storeImages(trx, input.memberId, 'verification', input.images, now);
    await trx
      .insertInto('verification_docs')
      .values({ member_id: input.memberId, state: 'review', remark: input.remark, upload_ids: JSON.stringify(ids), created_at: now.toISOString(), decided_at: null, note: '' })
      .execute();
    return { ok: true as const, status: await verificationStatus(trx, input.memberId) };
  });
}

function operatorRows(db: Executor) {
  return db
    .selectFrom('verification_docs')
    .innerJoin('members', 'members.id', 'verification_docs.member_id')
    .selectAll('verification_docs')
    .select('members.account');
}

type OperatorRow = Awaited<ReturnType<ReturnType<typeof operatorRows>['executeTakeFirstOrThrow']>>;

const toOperator = (row: OperatorRow): OperatorVerification => ({
  id: row.id,
  memberId: row.member_id,
  account: row.account,
  state: row.state,
  remark: row.remark,
  note: row.note,
  images: idsOf(row.upload_ids),
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** Oldest first: the operator works through the queue in the order it came. */
export async function operatorVerifications(db: Db, state: VerificationState): Promise<OperatorVerification[]> {
  const rows = await operatorRows(db).where('verification_docs.state', '=', state).orderBy('verification_docs.id').limit(200).execute();
  return rows.map(toOperator);
}

export async function decideVerification(
  db: Db,
  input: { id: number; decision: 'verified' | 'rejected'; note: string; now?: Date },
): Promise<{ ok: true; doc: OperatorVerification } | Refusal> {
  const now = input.now ?? new Date();
  // Conditional on 'review': of two decisions at once, one changes the row and the other is told.
  const result = await db
    .updateTable('verification_docs')
    .set({ state: input.decision, note: input.note, decided_at: now.toISOString() })
    .where('id', '=', input.id)
    .where('state', '=', 'review')
    .executeTakeFirst();
  const row = await operatorRows(db).where('verification_docs.id', '=', input.id).executeTakeFirst();
  if (!row) return { ok: false, status: 404, code: ERROR_CODE.verificationNotFound, message: `No submission ${input.id}` };
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, status: 409, code: ERROR_CODE.alreadyDecided, message: `Submission ${input.id} is already ${row.state}` };
  return { ok: true, doc: toOperator(row) };
}
