/**
 * Demo accounts (deterministic): `demo` a player with a balance and a full inbox (120 unread, so
 * the 99+ badge shows), `agent` an agent; and the demo invitation code DEMO1. Written only when
 * absent: accounts are user data, so a catalogue reseed must never wipe or reset them.
 */
import { ACCOUNTS, accountId, transfer } from '../ledger';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LobbyDatabase } from '../db/schema';
import { hashPassword } from '../lib/password';
import { accountKey } from '../member/members';
import { writeDemoChatIfAbsent } from './chat';
import { demoMessage } from './content/inbox-messages';
import { DEMO_PROMOTION_STANDINGS, writePromotionStandingsIfAbsent } from './content/promotions';
import { writeDepositsIfAbsent } from './deposits';
import { writeDemoWithdrawalsIfAbsent } from './withdrawals';
import { writeDemoProfileIfAbsent } from './profile';
import { writeWalletSeed } from './wallet';
import { writeDemoVipIfAbsent } from './vip';
import { writeRewardsSeed } from './rewards';
import { writeTeamSeedIfAbsent } from './team';
import { writeContractSeedIfAbsent } from './contracts';
import { writeLiveTablesIfAbsent } from './live-tables';
import { writeLotterySeedIfAbsent } from './lottery';
import { writeSportsSeedIfAbsent } from './sports';

export interface SeedAccount {
  account: string;
  /** Documented in the README for demos; hashed with a salt derived from the account. */
  password: string;
  type: number;
  nickname: string;
  clubLabel: string;
  mobile: string | null;
  email: string | null;
  countryDialingCode: string | null;
  balanceCents: number;
  inbox: { title: string; content: string; read: 0 | 1; sentAt: string }[];
  /** Where the member stands in promotions; each written only where the member has none. */
  promotions: readonly { promotionId: number; status: string }[];
}

const CREATED_AT = '2025-01-01T00:00:00.000Z';
const LATEST_MESSAGE_MS = Date.parse('2025-06-01T12:00:00.000Z');
const HOUR_MS = 3_600_000;

function messages(account: string, unread: number, read: number): SeedAccount['inbox'] {
  return Array.from({ length: unread + read }, (_, i) => ({
    ...demoMessage(account, i),
    // The newest messages are the unread ones, as in a real inbox.
    read: i < unread ? 0 : 1,
    sentAt: new Date(LATEST_MESSAGE_MS - i * 3 * HOUR_MS).toISOString(),
  }));
}

export function generateAccounts(): SeedAccount[] {
  return [
    {
      account: 'demo',
      password: 'demo1234',
      type: 0,
      nickname: 'Demo Player',
      clubLabel: 'Gold',
      mobile: '1712345678',
      email: 'demo@example.com',
      countryDialingCode: '880',
      balanceCents: 1_234_567,
      inbox: messages('demo', 120, 5),
      promotions: DEMO_PROMOTION_STANDINGS,
    },
    {
      account: 'agent',
      password: 'agent1234',
      type: 1,
      nickname: 'Demo Agent',
      clubLabel: 'Agent',
      mobile: '1812345678',
      email: 'agent@example.com',
      countryDialingCode: '880',
      balanceCents: 88_850,
      inbox: messages('agent', 2, 3),
      promotions: [],
    },
  ];
}

const seedSalt = (account: string) => createHash('sha256').update(`lobby-seed:${account}`).digest().subarray(0, 16);

/** The demo invitation code: valid on any domain, so registration with a code can be tried anywhere. */
export const DEMO_AFFILIATE_CODE = 'DEMO1';

/** Insert the accounts that do not exist yet; existing ones (and their balances) stay as they are. */
export async function writeAccountsIfAbsent(db: Kysely<LobbyDatabase>, accounts: SeedAccount[]): Promise<void> {
  await db
    .insertInto('affiliate_codes')
    .values({ code_key: DEMO_AFFILIATE_CODE.toLowerCase(), code: DEMO_AFFILIATE_CODE, domain: '*', created_at: CREATED_AT })
    .onConflict((oc) => oc.column('code_key').doNothing())
    .execute();
  for (const seed of accounts) {
    const key = accountKey(seed.account);
    const existing = await db.selectFrom('members').select('id').where('account_key', '=', key).executeTakeFirst();
    if (existing) {
      await writePromotionStandingsIfAbsent(db, existing.id, seed.promotions);
      continue;
    }
    const { id } = await db
      .insertInto('members')
      .values({
        account: seed.account,
        account_key: key,
        password_hash: await hashPassword(seed.password, seedSalt(key)),
        type: seed.type,
        nickname: seed.nickname,
        club_label: seed.clubLabel,
        mobile: seed.mobile,
        email: seed.email,
        country_dialing_code: seed.countryDialingCode,
        created_at: CREATED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Runs inside the seed's transaction. What the demo member holds to begin with is explained
    // by a transfer, like every balance.
    const at = new Date(CREATED_AT);
    await accountId(db, ACCOUNTS.wallet(id), at);
    if (seed.balanceCents > 0) {
      await transfer(db, { key: `opening:${id}`, debit: ACCOUNTS.opening, credit: ACCOUNTS.wallet(id), amountCents: seed.balanceCents, kind: 'opening', now: at });
    }
    if (seed.inbox.length > 0) {
      await db
        .insertInto('inbox_messages')
        .values(seed.inbox.map((m) => ({ member_id: id, title: m.title, content: m.content, read: m.read, sent_at: m.sentAt })))
        .execute();
    }
    await writePromotionStandingsIfAbsent(db, id, seed.promotions);
  }
  await writeDemoChatIfAbsent(db);
  await writeDepositsIfAbsent(db, { demo: true });
  await writeDemoWithdrawalsIfAbsent(db);
  await writeDemoProfileIfAbsent(db);
  await writeWalletSeed(db, { demo: true });
  await writeRewardsSeed(db, { demo: true });
  // Before the VIP history, which tops up the turnover the sportsbook's and lottery's settled bets leave.
  await writeSportsSeedIfAbsent(db);
  await writeLotterySeedIfAbsent(db);
  // After the rewards' rounds: demo's VIP history tops up the turnover they leave.
  await writeDemoVipIfAbsent(db);
  // The agent's team, then the contracts whose past periods its activity paid.
  await writeTeamSeedIfAbsent(db);
  await writeContractSeedIfAbsent(db);
  // The live tables.
  await writeLiveTablesIfAbsent(db);
}
