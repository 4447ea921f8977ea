/**
 * Default operator settings. Stored as JSON text so an operator changes behaviour with an UPDATE
 * (e.g. maintenance → 'true') instead of a deploy; the seed never overwrites existing keys.
 */
import type { DownloadResource, StatusReading, Whitelabel } from '../../src/api/system-wire';
import { ENDPOINTS, MEDIA_PREFIX } from '../../src/api/endpoints';
import { APP_ICON_URL } from './media-urls';
import { DEFAULT_REGISTER_SETTINGS, type StoredRegisterSettings } from './register-settings';
import { CATEGORY_ORDER } from './vendors';
import { CUSTOMER_SERVICE } from '../support/channels';
import type { CustomerServiceSetting } from '../system/customer-service';

export interface Settings {
  maintenance: boolean;
  regionRestriction: boolean;
  whitelabel: Whitelabel;
  customerService: CustomerServiceSetting[];
  mobileTemplate: Record<string, string>;
  register: { showRegister: boolean; hideRegister: boolean };
  resources: DownloadResource[];
  languages: { supported: string[]; default: string };
  imageCDNs: string[];
  paths: Record<string, string>;
  categoryOrder: string[];
  /** Which of SPEC §2's two readings of the status code the client applies. */
  statusReading: StatusReading;
  /** Register and login forms: methods, fields, rules (GET registerSettings, SPEC §5). */
  registerSettings: StoredRegisterSettings;
  /** The currency every amount is in, as an ISO 4217 code (SPEC §3 winner: "currency symbol"). */
  currency: string;
}

export const DEFAULT_SETTINGS: Settings = {
  maintenance: false,
  regionRestriction: false,
  // Social logins are off: they need the operator's own Firebase project.
  whitelabel: {
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: true,
    FACEBOOKLOGIN3: false,
    GOOGLELOGIN3: false,
    TRANSBETREPMEM3: true,
    MANPLAYREB3: true,
    REWCEN3: true,
    CBS3: true,
    REFERRAL: true,
  },
  // Live chat is the app's own page; the others are this server's pages (server/support/pages.ts).
  customerService: CUSTOMER_SERVICE,
  mobileTemplate: { mem_cen: '1', dep_func: '0' },
  register: { showRegister: true, hideRegister: false },
  // An empty url means "not offered": this app is what players install (add to home screen);
  // an operator with native apps or an iOS profile sets their addresses here.
  resources: [
    { resourceType: 'IOS', url: '' },
    { resourceType: 'MOBILECONFIG', url: '' },
    { resourceType: 'Android', url: '' },
    { resourceType: 'AppDownloadIcon', url: APP_ICON_URL },
  ],
  languages: { supported: ['bn', 'en', 'zh'], default: 'bn' },
  // '' = same origin: images load from this server's /media/.
  imageCDNs: [''],
  paths: { ping: ENDPOINTS.ping.path, media: MEDIA_PREFIX },
  categoryOrder: CATEGORY_ORDER,
  statusReading: 'errorPages',
  registerSettings: DEFAULT_REGISTER_SETTINGS,
  // Bangladeshi taka: the lobby's default language is Bangla (SPEC §1).
  currency: 'BDT',
};
