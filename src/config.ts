/**
 * Build-time configuration (SPEC §1 "Configuration"): merchant, platform, status reading and
 * language defaults. Values come from VITE_* variables so an operator rebuilds, not edits code.
 */
export type StatusReading = 'errorPages' | 'maintenance';

const env = import.meta.env;

export const config = {
  merchant: env.VITE_MERCHANT ?? 'DEMO',
  /** '' = the page's own origin; the speed picker may switch it later. */
  apiBase: env.VITE_API_BASE ?? '',
  platform: 'html5',
  /** SPEC §1: gateway values. */
  gateway: { WEB: 1, MOBILE: 3 },
  /**
   * SPEC §2 gives two readings of the status code: 'errorPages' (1 IP/region page, 2 service page)
   * and 'maintenance' (1 maintenance, also when both apply; 2 region only).
   */
  statusReading: (env.VITE_STATUS_READING as StatusReading | undefined) ?? 'errorPages',
  /** Used until the server's status names the supported languages and their default. */
  defaultLanguage: env.VITE_DEFAULT_LANGUAGE ?? 'bn',
  supportedLanguages: ['bn', 'en', 'zh'],
} as const;
