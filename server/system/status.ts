/**
 * System status (SPEC §3 "Status response"): operator settings plus what only the request knows,
 * its own host (the domain route) and the caller's IP.
 */
import type { SystemStatus } from '../../src/api/system-wire';
import type { Db } from '../db/connection';
import { CatalogueCache, catalogueCache } from '../games/catalogue-cache';
import { cachedAnswer, type CachedAnswer } from '../lib/cached-answer';
import { toCustomerServiceEntries } from './customer-service';
import { ownDomains } from './domain-route';
import { currencyOf, readSettings, statusReadingOf } from './settings';

export interface RequestFacts {
  host: string;
  ip: string;
}

const STATUS_SETTINGS = [
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
  'currency',
] as const;

/** The operator's settings a status is made of: the same for every caller, so kept in memory. */
export type StatusSettings = Awaited<ReturnType<typeof statusSettings>>;

export function statusSettings(db: Db) {
  return readSettings(db, STATUS_SETTINGS);
}

export async function systemStatus(db: Db, facts: RequestFacts): Promise<SystemStatus> {
  return statusFor(await catalogueCache(db).remember('status:settings', () => statusSettings(db)), facts);
}

/** The status for one caller: the settings with what only its request knows. */
export function statusFor(s: StatusSettings, facts: RequestFacts): SystemStatus {
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
      currency: currencyOf(s.currency),
    },
    location: { ip: facts.ip },
    maintenance: s.maintenance === true,
    regionRestriction: s.regionRestriction === true,
  };
}

/**
 * Status answers are the same for every request from one address to one host: kept serialised,
 * with their compressed forms, per settings version (a settings write bumps the catalogue
 * version), so a device polling its status costs a lookup, not an encryption of each
 * customer-service URL, a JSON and a brotli pass. Bounded: past the bound the oldest goes.
 */
export const STATUS_ANSWERS_KEPT = 2_048;
const answersByDb = new WeakMap<Db, CatalogueCache>();

export function statusAnswer(db: Db, facts: RequestFacts): Promise<CachedAnswer> {
  let answers = answersByDb.get(db);
  if (!answers) {
    answers = new CatalogueCache(db, { maxEntries: STATUS_ANSWERS_KEPT });
    answersByDb.set(db, answers);
  }
  // The settings are read here, not through the settings cache: that cache checks the version on
  // its own clock, and an answer made under a newer version from its older copy would be kept
  // until the next change. A miss is one read per address and version.
  return answers.remember(`${facts.host}\n${facts.ip}`, async () => cachedAnswer(statusFor(await statusSettings(db), facts)));
}
