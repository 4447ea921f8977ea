/**
 * The seed: generate (pure, deterministic) and write (replacing catalogue and content rows in one
 * transaction, so a reseed never leaves a half-filled database). The demo adds its accounts, only
 * when absent: a reseed never touches accounts. Production writes no member and no money at all
 * (./production.ts): which one is the mode's decision, never a guess from what the database holds.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { LobbyDatabase, NewRow } from '../db/schema';
import { generateAccounts, writeAccountsIfAbsent, type SeedAccount } from './accounts';
import { generateCatalogue, type Catalogue } from './catalogue';
import { generateAnnouncements } from './content/announcements';
import { generateBannerTexts, generateBanners } from './content/banners';
import { generateHelp } from './content/help';
import { generatePromotions } from './content/promotions';
import { generateWinners } from './content/winners';
import { insertAll, insertMissing } from './insert-rows';
import { DEFAULT_SETTINGS } from './settings';
import { writeProductionSiteData } from './production';
import type { SiteMode } from '../env-production';

export interface SeedData extends Catalogue {
  banners: NewRow<'banners'>[];
  bannerTexts: NewRow<'banner_texts'>[];
  announcements: NewRow<'announcements'>[];
  promotions: NewRow<'promotions'>[];
  promotionImages: NewRow<'promotion_images'>[];
  promotionCategories: NewRow<'promotion_categories'>[];
  promotionTerms: NewRow<'promotion_terms'>[];
  helpItems: NewRow<'help_items'>[];
  winners: NewRow<'winners'>[];
  settings: NewRow<'settings'>[];
  mode: SiteMode;
  /** The demo's accounts; none in production. */
  accounts: SeedAccount[];
}

export function generateSeed(totalGames: number, mode: SiteMode = 'demo'): SeedData {
  const catalogue = generateCatalogue(totalGames);
  const { promotions, images, categories: promotionCategories, terms: promotionTerms } = generatePromotions();
  return {
    ...catalogue,
    banners: generateBanners(),
    bannerTexts: generateBannerTexts(),
    announcements: generateAnnouncements(),
    promotions,
    promotionImages: images,
    promotionCategories,
    promotionTerms,
    helpItems: generateHelp(),
    winners: generateWinners(catalogue.games),
    settings: Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    mode,
    accounts: mode === 'demo' ? generateAccounts() : [],
  };
}

/** After the catalogue: the demo's accounts and their history, or production's site data only. */
async function writeSiteData(db: Kysely<LobbyDatabase>, mode: SiteMode, accounts: SeedAccount[]): Promise<void> {
  if (mode === 'demo') await writeAccountsIfAbsent(db, accounts);
  else await writeProductionSiteData(db);
}

/** Children first when deleting, parents first when inserting (foreign keys). */
const REPLACED_TABLES = [
  'winners',
  'games',
  'classifications',
  'vendor_categories',
  'vendors',
  'banner_texts',
  'banners',
  'announcements',
  'promotion_images',
  'promotions',
  'promotion_categories',
  'promotion_terms',
  'help_items',
] as const satisfies readonly (keyof LobbyDatabase)[];

export async function writeSeed(db: Db, data: SeedData): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of REPLACED_TABLES) await trx.deleteFrom(table).execute();
    await insertAll(trx, 'vendors', data.vendors);
    await insertAll(trx, 'vendor_categories', data.vendorCategories);
    await insertAll(trx, 'classifications', data.classifications);
    await insertAll(trx, 'games', data.games);
    await insertAll(trx, 'banners', data.banners);
    await insertAll(trx, 'banner_texts', data.bannerTexts);
    await insertAll(trx, 'announcements', data.announcements);
    await insertAll(trx, 'promotions', data.promotions);
    await insertAll(trx, 'promotion_images', data.promotionImages);
    await insertAll(trx, 'promotion_categories', data.promotionCategories);
    await insertAll(trx, 'promotion_terms', data.promotionTerms);
    await insertAll(trx, 'help_items', data.helpItems);
    await insertAll(trx, 'winners', data.winners);
    // Settings belong to the operator once written: add missing keys, keep changed ones.
    await insertMissing(trx, 'settings', data.settings, 'key');
    await writeSiteData(trx, data.mode, data.accounts);
  });
}

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('games').select('node_id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** First start: fill an empty database. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, totalGames: number, mode: SiteMode = 'demo'): Promise<boolean> {
  if (!(await isCatalogueEmpty(db))) {
    // A demo database seeded before accounts existed still gets the demo accounts.
    await writeSiteData(db, mode, mode === 'demo' ? generateAccounts() : []);
    return false;
  }
  try {
    await writeSeed(db, generateSeed(totalGames, mode));
  } catch (error) {
    // Several instances started together on an empty database: one seeds, the others' inserts
    // meet its rows on a unique key and roll back. The seed is there all the same: carry on.
    if (await isCatalogueEmpty(db)) throw error;
    return false;
  }
  return true;
}
