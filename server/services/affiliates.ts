/** Affiliate (invitation) codes: valid for one hostname, or '*' for any (the demo code DEMO1). */
import type { Db } from '../db/connection';

export const ANY_DOMAIN = '*';

/** 'https://Example.com:8080/x' or 'example.com' → 'example.com'; '' when there is no host. */
export function hostnameOf(domain: string): string {
  const trimmed = domain.trim().toLowerCase();
  if (!trimmed) return '';
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return '';
  }
}

export async function affiliateCodeValid(db: Db, code: string, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select('domain')
    .where('code_key', '=', code.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined && (row.domain === ANY_DOMAIN || row.domain === hostnameOf(domain));
}
