/**
 * The words a player reads for a refusal come from the registry: each entry declares the codes it
 * can answer and a catalogue key for each (`refusals`, src/api/endpoints/define.ts), and the server
 * holds its handlers to that list. A form asks with the call (or the calls) it makes.
 */
import type { EndpointSpec } from '../api/endpoints/define';
import type { ErrorCode } from '../api/error-codes';
import type { MessageKey } from '../i18n';
import { moneyRefusalKey } from './money-refusals';

/** The first of the calls that declares `code`, its words; undefined when none does. */
export function declaredRefusal(calls: EndpointSpec | readonly EndpointSpec[], code: ErrorCode): MessageKey | undefined {
  for (const call of [calls].flat()) {
    const key = call.refusals?.[code];
    if (key) return key;
  }
  return undefined;
}

/**
 * A keyed write's words: what its calls declare, then what every money or keyed call can answer
 * (no connection, still being applied, applied with its answer lost), then the form's general words.
 */
export function refusalKey(calls: EndpointSpec | readonly EndpointSpec[], code: ErrorCode, fallback: MessageKey): MessageKey {
  return declaredRefusal(calls, code) ?? moneyRefusalKey(code) ?? fallback;
}
