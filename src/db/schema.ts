/**
 * The device database: one schema class shared by the page (reads only), the worker (writes the
 * entity tables and the outbox) and the service worker (writes `http`). DOM-free on purpose.
 */
import { STORES } from '../api/names';
import { Dexie, type EntityTable, type Table } from 'dexie';
import { MIGRATIONS } from './migrations';
import type {
  AnnouncementRow,
  BannerRow,
  CategoryRow,
  ChatRow,
  FavouriteRow,
  GameRow,
  HelpItemRow,
  HttpRow,
  InboxRow,
  JackpotRow,
  MemberRow,
  OutboxRow,
  SentOpRow,
  PromotionCategoryRow,
  PromotionRow,
  RecentRow,
  SessionRow,
  SettingRow,
  SpeedRow,
  SyncStateRow,
  VendorCategoryRow,
  VendorRow,
  WinnerRow,
} from './rows';

export const DB_NAME = STORES.database;

export class LobbyDb extends Dexie {
  http!: EntityTable<HttpRow, 'key'>;
  settings!: EntityTable<SettingRow, 'key'>;
  games!: EntityTable<GameRow, 'nodeId'>;
  vendors!: EntityTable<VendorRow, 'vassalage'>;
  categories!: EntityTable<CategoryRow, 'gameCategory'>;
  vendorCategories!: Table<VendorCategoryRow, [string, string]>;
  banners!: EntityTable<BannerRow, 'id'>;
  announcements!: EntityTable<AnnouncementRow, 'id'>;
  promotions!: EntityTable<PromotionRow, 'id'>;
  helpItems!: Table<HelpItemRow, [string, string]>;
  promotionCategories!: Table<PromotionCategoryRow, [string, number]>;
  chat!: Table<ChatRow, [string, number]>;
  winners!: EntityTable<WinnerRow, 'rank'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  speed!: EntityTable<SpeedRow, 'domain'>;
  jackpot!: EntityTable<JackpotRow, 'id'>;
  session!: EntityTable<SessionRow, 'userKey'>;
  member!: EntityTable<MemberRow, 'userKey'>;
  favourites!: Table<FavouriteRow, [string, number]>;
  recent!: Table<RecentRow, [string, number]>;
  inbox!: Table<InboxRow, [string, number]>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  sentOps!: EntityTable<SentOpRow, 'seq'>;

  constructor(name: string = DB_NAME) {
    super(name);
    for (const [version, migration] of Object.entries(MIGRATIONS).sort(
      ([a], [b]) => Number(a) - Number(b),
    )) {
      const v = this.version(Number(version)).stores(migration.stores);
      if (migration.upgrade) v.upgrade(migration.upgrade);
    }
  }
}
