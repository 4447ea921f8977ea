/**
 * Refresh by owner (DESIGN §3): every read the worker syncs is remembered with the task that made
 * it. When the service worker announces that a stored answer changed, the task that owns that
 * URL runs again — exactly the scope that reads it (a category page, a banner group, a member's
 * list), never a guess. A URL this worker never read is owned by another tab's worker, which
 * hears the same announcement; the tables are shared, so one refresh serves every tab.
 */
import { buildUrl, type Answer, type CallInput } from '../../src/api/client';
import { fillPath, type EndpointSpec, type ResponseOf } from '../../src/api/endpoints';
import { normaliseCacheKey } from '../../src/api/cache-key';
import { client } from '../context';

/** Enough for every list a long browse touches; the oldest owners are forgotten first. */
const MAX_OWNERS = 1000;
const owners = new Map<string, () => Promise<unknown>>();

/** Path and sorted query, without origin or credentials: the same for the worker and the SW. */
export function ownerKey(url: string): string {
  const key = normaliseCacheKey(new URL(url, 'http://owner.invalid'));
  return key.slice(new URL(key).origin.length);
}

function remember(key: string, rerun: () => Promise<unknown>): void {
  owners.delete(key); // re-insert at the end: most recently used
  owners.set(key, rerun);
  if (owners.size > MAX_OWNERS) owners.delete(owners.keys().next().value!);
}

/**
 * Call a cacheable read and own its URL: `rerun` is what a change of its answer runs (usually
 * the calling task itself).
 */
export async function ownedCall<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, rerun: () => Promise<unknown>): Promise<ResponseOf<E>> {
  return (await ownedAnswer(endpoint, input, rerun)).value;
}

/** `ownedCall` with the time the answer was read (for a merge with the device's sent changes). */
export function ownedAnswer<E extends EndpointSpec>(endpoint: E, input: CallInput<E>, rerun: () => Promise<unknown>): Promise<Answer<ResponseOf<E>>> {
  const query = (input as { query?: Record<string, string | number | boolean | null | undefined> }).query;
  remember(ownerKey(buildUrl('', fillPath(endpoint.path, input.params), query, 'http://owner.invalid')), rerun);
  return client.answer(endpoint, input);
}

/** The task that owns this URL, if this worker read it. */
export function ownerOf(url: string): (() => Promise<unknown>) | undefined {
  return owners.get(ownerKey(url));
}

/** Forget every owner (tests; a language change makes the old URLs moot anyway). */
export function forgetOwners(): void {
  owners.clear();
}
