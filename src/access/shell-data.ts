/** Live reads the shell shares (DESIGN §3: the page reads Dexie; the worker writes it). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { db } from '../db/db';
import type { Whitelabel } from '../api/system-wire';
import { firstPaint } from '../state/first-paint';
import { session } from '../state/session';

export function useWhitelabel(): Partial<Whitelabel> | undefined {
  return useLiveQuery(async () => ((await db.settings.get('whitelabel'))?.value as Whitelabel | undefined) ?? firstPaint()?.whitelabel, []);
}

/** The signed-in member's row, once the worker has stored it (undefined for guests). */
export function useMember() {
  const { userKey } = useSnapshot(session);
  return useLiveQuery(() => (userKey ? db.member.get(userKey) : undefined), [userKey]);
}
