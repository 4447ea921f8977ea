/** The help centre tree in the requested language, English where a translation is missing. */
import type { HelpItem } from '../../src/api/content-wire';
import type { Db } from '../db/connection';
import { languageCandidates, pickTranslations } from '../lib/language';

export async function helpTree(db: Db, language: string): Promise<HelpItem[]> {
  const rows = pickTranslations(
    await db
      .selectFrom('help_items')
      .selectAll()
      .where('language', 'in', languageCandidates(language))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    language,
  );
  const childrenOf = (parentId: number | null): HelpItem[] =>
    rows
      .filter((row) => row.parent_id === parentId)
      .map((row) => ({ title: row.title, tag: row.tag, content: row.content, children: childrenOf(row.id) }));
  return childrenOf(null);
}
