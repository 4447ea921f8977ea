/**
 * Codes a registration may carry (SPEC §2 affiliateCode): invitation codes (affiliate_codes: valid
 * for one hostname, or '*' for any, like the demo code DEMO1), which attach the member to nobody;
 * and agents' affiliate link codes (agent_links: valid on any domain), which make the member a
 * direct downline of the link's agent (server/agent/join.ts). Both match in any case.
 */
import type { Db } from '../db/connection';
import { findLinkByCode } from './links';

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

/** An invitation code valid on this domain. */
export async function invitationCodeValid(db: Db, code: string, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('affiliate_codes')
    .select('domain')
    .where('code_key', '=', code.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined && (row.domain === ANY_DOMAIN || row.domain === hostnameOf(domain));
}

/** What the affiliate check call answers: an invitation code for the domain, or any agent's link code. */
export async function affiliateCodeValid(db: Db, code: string, domain: string): Promise<boolean> {
  return (await invitationCodeValid(db, code, domain)) || (await findLinkByCode(db, code)) !== undefined;
}
