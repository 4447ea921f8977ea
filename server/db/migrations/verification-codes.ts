/**
 * The verification_codes table, as 008 created it and 018 rebuilt it with one more purpose (a CHECK
 * cannot be altered in SQLite). One definition for both, so the rebuilt table is the same table.
 */
import { sql, type Kysely } from 'kysely';
import { withColumns } from './columns';
import { idType } from './engine';

export async function createVerificationCodes(db: Kysely<unknown>, table: string, purposes: readonly string[]): Promise<void> {
  await withColumns(db.schema.createTable(table), {
    id: [idType(db), 'pk'],
    purpose: ['varchar(16)', (col) => col.notNull().check(sql`purpose in (${purposesList(purposes)})`)],
    // The full number, '+' country code and national number: what the SMS went to.
    recipient: 'varchar(40)',
    code_hash: 'varchar(64)',
    // Wrong guesses: a code dies after a few, so 6 digits cannot be brute-forced in its lifetime.
    attempts: 'integer default 0',
    created_at: 'varchar(32)',
    expires_at: 'varchar(32)',
    used_at: 'varchar(32) null',
  }).execute();
}

/** The purposes as SQL literals: `'noLogin', 'register'`. */
export function purposesList(purposes: readonly string[]) {
  return sql.join(purposes.map((p) => sql.lit(p)));
}
