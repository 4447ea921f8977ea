/**
 * Error codes of the account calls (SPEC §8) → the catalogue keys the forms show, as the registry's
 * account entries declare them. Codes with no text of their own fall back to the generic one; the network case is decided
 * before (isOffline).
 */
import { accountEndpoints } from '../../api/endpoints/account';
import type { ErrorCode } from '../../api/error-codes';
import type { MessageKey } from '../../i18n';
import { declaredRefusal } from '../../ui/refusal';

/** Every account call: a code's words are the same whichever of them answered it. */
const ACCOUNT_CALLS = Object.values(accountEndpoints);

export function errorKey(code: string): MessageKey {
  return declaredRefusal(ACCOUNT_CALLS, code as ErrorCode) ?? 'unknown_error';
}
