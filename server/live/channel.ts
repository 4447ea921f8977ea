/**
 * The PostgreSQL notification channel every instance publishes on and listens to, and what a
 * notification carries: the event and, for a member event, the member. A payload that does not
 * read as one of ours is dropped: anyone with the database's credentials can NOTIFY.
 */
import { asLiveEvent, MEMBER_EVENT_KINDS, type LiveEvent } from '../../src/api/live-events';

export const LIVE_CHANNEL = 'lobby_live';

/** PostgreSQL refuses a payload of 8000 bytes or more; ours are a few dozen. */
export const MAX_PAYLOAD_BYTES = 7_999;

interface Payload {
  e: LiveEvent;
  m?: number;
}

export function encodePayload(event: LiveEvent, memberId: number | undefined): string {
  const payload: Payload = memberId === undefined ? { e: event } : { e: event, m: memberId };
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`A ${event.kind} event of ${text.length} characters is too long to notify`);
  return text;
}

/** The event and its member, or undefined for anything that is not a well-formed event of ours. */
export function decodePayload(text: string | undefined): { event: LiveEvent; memberId: number | undefined } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { e, m } = parsed as { e?: unknown; m?: unknown };
  const event = asLiveEvent(e);
  if (!event || event.kind === 'resync') return undefined;
  const forMember = MEMBER_EVENT_KINDS.has(event.kind);
  if (forMember !== (typeof m === 'number' && Number.isSafeInteger(m))) return undefined;
  return { event, memberId: forMember ? (m as number) : undefined };
}
