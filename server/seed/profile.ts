/**
 * The demo member's personal data for /m/set and /m/feedback: a birthday, a verified mobile
 * number, a real-name submission the operator rejected with a note (so the upload form shows; one small generated image) and two past
 * feedbacks, one with the operator's reply. Deterministic (fixed times after the accounts'
 * 2025-01-01 creation, a generated PNG) and written only when demo has no submission and no
 * feedback: they are user data, never replaced by a reseed.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { encodePng } from '../lib/png';
import { accountKey } from '../member/members';

const ACCOUNT = 'demo';
const SEEDED_AT = Date.parse('2025-01-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const at = (days: number, hours = 0) => new Date(SEEDED_AT + days * DAY_MS + hours * 3_600_000).toISOString();

/** A 48×32 card-like picture: a light card with a darker band where a photo would be. */
const ID_IMAGE = new Uint8Array(encodePng(48, 32, (x, y) => (x > 4 && x < 18 && y > 6 && y < 26 ? [90, 110, 140, 255] : [220, 226, 235, 255])));

const FEEDBACK = [
  {
    content: 'The cricket section could show live scores on the game tiles, that would help a lot.',
    created: at(170, 9),
    reply: 'Thank you! Live scores on the sports tiles are planned for the next update.',
    replied: at(171, 10),
  },
  { content: 'Withdrawals to my bank card arrived quickly this week, great service.', created: at(175, 18), reply: null, replied: null },
] as const;

export async function writeDemoProfileIfAbsent(db: Kysely<LobbyDatabase>): Promise<void> {
  const member = await db.selectFrom('members').select(['id', 'birthday', 'mobile']).where('account_key', '=', accountKey(ACCOUNT)).executeTakeFirst();
  if (!member) return;
  const id = member.id;
  const anyDoc = await db.selectFrom('verification_docs').select('id').where('member_id', '=', id).limit(1).executeTakeFirst();
  const anyFeedback = await db.selectFrom('feedback').select('id').where('member_id', '=', id).limit(1).executeTakeFirst();
  if (anyDoc || anyFeedback) return;

  await db
    .updateTable('members')
    .set({ birthday: member.birthday ?? '1995-06-15', mobile_verified_at: member.mobile ? at(1) : null })
    .where('id', '=', id)
    .execute();

  const { id: uploadId } = await db
    .insertInto('uploads')
    .values({
      member_id: id,
      purpose: 'verification',
      mime: 'image/png',
      size: ID_IMAGE.length,
      sha256: createHash('sha256').update(ID_IMAGE).digest('hex'),
      bytes: ID_IMAGE,
      created_at: at(178, 12),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('verification_docs')
    .values({
      member_id: id,
      state: 'rejected',
      remark: 'National ID card, front side',
      upload_ids: JSON.stringify([uploadId]),
      created_at: at(178, 12),
      decided_at: at(179, 9),
      note: 'The photo is blurred: please upload a sharper one.',
    })
    .execute();

  await db
    .insertInto('feedback')
    .values(FEEDBACK.map((f) => ({ member_id: id, content: f.content, upload_ids: '[]', created_at: f.created, reply: f.reply, replied_at: f.replied })))
    .execute();
}
