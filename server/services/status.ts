/**
 * System status (SPEC §3 "Status response"): operator settings plus what only the request knows,
 * its own host (the domain route) and the caller's IP.
 */
import type { SystemStatus } from '../../src/api/wire';
import type { Db } from '../db/connection';
import { toCustomerServiceEntries } from './customer-service';
import { ownDomains } from './domain-route';
import { readSettings, statusReadingOf } from './settings';

export interface RequestFacts {
  host: string;
  ip: string;
}

export async function systemStatus(db: Db, facts: RequestFacts): Promise<SystemStatus> {
  const s = await readSettings(db, [
    'maintenance',
    'regionRestriction',
    'whitelabel',
    'customerService',
    'mobileTemplate',
    'register',
    'resources',
    'languages',
    'imageCDNs',
    'paths',
    'statusReading',
  ]);
  return {
    info: {
      customerService: toCustomerServiceEntries(s.customerService),
      domainRoute: ownDomains(facts.host).map((domainName) => ({ domainName })),
      mobileTemplate: s.mobileTemplate,
      paths: s.paths,
      register: s.register,
      resources: s.resources,
      whitelabel: s.whitelabel,
      mainDomain: facts.host,
      imageCDNs: s.imageCDNs,
      languages: s.languages,
      statusReading: statusReadingOf(s.statusReading),
    },
    location: { ip: facts.ip },
    maintenance: s.maintenance === true,
    regionRestriction: s.regionRestriction === true,
  };
}
