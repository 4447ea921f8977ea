/**
 * Deposit bonuses over a TestServer as a member and the gateway would drive them: an order with a
 * promotion, paid by the signed callback; the operator approving an application; the wallet's
 * summary, the bonus's progress and the forfeit.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BonusForfeitValue, BonusWagering } from '../../src/api/bonus-wire';
import type { DepositOrder } from '../../src/api/deposit-wire';
import type { WalletSummary } from '../../src/api/wallet-wire';
import type { Envelope } from '../../src/api/envelope';
import { gatewaySecret, SIGNATURE_HEADER, signBody } from '../../server/payments/signature';
import { OPERATOR_HEADERS, valueOf, type TestServer } from './helpers';
import type { MemberClient } from './withdraw-helpers';

export const WELCOME = 1;
export const DAILY_RELOAD = 2;

export function bonusClient(server: TestServer, member: MemberClient) {
  const order = (amount: number, promotionId?: number, key = crypto.randomUUID()) =>
    member.call<DepositOrder>('POST', ENDPOINTS.depositCreate.path, { method: 'DEMOPAY', amount, ...(promotionId ? { promotionId } : {}) }, { 'Idempotency-Key': key });

  async function pay(placed: DepositOrder) {
    const body = { orderId: placed.id, token: placed.payUrl!.split('/').pop()!, amount: placed.amount, status: 'success' };
    const signature = signBody(await gatewaySecret(server.db, server.env), body);
    const { body: answer } = await server.post<unknown>(ENDPOINTS.gatewayCallback.path, body, undefined, { [SIGNATURE_HEADER]: signature });
    if (!answer.success) return answer;
    // The callback answers the gateway; the order as paid is what the member would now read.
    const row = await server.db.selectFrom('deposit_orders').select(['state', 'bonus_cents']).where('id', '=', placed.id).executeTakeFirstOrThrow();
    return { ...answer, value: { ...placed, state: row.state, bonus: Number(row.bonus_cents) / 100 } } as Envelope<DepositOrder>;
  }

  return {
    order,
    pay,
    /** Places and pays an order; answers the order as paid. */
    async deposit(amount: number, promotionId?: number): Promise<DepositOrder> {
      const placed = await member.value(order(amount, promotionId));
      return valueOf(await pay(placed));
    },
    async applyApproved(promotionId = WELCOME) {
      await member.value(member.call('POST', ENDPOINTS.promotionJoin.path, { promotionId }));
      const { status } = await server.post(ENDPOINTS.operatorPromotionReview.path, { account: member.account, promotionId, decision: 'approve' }, undefined, OPERATOR_HEADERS);
      if (status !== 200) throw new Error(`review: ${status}`);
    },
    join: (promotionId = DAILY_RELOAD) => member.value(member.call('POST', ENDPOINTS.promotionJoin.path, { promotionId })),
    summary: () => member.value(member.call<WalletSummary>('GET', ENDPOINTS.walletSummary.path)),
    progress: (promotionId = WELCOME) => member.value(member.call<BonusWagering | null>('GET', `${ENDPOINTS.bonusProgress.path}?promotionId=${promotionId}`)),
    forfeit: (key: string = crypto.randomUUID()) => member.call<BonusForfeitValue>('POST', ENDPOINTS.bonusForfeit.path, {}, { 'Idempotency-Key': key }),
  };
}
