/** The system status on the wire (SPEC §3): the whitelabel switches, the domain routes, customer-service entries, download resources and the status itself. */

/** Whitelabel feature flags of SPEC §3; the value is whether the feature is on. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'TRANSBETREPMEM3',
  'MANPLAYREB3',
  'REWCEN3',
  'CBS3',
  'REFERRAL',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type Whitelabel = Record<WhitelabelFlag, boolean>;

export interface DomainRouteEntry {
  domainName: string;
}

export interface CustomerServiceEntry {
  csType: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK' | 'TELEGRAM 1';
  title: string;
  /** Encrypted; its last 8 characters are the key (SPEC §3). */
  path: string;
}

export interface DownloadResource {
  resourceType: 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon';
  url: string;
}

/**
 * SPEC §2 gives two readings of the status code: 'errorPages' (1 IP/region page, 2 service page)
 * and 'maintenance' (1 maintenance, also when both apply; 2 region only).
 */
export type StatusReading = 'errorPages' | 'maintenance';

/** GET /wps/system/status (SPEC §3 "Status response"). */
export interface SystemStatus {
  info: {
    customerService: CustomerServiceEntry[];
    domainRoute: DomainRouteEntry[];
    /** Template switches, e.g. { mem_cen: '1', dep_func: '0' } (SPEC §4 "Templates"). */
    mobileTemplate: Record<string, string>;
    paths: Record<string, string>;
    register: { showRegister: boolean; hideRegister: boolean };
    resources: DownloadResource[];
    whitelabel: Whitelabel;
    mainDomain: string;
    imageCDNs: string[];
    /** Languages the operator offers, and the default (SPEC §1: supported languages come from configuration). */
    languages: { supported: string[]; default: string };
    /** The operator's reading; the client prefers it over its build-time default. Absent from older servers. */
    statusReading?: StatusReading;
    /** The operator's currency (ISO 4217, e.g. 'BDT'): every amount is shown in it. Absent from older servers. */
    currency?: string;
  };
  location: { ip: string };
  maintenance: boolean;
  regionRestriction: boolean;
}
