/**
 * Runs the numbered migrations. The provider lists them in code so the server needs no migration
 * folder at run time (tsx, a bundle or compiled JS all work the same).
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection';
import * as m001 from './migrations/001_catalogue';
import * as m002 from './migrations/002_content';
import * as m003 from './migrations/003_settings';
import * as m004 from './migrations/004_accounts';
import * as m006 from './migrations/006_personal';
import * as m007 from './migrations/007_play';
import * as m008 from './migrations/008_account_security';
import * as m009 from './migrations/009_idempotency_request';
import * as m010 from './migrations/010_support';
import * as m011 from './migrations/011_customer_service_pages';
import * as m012 from './migrations/012_ledger';
import * as m013 from './migrations/013_deposits';
import * as m014 from './migrations/014_withdrawals';
import * as m015 from './migrations/015_wallet';
import * as m016 from './migrations/016_vip';
import * as m017 from './migrations/017_rewards';
import * as m018 from './migrations/018_profile';
import * as m019 from './migrations/019_agents';
import * as m020 from './migrations/020_abuse_limits';
import * as m021 from './migrations/021_login_locks_by_address';
import * as m022 from './migrations/022_banner_texts';
import * as m023 from './migrations/023_catalogue_version';
import * as m024 from './migrations/024_game_kinds';
import * as m025 from './migrations/025_bonus_wagering';
import * as m026 from './migrations/026_settled_stakes';
import * as m027 from './migrations/027_guess_limits';
import * as m028 from './migrations/028_agent_caps';
import * as m029 from './migrations/029_exactly_once';
import * as m030 from './migrations/030_download_links';

const MIGRATIONS: Record<string, Migration> = {
  '001_catalogue': m001,
  '002_content': m002,
  '003_settings': m003,
  '004_accounts': m004,
  '006_personal': m006,
  '007_play': m007,
  '008_account_security': m008,
  '009_idempotency_request': m009,
  '010_support': m010,
  '011_customer_service_pages': m011,
  '012_ledger': m012,
  '013_deposits': m013,
  '014_withdrawals': m014,
  '015_wallet': m015,
  '016_vip': m016,
  '017_rewards': m017,
  '018_profile': m018,
  '019_agents': m019,
  '020_abuse_limits': m020,
  '021_login_locks_by_address': m021,
  '022_banner_texts': m022,
  '023_catalogue_version': m023,
  '024_game_kinds': m024,
  '025_bonus_wagering': m025,
  '026_settled_stakes': m026,
  '027_guess_limits': m027,
  '028_agent_caps': m028,
  '029_exactly_once': m029,
  '030_download_links': m030,
};

const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
