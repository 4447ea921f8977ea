import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/connection';
import type { LobbyDatabase } from '../../server/db/schema';
import { verifyPassword } from '../../server/lib/password';
import { generateSeed, seedIfEmpty, writeSeed } from '../../server/seed/index';
import { DEMO_DEPOSITED_CENTS } from '../../server/seed/deposits';
import { DEMO_WITHDRAWN_CENTS } from '../../server/seed/withdrawals';
import { BANNER_GROUPS, GAME_CATEGORIES } from '../../src/api/catalogue-wire';
import { makeTempDir, openTestDb, withTempDb } from './helpers';
import { rmSync } from 'node:fs';

const NAMED_VENDORS = [
  'JILI', 'FC', 'PGE', 'BGS', 'AV', 'AI', 'IMES', 'TF', 'IA',
  'SV3', 'DS88', 'DIG', 'WGB', 'WS168', 'TCG_LOTTO_VN', 'EVO', 'PP', 'CQ9', 'JDB', 'KM', 'SABA', 'SBO',
];

/** Every row of every table, in primary-key order. */
async function dump(db: Db) {
  const tables: Record<keyof LobbyDatabase, string[]> = {
    vendors: ['code'],
    vendor_categories: ['category', 'vendor_code'],
    classifications: ['vendor_code', 'category', 'key'],
    games: ['node_id'],
    banners: ['id'],
    banner_texts: ['banner_id', 'language'],
    announcements: ['id', 'language'],
    promotions: ['id', 'language'],
    promotion_images: ['promotion_id', 'sequence'],
    help_items: ['id', 'language'],
    winners: ['id'],
    settings: ['key'],
    catalogue_version: ['id'],
    members: ['id'],
    sessions: ['token_hash'],
    favourites: ['member_id', 'node_id'],
    recent_games: ['member_id', 'node_id'],
    announcement_reads: ['member_id', 'announcement_id'],
    applied_ops: ['op_id'],
    inbox_messages: ['id'],
    dev_outbox: ['id'],
    play_sessions: ['id'],
    bets: ['id'],
    ledger_accounts: ['id'],
    ledger_transfers: ['id'],
    captchas: ['id'],
    verification_codes: ['id'],
    login_failures: ['id'],
    login_locks: ['account_key', 'ip'],
    rate_events: ['id'],
    slider_challenges: ['id'],
    affiliate_codes: ['code_key'],
    promotion_categories: ['id', 'language'],
    promotion_terms: ['promotion_id'],
    promotion_members: ['member_id', 'promotion_id'],
    promotion_reads: ['member_id', 'promotion_id'],
    chat_messages: ['id'],
    deposit_methods: ['code'],
    deposit_orders: ['id'],
    uploads: ['id'],
    withdraw_banks: ['code'],
    bank_cards: ['id'],
    payment_passwords: ['member_id'],
    withdrawals: ['id'],
    promotion_bonus_rules: ['promotion_id'],
    bonus_grants: ['id'],
    vip_levels: ['level'],
    rebate_claims: ['id'],
    verification_docs: ['id'],
    feedback: ['id'],
    missions: ['code'],
    signins: ['member_id', 'day'],
    mission_claims: ['id'],
    member_tree: ['ancestor_id', 'member_id'],
    agent_links: ['id'],
    agent_quotas: ['agent_id', 'min_bp'],
    agent_contracts: ['id'],
    agent_contract_payments: ['id'],
    lottery_draws: ['id'],
    lottery_orders: ['id'],
    lottery_suborders: ['id'],
    sport_matches: ['id'],
    sport_prices: ['match_id', 'selection'],
    sport_bets: ['id'],
    sport_bet_legs: ['bet_id', 'leg_no'],
    live_tables: ['room_id'],
  };
  const out: Record<string, unknown[]> = {};
  for (const [table, keys] of Object.entries(tables)) {
    let query = db.selectFrom(table as keyof LobbyDatabase).selectAll();
    for (const key of keys) query = query.orderBy(key as never);
    out[table] = await query.execute();
  }
  return out;
}

describe('seed generator', () => {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  const freshDb = async () => {
    const dir = makeTempDir();
    dirs.push(dir);
    const db = await openTestDb(dir);
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic: the same N gives identical data', () => {
    expect(generateSeed(720)).toEqual(generateSeed(720));
  });

  // Two full seeds (600 games, the demo's history and the agent team) written row by row: the
  // longest write of the suite, ten seconds or more on PostgreSQL on a busy machine.
  it('writes identical rows into two databases for the same N', { timeout: 60_000 }, async () => {
    const [a, b] = [await freshDb(), await freshDb()];
    // The agent team's history is dated relative to the seed's now: the same now, the same rows.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:34:56.000Z') });
    try {
      await writeSeed(a, generateSeed(600));
      await writeSeed(b, generateSeed(600));
    } finally {
      vi.useRealTimers();
    }
    const [rowsA, rowsB] = [await dump(a), await dump(b)];
    expect(rowsA.games).toHaveLength(600);
    expect(rowsA).toEqual(rowsB);
  });

  it.each([600, 720, 1001, 5000])('creates exactly %i games', (n) => {
    expect(generateSeed(n).games).toHaveLength(n);
  });

  it('keeps the first games of a vendor when N grows', () => {
    const small = generateSeed(600).games.filter((g) => g.vendor_code === 'EVO').map((g) => g.name);
    const large = generateSeed(3000).games.filter((g) => g.vendor_code === 'EVO').map((g) => g.name);
    expect(large).toEqual(expect.arrayContaining(small));
  });

  it('refuses fewer than 600 games', () => {
    expect(() => generateSeed(599)).toThrow('600');
  });

  describe('coverage', () => {
    const data = generateSeed(600);

    it('has ≥ 20 vendors including every named code', () => {
      const codes = data.vendors.map((v) => v.code);
      expect(codes.length).toBeGreaterThanOrEqual(20);
      expect(codes).toEqual(expect.arrayContaining(NAMED_VENDORS));
    });

    it('covers every category (bingo as RNG games classified BG)', () => {
      const linked = new Set(data.vendorCategories.map((l) => l.category));
      for (const category of GAME_CATEGORIES) expect(linked, category).toContain(category);
      const gameCategories = new Set(data.games.map((g) => g.category));
      for (const category of GAME_CATEGORIES.filter((c) => c !== 'BINGO')) expect(gameCategories, category).toContain(category);
      expect(gameCategories).not.toContain('BINGO');
      const bingoVendors = data.vendorCategories.filter((l) => l.category === 'BINGO').map((l) => l.vendor_code);
      const bgVendors = new Set(data.games.filter((g) => g.classify === 'BG').map((g) => g.vendor_code));
      expect(new Set(bingoVendors)).toEqual(bgVendors);
      expect(data.games.filter((g) => g.classify === 'BG').every((g) => g.category === 'RNG')).toBe(true);
    });

    it('puts each named vendor in its category', () => {
      const has = (vendor: string, category: string) =>
        data.games.some((g) => g.vendor_code === vendor && g.category === category);
      for (const vendor of ['JILI', 'FC', 'PGE']) {
        expect(has(vendor, 'RNG'), vendor).toBe(true);
        expect(has(vendor, 'FISH'), vendor).toBe(true);
      }
      expect(has('BGS', 'INHOUSE')).toBe(true);
      for (const vendor of ['AV', 'AI', 'IMES', 'TF', 'IA']) expect(has(vendor, 'ESPORTS'), vendor).toBe(true);
      for (const vendor of ['SV3', 'DS88', 'DIG', 'WGB', 'WS168']) expect(has(vendor, 'COCKFIGHT'), vendor).toBe(true);
      expect(has('TCG_LOTTO_VN', 'LOTT')).toBe(true);
      expect(has('TCG_LOTTO_VN', 'ELOTT')).toBe(true);
    });

    it('gives every game a classification its vendor declares, and unique node ids', () => {
      const declared = new Set(data.classifications.map((k) => `${k.vendor_code}/${k.category}/${k.key}`));
      for (const game of data.games) expect(declared).toContain(`${game.vendor_code}/${game.category}/${game.classify}`);
      expect(new Set(data.games.map((g) => g.node_id)).size).toBe(data.games.length);
    });

    it('marks about 40 hot games with distinct ranks, led by JILI, FC, PGE and in-house', () => {
      const hot = data.games.filter((g) => g.hot_rank !== null);
      expect(hot.length).toBeGreaterThanOrEqual(35);
      expect(hot.length).toBeLessThanOrEqual(45);
      expect(new Set(hot.map((g) => g.hot_rank)).size).toBe(hot.length);
      const hotVendors = hot.map((g) => g.vendor_code);
      for (const vendor of ['JILI', 'FC', 'PGE', 'BGS']) {
        expect(hotVendors.filter((v) => v === vendor).length, vendor).toBeGreaterThanOrEqual(3);
      }
    });

    it('flags some games as new and points icons at /media', () => {
      expect(data.games.some((g) => g.is_new === 1)).toBe(true);
      expect(data.games.every((g) => g.icon_url === `/media/game/${g.node_id}.webp`)).toBe(true);
      expect(data.vendors.every((v) => v.icon_url === `/media/vendor/${v.code}.webp`)).toBe(true);
    });

    it('has banners for every group, several for m_home', () => {
      for (const group of BANNER_GROUPS) {
        expect(data.banners.filter((b) => b.group_name === group).length, group).toBeGreaterThanOrEqual(1);
      }
      expect(data.banners.filter((b) => b.group_name === 'm_home').length).toBeGreaterThanOrEqual(3);
    });

    it('has ticker, popup and hot announcements in en, bn and zh', () => {
      for (const kind of ['PL', 'PU', 'H']) {
        for (const language of ['en', 'bn', 'zh']) {
          expect(data.announcements.some((a) => a.kind === kind && a.language === language), `${kind}/${language}`).toBe(true);
        }
      }
    });

    it('has promotions with a cover image (sequence 1), a help tree and about 60 winners', () => {
      const promoIds = new Set(data.promotions.map((p) => p.id));
      for (const id of promoIds) expect(data.promotionImages.some((i) => i.promotion_id === id && i.sequence === 1)).toBe(true);
      const parents = data.helpItems.filter((h) => h.parent_id === null && h.language === 'en');
      expect(parents.length).toBeGreaterThanOrEqual(3);
      for (const parent of parents) expect(data.helpItems.some((h) => h.parent_id === parent.id)).toBe(true);
      expect(data.winners.length).toBeGreaterThanOrEqual(50);
      expect(data.winners.length).toBeLessThanOrEqual(70);
    });
  });
});

describe('demo accounts in the seed', () => {
  let db: Db;
  withTempDb((opened) => (db = opened));

  it('adds demo and agent with balances in cents and demo’s 120 unread messages', async () => {
    await writeSeed(db, generateSeed(600));
    const members = await db
      .selectFrom('members')
      .innerJoin('ledger_accounts', (join) => join.onRef('ledger_accounts.member_id', '=', 'members.id').on('ledger_accounts.kind', '=', 'wallet'))
      .selectAll('members')
      .select('ledger_accounts.balance_cents')
      // The agent's seeded team (server/seed/team.ts) has its own test.
      .where('members.account', 'in', ['demo', 'agent'])
      .orderBy('members.id')
      .execute();
    expect(members.map((m) => [m.account, m.type, Number(m.balance_cents)])).toEqual([
      // The opening balance plus the paid orders of the deposit history.
      ['demo', 0, 1_234_567 + DEMO_DEPOSITED_CENTS - DEMO_WITHDRAWN_CENTS],
      ['agent', 1, 88_850],
    ]);
    const demoId = members[0]!.id;
    const unread = await db.selectFrom('inbox_messages').select('id').where('member_id', '=', demoId).where('read', '=', 0).execute();
    expect(unread).toHaveLength(120);
    expect(await verifyPassword('demo1234', members[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', members[0]!.password_hash)).toBe(false);
  });

  it('a reseed never wipes or resets accounts', async () => {
    const before = await db.selectFrom('ledger_accounts').select(['code', 'balance_cents']).orderBy('code').execute();
    const transfers = await db.selectFrom('ledger_transfers').select('transfer_key').execute();
    await db.updateTable('inbox_messages').set({ read: 1 }).execute();
    await writeSeed(db, generateSeed(650));
    expect(await db.selectFrom('ledger_accounts').select(['code', 'balance_cents']).orderBy('code').execute()).toEqual(before);
    expect(await db.selectFrom('ledger_transfers').select('transfer_key').execute()).toHaveLength(transfers.length);
    const count = await db.selectFrom('inbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(125 + 5);
  });

  it('a first start on a database seeded before accounts existed adds them', async () => {
    await db.deleteFrom('members').execute();
    expect(await seedIfEmpty(db, 600)).toBe(false);
    const accounts = await db.selectFrom('members').select('account').orderBy('id').execute();
    // Then the agent's team under `agent` (server/seed/team.ts).
    expect(accounts.slice(0, 3).map((m) => m.account)).toEqual(['demo', 'agent', 'subagent']);
  });

  it('accounts are unique regardless of case', async () => {
    await expect(
      db.insertInto('members').values({ account: 'Demo', account_key: 'demo', type: 0, created_at: new Date().toISOString(), password_hash: null, nickname: '', club_label: '', mobile: null, email: null, country_dialing_code: null }).execute(),
    ).rejects.toThrow();
  });
});
