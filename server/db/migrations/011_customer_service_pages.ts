/**
 * Databases seeded before the customer-service pages existed hold the first default, whose
 * links point at example.com and lead nowhere. An operator who never changed that default gets
 * the pages this server now serves; a setting the operator changed is left as it is. The values
 * are written out here, not imported: a migration must mean the same thing forever.
 */
import type { Kysely } from 'kysely';
import { replaceSetting, storedSetting } from './settings';

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
  const value = await storedSetting(db, 'customerService');
  if (JSON.stringify(value) !== JSON.stringify(FIRST_DEFAULT)) return;
  await replaceSetting(db, 'customerService', PAGES);
}

export async function down(): Promise<void> {
  // Nothing to undo: the example.com links were never reachable.
}
