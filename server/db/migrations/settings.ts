/**
 * A setting's stored JSON, for the migrations that repair a first default the operator never
 * changed. Plain SQL on the settings table as 003 created it: these helpers must mean the same
 * thing for every migration that uses them, forever.
 */
import { sql, type Kysely } from 'kysely';

/** The setting's value; undefined when there is none or it is not JSON (then it is not ours to repair). */
export async function storedSetting(db: Kysely<unknown>, key: string): Promise<unknown> {
  const { rows } = await sql<{ value: string }>`select value from settings where key = ${key}`.execute(db);
  const stored = rows[0]?.value;
  if (stored === undefined) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

export async function replaceSetting(db: Kysely<unknown>, key: string, value: unknown): Promise<void> {
  await sql`update settings set value = ${JSON.stringify(value)} where key = ${key}`.execute(db);
}
