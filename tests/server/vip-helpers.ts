/** Shared by the VIP and rebate tests: real rounds through the bet service, real paid deposits. */
import { placeBet } from '../../server/records/bets';
import { creditOrder } from '../../server/deposit/deposits-settle';
import type { GameRow } from '../../server/db/schema';
import { firstMainWalletGame } from '../../server/games/main-wallet-game';
import type { TestServer } from './helpers';

/** The first game of a type from a vendor that plays from the main wallet. */
export async function gameOf(server: TestServer, category: string): Promise<GameRow> {
  const game = await firstMainWalletGame(server.db, category);
  if (!game) throw new Error(`no ${category} game plays from the main wallet`);
  return game;
}

/** `rounds` rounds of `stakeCents` each on a game of `category`, as the demo game plays them. */
export async function play(server: TestServer, memberId: number, category: string, stakeCents: number, rounds = 1): Promise<void> {
  const member = await server.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const game = await gameOf(server, category);
  for (let i = 0; i < rounds; i++) {
    const pick = category === 'LIVE' || category === 'PVP' ? 'banker' : category === 'SPORTS' ? 'home' : undefined;
    // A fixed draw: the turnover is what these tests are about, not the luck.
    await placeBet(server.db, { member, game, roundId: crypto.randomUUID(), stakeCents, pick }, () => 1);
  }
}

/** A deposit order paid the way the gateway's callback pays it: the order and its ledger credit together. */
export async function paidDeposit(server: TestServer, memberId: number, amountCents: number): Promise<void> {
  const now = new Date();
  await server.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('deposit_orders')
      .values({
        member_id: memberId,
        method_code: 'DEMOPAY',
        amount_cents: amountCents,
        promotion_id: null,
        bonus_cents: 0,
        state: 'paid',
        idempotency_key: crypto.randomUUID(),
        gateway_token: null,
        receipt_upload_id: null,
        created_at: now.toISOString(),
        expires_at: null,
        decided_at: now.toISOString(),
        note: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditOrder(trx, { id, member_id: memberId, method_code: 'DEMOPAY', amount_cents: amountCents, bonus_cents: 0 }, now);
  });
}
