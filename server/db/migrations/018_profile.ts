/**
 * Personal settings, real-name verification and feedback (SPEC §2 /m/set, §4 real-name states,
 * §5 and §9 limits, §7 /wps/feedback and the member info calls).
 *
 * - members: `mobile_verified_at` (set when a number is proved by an SMS code) and `language`
 *   (the member's preferred language; null means "whatever the device uses"). nickname, birthday,
 *   email and mobile already exist (004, 008).
 * - verification_codes gains the 'profile' purpose (a code that proves a new mobile number). A
 *   CHECK cannot be altered in SQLite, so the table is rebuilt with its rows and index.
 * - verification_docs: a member's real-name submissions; `upload_ids` is a JSON array of at most 3
 *   ids of `uploads` rows, kept beside the document that needs them.
 * - feedback: what members wrote, with at most 3 images, and the operator's reply.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, plain-SQL CHECKs.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';
import { createVerificationCodes, purposesList } from './verification-codes';

/** Rebuild verification_codes with another set of purposes, keeping every row that fits. */
async function rebuildVerificationCodes(db: Kysely<unknown>, purposes: readonly string[]): Promise<void> {
  await createVerificationCodes(db, 'verification_codes_next', purposes);
  await sql`insert into verification_codes_next (id, purpose, recipient, code_hash, attempts, created_at, expires_at, used_at)
    select id, purpose, recipient, code_hash, attempts, created_at, expires_at, used_at from verification_codes
    where purpose in (${purposesList(purposes)})`.execute(db);
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.alterTable('verification_codes_next').renameTo('verification_codes').execute();
  await db.schema.createIndex('verification_recipient_idx').on('verification_codes').columns(['recipient', 'created_at']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('mobile_verified_at', 'varchar(32)').execute();
  await db.schema.alterTable('members').addColumn('language', 'varchar(8)').execute();

  await rebuildVerificationCodes(db, ['noLogin', 'register', 'profile']);

  await withColumns(db.schema.createTable('verification_docs'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    state: 'varchar(16)',
    remark: "varchar(140) default ''",
    upload_ids: 'text',
    created_at: 'varchar(32)',
    decided_at: 'varchar(32) null',
    note: "varchar(200) default ''",
  })
    .addCheckConstraint('verification_docs_state', sql`state in ('review', 'verified', 'rejected')`)
    .execute();
  await db.schema.createIndex('verification_docs_member_idx').on('verification_docs').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('verification_docs_state_idx').on('verification_docs').columns(['state', 'id']).execute();

  await withColumns(db.schema.createTable('feedback'), {
    id: [idType(db), 'pk'],
    member_id: 'integer -> members.id on delete cascade',
    content: 'text',
    upload_ids: 'text',
    created_at: 'varchar(32)',
    reply: 'text null',
    replied_at: 'varchar(32) null',
  }).execute();
  await db.schema.createIndex('feedback_member_idx').on('feedback').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('verification_docs').execute();
  await rebuildVerificationCodes(db, ['noLogin', 'register']);
  await db.schema.alterTable('members').dropColumn('language').execute();
  await db.schema.alterTable('members').dropColumn('mobile_verified_at').execute();
}
