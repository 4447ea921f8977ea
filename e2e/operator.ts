/**
 * The operator's side in e2e specs: the key the test server is started with, and a call helper
 * that sends it. Operator calls exist only on a server given OPERATOR_KEY.
 */
import type { APIRequestContext } from '@playwright/test';
import { fillPath, type BodyOf, type ENDPOINTS, type EndpointSpec, type QueryOf, type ResponseOf } from '../src/api/endpoints';
import { valueOf } from './api';

export const E2E_OPERATOR_KEY = 'e2e-operator-key-not-secret';

type OperatorEndpoint = (typeof ENDPOINTS)[
  | 'operatorChatThread'
  | 'operatorChatReply'
  | 'operatorInboxSend'
  | 'operatorPromotionReview'
  | 'operatorDeposits'
  | 'operatorDepositDecide'
  | 'operatorWithdrawals'
  | 'operatorWithdrawalDecide'
  | 'operatorVerifications'
  | 'operatorVerificationDecide'
  | 'operatorFeedback'
  | 'operatorFeedbackReply'
  | 'operatorAgentSettle'];

/** Call an operator entry of the registry as the operator; throws on a failure envelope. */
export async function asOperator<E extends OperatorEndpoint & EndpointSpec>(
  request: APIRequestContext,
  endpoint: E,
  input: { query?: QueryOf<E>; body?: BodyOf<E> } = {},
): Promise<ResponseOf<E>> {
  const response = await request.fetch(fillPath(endpoint.path), {
    method: endpoint.method,
    headers: { 'X-Operator-Key': E2E_OPERATOR_KEY },
    params: input.query as Record<string, string> | undefined,
    data: input.body,
  });
  return valueOf<ResponseOf<E>>(response);
}
