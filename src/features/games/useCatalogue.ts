import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { CategoryRow, VendorCategoryRow } from '../../db/rows';
import type { ClassifyEntry } from '../../api/catalogue-wire';

export interface Catalogue {
  categories: CategoryRow[];
  vendorCategories: VendorCategoryRow[];
  classify: Record<string, ClassifyEntry[]>;
  mapping: Record<string, { vassalage: string }[]>;
  /** Whether a vendor answer has been stored at all (before the first boot sync: not yet). */
  stored: boolean;
}

/** Categories, vendors per category and classifications, as the boot sync stored them. */
export function useCatalogue(): Catalogue | undefined {
  return useLiveQuery(async () => {
    // One read transaction: the three reads see the same vendor answer (it is written in one).
    const [categories, vendorCategories, vendorData] = await db.transaction('r', [db.categories, db.vendorCategories, db.settings], () =>
      Promise.all([db.categories.orderBy('sort').toArray(), db.vendorCategories.toArray(), db.settings.get('vendorData')]),
    );
    const data = vendorData?.value as { classify?: Catalogue['classify']; mapping?: Catalogue['mapping'] } | undefined;
    return {
      categories,
      vendorCategories: vendorCategories.sort((a, b) => a.sort - b.sort),
      classify: data?.classify ?? {},
      mapping: data?.mapping ?? {},
      stored: vendorData !== undefined,
    };
  }, []);
}

/** Vendors offering a category, in the operator's order ('' = every vendor, each once). */
export function vendorsOf(catalogue: Catalogue, category: string): VendorCategoryRow[] {
  if (category && category !== 'HOT' && category !== 'HOME') return catalogue.vendorCategories.filter((v) => v.gameCategory === category);
  const seen = new Set<string>();
  return catalogue.vendorCategories.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage));
}

/** The classifications of a type: the vendor's own, or across vendors when none is chosen. */
export function classificationsOf(catalogue: Catalogue, category: string, vassalage: string): { key: string; displayName: string }[] {
  if (vassalage) {
    return catalogue.vendorCategories.find((v) => v.vassalage === vassalage && (!category || v.gameCategory === category))?.gameClassify ?? [];
  }
  return catalogue.classify[category] ?? [];
}
