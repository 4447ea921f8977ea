/** An own-wallet vendor is real: its games bet from and win into the member's wallet at that vendor. */
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, balanceOf, checkLedger, ledgerHealthy, statementOf } from '../../server/ledger';
import { OWN_WALLET_VENDOR } from '../../server/seed/wallet';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { LaunchValue } from '../../src/api/play-wire';
import { jsonInit, serverForFile } from './helpers';
import { code, walletClient } from './wallet-helpers';

const { server, client: api } = serverForFile(walletClient);

/** Launch and exchange: the play token the game page would hold. */
async function playToken(nodeId: number, token: string) {
  const launched = await api.request<LaunchValue>(ENDPOINTS.launch.path, jsonInit({ nodeId }, token));
  if (!launched.body.success) throw new Error(launched.body.errorCode);
  const launch = new URL(launched.body.value.url, 'http://x').searchParams.get('launch')!;
  const session = await api.request<{ playToken: string }>(ENDPOINTS.playSession.path, jsonInit({ launch }));
  if (!session.body.success) throw new Error(session.body.errorCode);
  return `Bearer ${session.body.value.playToken}`;
}

const gameOf = async (vendor: string) =>
  (await server.db.selectFrom('games').select('node_id').where('vendor_code', '=', vendor).where('category', '=', 'RNG').orderBy('node_id').executeTakeFirstOrThrow()).node_id;

describe('vendor-wallet play', () => {
  it('bets from and wins into the vendor wallet; the main wallet is untouched', async () => {
    const m = await api.newMember(10_000);
    const moved = await api.post(ENDPOINTS.walletTransfer.path, m.token, { from: 'main', to: OWN_WALLET_VENDOR, amount: 50 });
    expect(code(moved.body)).toBe('success');
    const play = await playToken(await gameOf(OWN_WALLET_VENDOR), m.token);

    const before = await api.request<{ balance: number }>(ENDPOINTS.playBalance.path, { headers: { Authorization: play } });
    expect(before.body.success && before.body.value.balance).toBe(50);
    let payouts = 0;
    for (let i = 0; i < 5; i += 1) {
      const { body } = await api.request<{ payout: number; balance: number }>(ENDPOINTS.playBet.path, jsonInit({ stake: 2, roundId: crypto.randomUUID() }, play));
      if (!body.success) throw new Error(body.errorCode);
      payouts += Math.round(body.value.payout * 100);
    }
    const vendor = ACCOUNTS.vendor(m.id, OWN_WALLET_VENDOR);
    expect(await balanceOf(server.db, vendor)).toBe(5_000 - 1_000 + payouts);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(5_000);
    const { lines } = await statementOf(server.db, vendor, { kinds: ['bet'] });
    expect(lines).toHaveLength(5);
  });

  it('refuses a stake above the vendor wallet even with money in the main wallet', async () => {
    const m = await api.newMember(10_000);
    const play = await playToken(await gameOf(OWN_WALLET_VENDOR), m.token);
    const { status, body } = await api.request(ENDPOINTS.playBet.path, jsonInit({ stake: 1, roundId: crypto.randomUUID() }, play));
    expect([status, code(body)]).toEqual([400, 'insufficient_balance']);
    expect(await balanceOf(server.db, ACCOUNTS.wallet(m.id))).toBe(10_000);
  });

  it("other vendors' games still play from the main wallet", async () => {
    const m = await api.newMember(10_000);
    const play = await playToken(await gameOf('JILI'), m.token);
    const { body } = await api.request(ENDPOINTS.playBet.path, jsonInit({ stake: 1, roundId: crypto.randomUUID() }, play));
    expect(code(body)).toBe('success');
    const { lines } = await statementOf(server.db, ACCOUNTS.wallet(m.id), { kinds: ['bet'] });
    expect(lines).toHaveLength(1);
    expect(ledgerHealthy(await checkLedger(server.db))).toBe(true);
  });
});
