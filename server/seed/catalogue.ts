/**
 * Deterministic catalogue: vendors, their categories and classifications, and exactly N games.
 * Every (vendor, category) has its own Rng seeded by name, so growing N keeps the first games'
 * names and only adds more.
 */
import type { NewRow } from '../db/schema';
import { MIN_SEED_GAMES } from '../env';
import { gameIconUrl, vendorIconUrl } from './media-urls';
import { uniqueName } from './names';
import { createRng } from './prng';
import { BINGO_CLASSIFY } from '../games/categories';
import { VENDORS, type ClassSpec } from './vendors';

export interface Catalogue {
  vendors: NewRow<'vendors'>[];
  vendorCategories: NewRow<'vendor_categories'>[];
  classifications: NewRow<'classifications'>[];
  games: NewRow<'games'>[];
}

interface Bucket {
  vendor: string;
  category: string;
  spec: ClassSpec;
  count: number;
}

const FIRST_NODE_ID = 10_001;
const NEW_GAME_SHARE = 0.08;
const FREEPLAY_CATEGORIES = new Set(['RNG', 'FISH', 'INHOUSE']);
const LOTTO_MODES: Record<string, string> = { LOTT: 'Lott', ELOTT: 'Elott' };

/** Shares N between buckets: fixed ones get their names, the rest ≥ 1 each by largest remainder. */
function allocate(total: number): Bucket[] {
  const buckets: Bucket[] = [];
  for (const vendor of VENDORS) {
    for (const [category, specs] of Object.entries(vendor.categories)) {
      for (const spec of specs) buckets.push({ vendor: vendor.code, category, spec, count: spec.names?.length ?? 1 });
    }
  }
  const weighted = buckets.filter((b) => !b.spec.names);
  const used = buckets.reduce((sum, b) => sum + b.count, 0);
  const spare = total - used;
  if (spare < 0) throw new Error(`Cannot seed ${total} games: the fixed catalogue alone needs ${used}`);
  const weightSum = weighted.reduce((sum, b) => sum + (b.spec.weight ?? 1), 0);
  const shares = weighted.map((b) => (spare * (b.spec.weight ?? 1)) / weightSum);
  weighted.forEach((b, i) => (b.count += Math.floor(shares[i] ?? 0)));
  let left = total - buckets.reduce((sum, b) => sum + b.count, 0);
  const byRemainder = weighted
    .map((b, i) => ({ b, frac: (shares[i] ?? 0) % 1, i }))
    .sort((x, y) => y.frac - x.frac || x.i - y.i);
  for (const { b } of byRemainder) {
    if (left <= 0) break;
    b.count += 1;
    left -= 1;
  }
  return buckets;
}

export function generateCatalogue(totalGames: number): Catalogue {
  if (!Number.isInteger(totalGames) || totalGames < MIN_SEED_GAMES) {
    throw new Error(`The seed needs a whole number of games ≥ ${MIN_SEED_GAMES}, got ${totalGames}`);
  }
  const buckets = allocate(totalGames);
  const catalogue: Catalogue = { vendors: [], vendorCategories: [], classifications: [], games: [] };
  const categoryPosition = new Map<string, number>();
  const nextPosition = (category: string) => {
    const position = (categoryPosition.get(category) ?? 0) + 1;
    categoryPosition.set(category, position);
    return position;
  };
  let nodeId = FIRST_NODE_ID;

  VENDORS.forEach((vendor, vendorIndex) => {
    catalogue.vendors.push({
      code: vendor.code,
      display_name: vendor.displayName,
      icon_url: vendorIconUrl(vendor.code),
      sort: vendorIndex + 1,
    });
    for (const [category, specs] of Object.entries(vendor.categories)) {
      catalogue.vendorCategories.push({ category, vendor_code: vendor.code, sort: nextPosition(category) });
      specs.forEach((spec, i) =>
        catalogue.classifications.push({
          vendor_code: vendor.code,
          category,
          key: spec.key,
          display_name: spec.displayName,
          sort: i + 1,
        }),
      );
      // SPEC §4: the sorting list has a BINGO category listing the vendors with BG games.
      const bingo = category === 'RNG' ? specs.find((s) => s.key === BINGO_CLASSIFY) : undefined;
      if (bingo) {
        catalogue.vendorCategories.push({ category: 'BINGO', vendor_code: vendor.code, sort: nextPosition('BINGO') });
        catalogue.classifications.push({
          vendor_code: vendor.code,
          category: 'BINGO',
          key: bingo.key,
          display_name: bingo.displayName,
          sort: 1,
        });
      }

      const usedNames = new Set<string>();
      const drafts: { classify: string; name: string; isNew: boolean }[] = [];
      for (const bucket of buckets.filter((b) => b.vendor === vendor.code && b.category === category)) {
        // One Rng per classification: a larger N extends each list instead of reshuffling names.
        const rng = createRng(`games/${vendor.code}/${category}/${bucket.spec.key}`);
        const names = bucket.spec.names ?? [];
        for (let i = 0; i < bucket.count; i += 1) {
          const name = names[i] ?? uniqueName(rng, bucket.spec.key, usedNames);
          usedNames.add(name);
          drafts.push({ classify: bucket.spec.key, name, isNew: rng.chance(NEW_GAME_SHARE) });
        }
      }
      // Mixed classifications read better than "all slots, then all bingo" in the operator order.
      createRng(`order/${vendor.code}/${category}`).shuffle(drafts).forEach((draft, index) => {
        const id = nodeId++;
        const serial = String(index + 1).padStart(3, '0');
        catalogue.games.push({
          node_id: id,
          game_id: `${vendor.code}_${category}_${serial}`,
          game_code: `${vendor.code}-${draft.classify}-${serial}`,
          vendor_code: vendor.code,
          category,
          classify: draft.classify,
          name: draft.name,
          icon_url: gameIconUrl(id),
          large_icon_url: gameIconUrl(id),
          is_new: draft.isNew ? 1 : 0,
          hot_rank: null,
          sort: index + 1,
          support_play: 1,
          freeplay: FREEPLAY_CATEGORIES.has(category) ? 1 : 0,
          is_h5: 1,
          lotto_mode: LOTTO_MODES[category] ?? null,
          room_id: category === 'LIVE' ? `${vendor.code}-T${serial}` : null,
        });
      });
    }
  });
  markHotGames(catalogue.games);
  return catalogue;
}

/** How many hot games each (vendor, category) contributes: home leads with JILI, FC, PGE and in-house. */
const HOT_QUOTAS: [string, string, number][] = [
  ['JILI', 'RNG', 7],
  ['FC', 'RNG', 5],
  ['PGE', 'RNG', 5],
  ['BGS', 'INHOUSE', 6],
  ['JILI', 'FISH', 2],
  ['FC', 'FISH', 1],
  ['EVO', 'LIVE', 3],
  ['PP', 'RNG', 3],
  ['CQ9', 'RNG', 2],
  ['JDB', 'RNG', 2],
  ['KM', 'PVP', 2],
  ['PP', 'LIVE', 2],
];

function markHotGames(games: NewRow<'games'>[]): void {
  const rng = createRng('hot');
  const chosen: NewRow<'games'>[] = [];
  for (const [vendor, category, quota] of HOT_QUOTAS) {
    const pool = games.filter((g) => g.vendor_code === vendor && g.category === category);
    chosen.push(...rng.shuffle(pool).slice(0, quota));
  }
  rng.shuffle(chosen).forEach((game, index) => (game.hot_rank = index + 1));
}
