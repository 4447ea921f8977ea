/**
 * A database seeded with the first customer-service default (example.com links that lead
 * nowhere) gets this server's pages; a setting the operator changed is kept.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { up } from '../../server/db/migrations/011_customer_service_pages';
import { CUSTOMER_SERVICE } from '../../server/support/channels';
import { storedSetting, storeSetting, withTempDb } from './helpers';

const FIRST_DEFAULT = ['livechat', 'telegram', 'facebook', 'telegram-vip'].map((slug, i) => ({
  csType: ['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'TELEGRAM 1'][i],
  title: ['Live Chat', 'Telegram', 'Facebook', 'Telegram VIP'][i],
  url: `https://example.com/support/${slug}`,
}));

const store = (db: Db, value: unknown) => storeSetting(db, 'customerService', value);
const stored = (db: Db) => storedSetting(db, 'customerService');

describe('customer-service pages for databases seeded before them', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('replaces the untouched first default with the pages this server serves', async () => {
    await store(db, FIRST_DEFAULT);
    await up(db as never);
    expect(await stored(db)).toEqual(CUSTOMER_SERVICE);
  });

  it("keeps a setting the operator changed, and an unreadable one, as they are", async () => {
    const own = [{ csType: 'TELEGRAM', title: 'Our desk', url: 'https://t.me/our_desk' }];
    await store(db, own);
    await up(db as never);
    expect(await stored(db)).toEqual(own);
    await db.updateTable('settings').set({ value: '{not json' }).where('key', '=', 'customerService').execute();
    await up(db as never);
    expect((await db.selectFrom('settings').select('value').where('key', '=', 'customerService').executeTakeFirstOrThrow()).value).toBe('{not json');
  });
});
