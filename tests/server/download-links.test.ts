/**
 * Download links (SPEC §3 "Download link"): the default settings name no native app at a
 * placeholder host, the status carries what the operator set, and a database seeded with the
 * first default (example.com links that lead nowhere) has those emptied while an operator's own
 * links stay.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { up } from '../../server/db/migrations/030_download_links';
import { DEFAULT_SETTINGS } from '../../server/seed/settings';
import { storedSetting, storeSetting, withTempDb } from './helpers';

const store = (db: Db, value: unknown) => storeSetting(db, 'resources', value);
const stored = (db: Db) => storedSetting(db, 'resources');

describe('download links of the operator settings', () => {
  it('the default names no native app, and no placeholder host anywhere', () => {
    for (const type of ['IOS', 'Android', 'MOBILECONFIG'] as const) {
      expect(DEFAULT_SETTINGS.resources.find((r) => r.resourceType === type)?.url).toBe('');
    }
    expect(JSON.stringify(DEFAULT_SETTINGS)).not.toContain('example.com');
  });

  describe('databases seeded with the first default', () => {
    let db: Db;
    withTempDb((opened) => (db = opened));

    it('empties the example.com links and keeps the rest', async () => {
      await store(db, [
        { resourceType: 'IOS', url: 'https://example.com/apps/lobby-ios' },
        { resourceType: 'MOBILECONFIG', url: '' },
        { resourceType: 'Android', url: 'https://example.com/apps/lobby.apk' },
        { resourceType: 'AppDownloadIcon', url: '/media/vendors/APP.webp' },
      ]);
      await up(db as never);
      expect(await stored(db)).toEqual([
        { resourceType: 'IOS', url: '' },
        { resourceType: 'MOBILECONFIG', url: '' },
        { resourceType: 'Android', url: '' },
        { resourceType: 'AppDownloadIcon', url: '/media/vendors/APP.webp' },
      ]);
    });

    it('keeps the operator’s own links as they are', async () => {
      const own = [{ resourceType: 'Android', url: 'https://downloads.operator.test/lobby.apk' }];
      await store(db, own);
      await up(db as never);
      expect(await stored(db)).toEqual(own);
    });
  });
});
