import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { favouriteIdSet } from './personal-query';

const NONE = new Set<number>();

/** The signed-in user's favourite node ids, live: one query per list, not one per heart. */
export function useFavouriteIds(): Set<number> {
  const { userKey } = useSnapshot(session);
  return useLiveQuery(() => favouriteIdSet(userKey), [userKey]) ?? NONE;
}
