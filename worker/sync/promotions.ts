/**
 * The promotions scope (SPEC §2 "Promotions"): the tabs and every promotion in the current
 * language, as the signed-in member sees them (status and read flag) or as a guest does. Each row
 * is stamped with the user it was read for, so the page never shows one member's standing to the
 * next person on the device before the next refresh replaces it.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { PromotionList } from '../../src/api/content-wire';
import { db, withDb as withDbOnly } from '../../src/db/db';
import type { PromotionRow } from '../../src/db/rows';
import { withQuotaRetry } from '../../src/db/storage-pressure';
import { currentConfig } from '../context';
import { ownedCall } from './owned';

const withDb = <T>(write: () => Promise<T>) => withQuotaRetry(() => withDbOnly(write));

/**
 * Replace a language's tabs and promotions with one answer. A read mark the device made for the
 * same member stays: the outbox may not have delivered it when this answer was read.
 */
export function putPromotionList(language: string, userKey: string, value: PromotionList) {
  return withDb(() =>
    db.transaction('rw', db.promotions, db.promotionCategories, async () => {
      const before = await db.promotions.bulkGet(value.list.map((p) => p.id));
      const rows = value.list.map((promotion, i): PromotionRow => {
        const row: PromotionRow = { ...promotion, language, userKey };
        const markedHere = userKey !== '' && before[i]?.userKey === userKey && before[i]?.read === true;
        if (markedHere) row.read = true;
        return row;
      });
      await db.promotions.where('language').equals(language).delete();
      await db.promotions.bulkPut(rows);
      await db.promotionCategories.where('language').equals(language).delete();
      await db.promotionCategories.bulkPut(value.categories.map((category, sort) => ({ ...category, language, sort })));
    }),
  );
}

/**
 * Read the list and store it. `fresh` asks the service worker for the network first (its copy
 * only offline): a visit to the page, a sign-in or a join must show the member's standing now,
 * not the last stored answer.
 */
export async function syncPromotions(fresh = false): Promise<void> {
  const { language, userKey } = currentConfig();
  const value = await ownedCall(
    ENDPOINTS.promotions,
    { query: { language }, ...(fresh ? { cache: 'no-cache' as const } : {}) },
    () => syncPromotions(),
  );
  // Signed in or out (or switched language) while the call ran: this answer is someone else's.
  const now = currentConfig();
  if (now.userKey !== userKey || now.language !== language) return;
  await putPromotionList(language, userKey, value);
}
