/**
 * Withdraw calls over a TestServer as a member would make them: fresh members with their own
 * session and money, cards, the payment password, withdrawals with an Idempotency-Key, and the
 * operator's decision.
 */
import { ENDPOINTS } from '../../src/api/endpoints';
import type { BankCard, Withdrawal, WithdrawReport, WithdrawValue } from '../../src/api/withdraw-wire';
import { ACCOUNTS, balanceOf } from '../../server/ledger';
import { hashPassword } from '../../server/lib/password';
import { issueSession } from '../../server/access/auth';
import { fund, jsonInit, OPERATOR_HEADERS, type Answer, type TestServer } from './helpers';

/** A Luhn-valid 16-digit number ending in `n` padded (different `n`, different card). */
export function cardNumber(n: number): string {
  const body = `400000${String(n).padStart(9, '0')}`;
  for (let check = 0; check <= 9; check++) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

let sequence = 0;

/** A member made for one test; with `account` and `password` one who can also sign in through the form. */
export async function newMember(server: TestServer, options: { type?: number; cents?: number; account?: string; password?: string } = {}) {
  sequence += 1;
  const account = options.account ?? `wd${Date.now().toString(36)}${sequence}`;
  const { id } = await server.db
    .insertInto('members')
    .values({
      account,
      account_key: account,
      password_hash: options.password ? await hashPassword(options.password) : null,
      type: options.type ?? 0,
      nickname: account,
      club_label: 'Test',
      mobile: null,
      email: null,
      country_dialing_code: null,
      created_at: new Date().toISOString(),
      register_method: null,
      register_url: null,
      recommender_id: null,
      affiliate_code: null,
      birthday: null,
      payment_password_hash: null,
      profile: null,
      reset_password_hash: null,
      reset_expires_at: null,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.cents) await fund(server.db, id, options.cents);
  const token = await issueSession(server.db, id, 24);
  return memberClient(server, id, account, token);
}

export type MemberClient = Awaited<ReturnType<typeof memberClient>>;

function memberClient(server: TestServer, id: number, account: string, token: string) {
  const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> =>
    server.call<T>(path, { ...jsonInit(body, token, headers), method });
  async function value<T>(answer: Promise<Answer<T>>): Promise<T> {
    const { status, body } = await answer;
    if (!body.success) throw new Error(`${status} ${body.errorCode}: ${body.message}`);
    return body.value;
  }
  const self = {
    id,
    account,
    token,
    call,
    value,
    addCard: (cardNo: string, extra: { bankCode?: string; holderName?: string } = {}) =>
      call<BankCard>('POST', ENDPOINTS.bankCardAdd.path, { bankCode: 'DBBL', holderName: 'Test Holder', cardNumber: cardNo, ...extra }),
    setPassword: (password = '246810', confirmPassword = password) =>
      call<unknown>('POST', ENDPOINTS.paymentPasswordSet.path, { password, confirmPassword }),
    withdraw: (body: { amount: number; bankCardId: number; paymentPassword: string }, key: string | null = crypto.randomUUID()) =>
      call<WithdrawValue>('POST', ENDPOINTS.withdraw.path, body, key === null ? {} : { 'Idempotency-Key': key }),
    report: (query = '') => value(call<WithdrawReport>('GET', `${ENDPOINTS.withdrawReport.path}${query}`)),
    walletCents: () => balanceOf(server.db, ACCOUNTS.wallet(id)),
    holdCents: () => balanceOf(server.db, ACCOUNTS.hold(id)),
    /** A card and a payment password: ready to withdraw. */
    async ready(cardNo = cardNumber(id)) {
      const card = await value(self.addCard(cardNo));
      await value(self.setPassword());
      return card;
    },
  };
  return self;
}

export function decide(server: TestServer, id: number, decision: 'approve' | 'reject', note?: string): Promise<Answer<Withdrawal>> {
  return server.post<Withdrawal>(ENDPOINTS.operatorWithdrawalDecide.path, { id, decision, note }, undefined, OPERATOR_HEADERS);
}

export const codeOf = (answer: Answer<unknown>) => (answer.body.success ? 'ok' : answer.body.errorCode);
