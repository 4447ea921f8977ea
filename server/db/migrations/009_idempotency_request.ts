/**
 * Binds an Idempotency-Key to the request it first came with: a hash of the method, path, query
 * and validated body (http/idempotency.ts). A key resent with another body is then refused
 * instead of answering the first result and silently dropping the change. Rows written before
 * this migration keep a null hash and are matched on method and path only, as they were.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applied_ops').addColumn('request_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applied_ops').dropColumn('request_hash').execute();
}
