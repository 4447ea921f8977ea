/** GET /wps/system/settings/consolidated (SPEC §7): what login and register screens need in one call. */
import type { ConsolidatedSettings } from '../../src/api/member-wire';
import type { Db } from '../db/connection';
import { accountKeys } from '../account/account-keys';
import { readSettings, statusReadingOf } from './settings';

export async function consolidatedSettings(db: Db): Promise<ConsolidatedSettings> {
  const [s, keys] = await Promise.all([readSettings(db, ['whitelabel', 'languages', 'statusReading', 'register']), accountKeys(db)]);
  return {
    whitelabel: s.whitelabel,
    languages: s.languages,
    statusReading: statusReadingOf(s.statusReading),
    register: { showRegister: s.register.showRegister, hideRegister: s.register.hideRegister },
    // The same key as registerSettings: a login form that has only this call can seal its body.
    encryptionPublicKey: keys.publicKey,
  };
}
