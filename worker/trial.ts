/**
 * Whether the device's signed-in user is a trial guest (SPEC §6: no favourites, no balance). Read
 * from the device's session row, so it holds offline and before the member info has come back.
 */
import { isTrialType } from '../src/api/member-types';
import { db, withDb } from '../src/db/db';

export async function isTrialUser(userKey: string): Promise<boolean> {
  if (!userKey) return false;
  return isTrialType((await withDb(() => db.session.get(userKey)))?.type);
}
