import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '../../db/db';
import type { HelpItemRow } from '../../db/rows';

/** The flattened help tree of a language, parents before their children. */
export function useHelpItems(language: string): HelpItemRow[] | undefined {
  return useLiveQuery(
    () => db.helpItems.where('[language+sort]').between([language, Dexie.minKey], [language, Dexie.maxKey]).toArray(),
    [language],
  );
}

/** One help item by tag; null when the device has none (undefined while reading). */
export function useHelpItem(language: string, tag: string): HelpItemRow | null | undefined {
  return useLiveQuery(async () => (tag ? ((await db.helpItems.get([language, tag])) ?? null) : null), [language, tag]);
}
