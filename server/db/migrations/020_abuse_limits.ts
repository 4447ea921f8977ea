/**
 * Limits that hold under abuse, kept in the database so every instance counts the same events:
 *
 * - rate_events: one row per counted event (an SMS sent, a trial member made, a forgot-password
 *   request, a failed login) in a named `bucket`, for a `subject` (an address, an account key, a
 *   number, or '*' for the global count). http/rate-limit.ts counts rows inside a window;
 *   the cleanup job deletes rows older than the longest window.
 * - slider_challenges: the slider captcha the SMS requests carry (SPEC §3 "slider-captcha result
 *   fields"): where the gap is, single use, short-lived. `dev_x` holds the answer outside
 *   production only, for /dev/slider, as captchas.dev_code does.
 *
 * Portability as in 004: ISO-8601 UTC text timestamps, plain SQL, the same on SQLite and Postgres.
 */
import type { Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withColumns(db.schema.createTable('rate_events'), {
    id: [idType(db), 'pk'],
    bucket: 'varchar(32)',
    subject: 'varchar(120)',
    created_at: 'varchar(32)',
  }).execute();
  await db.schema.createIndex('rate_events_lookup_idx').on('rate_events').columns(['bucket', 'subject', 'created_at']).execute();
  await db.schema.createIndex('rate_events_age_idx').on('rate_events').column('created_at').execute();

  await withColumns(db.schema.createTable('slider_challenges'), {
    id: 'varchar(64) pk',
    gap_x: 'integer',
    dev_x: 'integer null',
    created_at: 'varchar(32)',
    expires_at: 'varchar(32)',
    used_at: 'varchar(32) null',
  }).execute();
  await db.schema.createIndex('slider_challenges_expires_idx').on('slider_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slider_challenges').execute();
  await db.schema.dropTable('rate_events').execute();
}
