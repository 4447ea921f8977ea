/**
 * The help centre on the device (SPEC §2 "Help", §3 "Help item: children flattened"): the server's
 * tree in the current language, flattened parents-before-children into `helpItems`, so the list
 * and every detail open offline once seen.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { HelpItem } from '../../src/api/content-wire';
import { db, withDb as withDbOnly } from '../../src/db/db';
import type { HelpItemRow } from '../../src/db/rows';
import { withQuotaRetry } from '../../src/db/storage-pressure';
import { currentConfig } from '../context';
import { ownedCall } from './owned';

const withDb = <T>(write: () => Promise<T>) => withQuotaRetry(() => withDbOnly(write));

/** Depth first: each parent, then its children, in the server's order. */
export function flattenHelp(tree: readonly HelpItem[], language: string): HelpItemRow[] {
  const rows: HelpItemRow[] = [];
  const visit = (items: readonly HelpItem[], parentTag: string | null) => {
    for (const item of items) {
      rows.push({ language, tag: item.tag, title: item.title, content: item.content, parentTag, sort: rows.length });
      visit(item.children ?? [], item.tag);
    }
  };
  visit(tree, null);
  return rows;
}

/** Replace one language's help items in one transaction (a removed topic disappears). */
export function putHelpItems(language: string, rows: HelpItemRow[]) {
  return withDb(() =>
    db.transaction('rw', db.helpItems, async () => {
      await db.helpItems.where('language').equals(language).delete();
      await db.helpItems.bulkPut(rows);
    }),
  );
}

export async function syncHelp(): Promise<void> {
  const { language } = currentConfig();
  const tree = await ownedCall(ENDPOINTS.helpCenter, { query: { lang: language, device: 'MOBILE' } }, syncHelp);
  await putHelpItems(language, flattenHelp(tree, language));
}
