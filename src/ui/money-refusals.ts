/**
 * What a money form says for the answers every money call can get, whatever it moves: no
 * connection, the same request still being worked on, or a request that took effect once already
 * while its answer was lost (a crash between the commit and the reply). The last is a success the
 * server can no longer describe: the form says so and shows the state as it now is, and the
 * operation is over (a new tap is a new operation). Each form's own refusals come first.
 */
import { ERROR_CODE, type ErrorCode } from '../api/error-codes';
import type { MessageKey } from '../i18n';

const SHARED: Partial<Record<ErrorCode, MessageKey>> = {
  [ERROR_CODE.offline]: 'money_needs_connection',
  [ERROR_CODE.opInProgress]: 'money_retry_same',
  [ERROR_CODE.opAppliedAnswerLost]: 'money_applied_answer_lost',
};

export function moneyRefusalKey(code: ErrorCode): MessageKey | undefined {
  return SHARED[code];
}
