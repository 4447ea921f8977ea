/**
 * Vendor data (SPEC §3 "Vendor data"): the operator's category order with its vendors, each
 * vendor's classifications and game count per category, and the classifications across vendors.
 * Counts come from the games table with the same category rules as the game list, so a vendor's
 * gameCount always equals the list's totalCount for that vendor and category.
 */
import type { ClassifyEntry, VendorData, VendorMappingEntry } from '../../src/api/catalogue-wire';
import type { Db } from '../db/connection';
import { BINGO_CLASSIFY } from './categories';
import { readSettings } from '../system/settings';

export async function vendorData(db: Db): Promise<VendorData> {
  const [{ categoryOrder }, vendors, links, classes, counts] = await Promise.all([
    readSettings(db, ['categoryOrder']),
    db.selectFrom('vendors').selectAll().execute(),
    db.selectFrom('vendor_categories').selectAll().orderBy('sort').orderBy('vendor_code').execute(),
    db.selectFrom('classifications').selectAll().orderBy('sort').orderBy('key').execute(),
    db
      .selectFrom('games')
      .select((eb) => ['vendor_code', 'category', 'classify', eb.fn.countAll().as('n')])
      .groupBy(['vendor_code', 'category', 'classify'])
      .execute(),
  ]);

  const vendorByCode = new Map(vendors.map((v) => [v.code, v]));
  const countOf = (vendor: string, category: string, classify?: string) =>
    counts
      .filter((r) => r.vendor_code === vendor && r.category === category && (!classify || r.classify === classify))
      .reduce((sum, r) => sum + Number(r.n), 0);
  const gameCount = (vendor: string, category: string) =>
    category === 'BINGO' ? countOf(vendor, 'RNG', BINGO_CLASSIFY) : countOf(vendor, category);

  // Categories the operator did not order still show, after the ordered ones.
  const linked = [...new Set(links.map((l) => l.category))];
  const order = [...categoryOrder.filter((c) => linked.includes(c)), ...linked.filter((c) => !categoryOrder.includes(c))];

  const data: VendorData = { sorting: [], mapping: {}, classify: {} };
  for (const category of order) {
    const entries: VendorMappingEntry[] = [];
    for (const link of links.filter((l) => l.category === category)) {
      const vendor = vendorByCode.get(link.vendor_code);
      const count = gameCount(link.vendor_code, category);
      if (!vendor || count === 0) continue;
      entries.push({
        vassalage: vendor.code,
        displayName: vendor.display_name,
        iconUrl: vendor.icon_url,
        gameClassify: classes
          .filter((k) => k.vendor_code === vendor.code && k.category === category)
          .map((k) => ({ key: k.key, displayName: k.display_name, vendors: [vendor.code] })),
        gameCount: count,
      });
    }
    if (entries.length === 0) continue;
    data.sorting.push({ gameCategory: category, vendorNames: entries.map((e) => e.vassalage) });
    data.mapping[category] = entries;
    data.classify[category] = mergeClassifications(entries);
  }
  return data;
}

/** One entry per key across the category's vendors, in first-seen order. */
function mergeClassifications(entries: VendorMappingEntry[]): ClassifyEntry[] {
  const merged = new Map<string, ClassifyEntry>();
  for (const entry of entries) {
    for (const k of entry.gameClassify) {
      const existing = merged.get(k.key);
      if (existing) existing.vendors.push(entry.vassalage);
      else merged.set(k.key, { key: k.key, displayName: k.displayName, vendors: [entry.vassalage] });
    }
  }
  return [...merged.values()];
}
