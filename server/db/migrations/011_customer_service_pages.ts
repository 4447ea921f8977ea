/**
 * Databases seeded before the customer-service pages existed hold the first default, whose
 * links point at example.com and lead nowhere. An operator who never changed that default gets
 * the pages this server now serves; a setting the operator changed is left as it is. The values
 * are written out here, not imported: a migration must mean the same thing forever.
 */
import { sql, type Kysely } from 'kysely';

const FIRST_DEFAULT = [
  { csType: 'LIVECHAT', title: 'Live Chat', url: 'https://example.com/support/livechat' },
  { csType: 'TELEGRAM', title: 'Telegram', url: 'https://example.com/support/telegram' },
  { csType: 'FACEBOOK', title: 'Facebook', url: 'https://example.com/support/facebook' },
  { csType: 'TELEGRAM 1', title: 'Telegram VIP', url: 'https://example.com/support/telegram-vip' },
];

const PAGES = [
  { csType: 'LIVECHAT', title: 'Live Chat', url: '/m/liveChat' },
  { csType: 'TELEGRAM', title: 'Telegram', url: '/support/telegram' },
  { csType: 'FACEBOOK', title: 'Facebook', url: '/support/facebook' },
  { csType: 'TELEGRAM 1', title: 'Telegram VIP', url: '/support/telegram-vip' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ value: string }>`select value from settings where key = 'customerService'`.execute(db);
  const stored = rows[0]?.value;
  if (stored === undefined) return;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return; // not ours to repair
  }
  if (JSON.stringify(value) !== JSON.stringify(FIRST_DEFAULT)) return;
  await sql`update settings set value = ${JSON.stringify(PAGES)} where key = 'customerService'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the example.com links were never reachable.
}
