/** GET /wps/system/settings/consolidated (SPEC §7): what login and register screens need in one call. */
import type { ConsolidatedSettings } from '../../src/api/wire';
import type { Db } from '../db/connection';
import { readSettings, statusReadingOf } from './settings';

export async function consolidatedSettings(db: Db): Promise<ConsolidatedSettings> {
  const s = await readSettings(db, ['whitelabel', 'languages', 'statusReading', 'register']);
  return {
    whitelabel: s.whitelabel,
    languages: s.languages,
    statusReading: statusReadingOf(s.statusReading),
    register: { showRegister: s.register.showRegister, hideRegister: s.register.hideRegister },
  };
}
