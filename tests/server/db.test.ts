import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { generateSeed, seedIfEmpty, writeSeed } from '../../server/seed/index';
import { makeTempDir, withTempDb } from './helpers';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('database', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('creates every table, uses WAL and syncs every commit', async () => {
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        'announcements',
        'banner_texts',
        'banners',
        'classifications',
        'deposit_methods',
        'deposit_orders',
        'dev_outbox',
        'inbox_messages',
        'members',
        'sessions',
        'games',
        'help_items',
        'promotion_images',
        'promotions',
        'settings',
        'vendor_categories',
        'vendors',
        'winners',
        'uploads',
        'favourites',
        'recent_games',
        'announcement_reads',
        'applied_ops',
        'play_sessions',
        'bets',
        'ledger_accounts',
        'ledger_transfers',
        'captchas',
        'catalogue_version',
        'verification_codes',
        'login_failures',
        'login_locks',
        'rate_events',
        'slider_challenges',
        'affiliate_codes',
        'promotion_categories',
        'promotion_terms',
        'promotion_members',
        'promotion_reads',
        'chat_messages',
        'withdraw_banks',
        'bank_cards',
        'payment_passwords',
        'withdrawals',
        'vip_levels',
        'rebate_claims',
        'verification_docs',
        'feedback',
        'missions',
        'signins',
        'mission_claims',
        'member_tree',
        'agent_links',
        'agent_quotas',
        'agent_contracts',
        'agent_contract_payments',
        'lottery_draws',
        'lottery_orders',
        'lottery_suborders',
        'sport_matches',
        'sport_prices',
        'sport_bets',
        'sport_bet_legs',
        'live_tables',
        'promotion_bonus_rules',
        'bonus_grants',
      ].sort(),
    );
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journal_mode).toBe('wal');
    // 2 = FULL: a committed money transfer survives a power loss (not left to the build's default).
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(sync.rows[0]?.synchronous).toBe(2);
  });

  it('runs migrations idempotently', async () => {
    const before = (await db.introspection.getTables()).length;
    await migrateToLatest(db);
    await migrateToLatest(db);
    expect((await db.introspection.getTables()).length).toBe(before);
  });

  it('seeds an empty database once, on first start only', async () => {
    expect(await seedIfEmpty(db, 600)).toBe(true);
    expect(await seedIfEmpty(db, 900)).toBe(false);
    const { n } = await db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(600);
  });

  it('a reseed replaces catalogue rows and keeps operator settings', async () => {
    await db.updateTable('settings').set({ value: 'true' }).where('key', '=', 'maintenance').execute();
    await writeSeed(db, generateSeed(650));
    const { n } = await db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(650);
    const setting = await db.selectFrom('settings').select('value').where('key', '=', 'maintenance').executeTakeFirstOrThrow();
    expect(setting.value).toBe('true');
  });

  it('npm run seed -- --games N reseeds the database in DATA_DIR', async () => {
    const cliDir = makeTempDir();
    try {
      const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
      const { stdout } = await promisify(execFile)(tsx, ['server/seed/cli.ts', '--games', '640'], {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: cliDir },
      });
      expect(stdout).toContain('Seeded 640 games');
      const cliDb = openDatabase(join(cliDir, 'lobby.db'));
      const { n } = await cliDb.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      await cliDb.destroy();
      expect(Number(n)).toBe(640);
    } finally {
      rmSync(cliDir, { recursive: true, force: true });
    }
  });
});
