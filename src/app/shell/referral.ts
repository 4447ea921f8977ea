/**
 * The invite link: registration with the inviter's code in the URL (SPEC §2 "Registration": the
 * affiliate field shows only when the URL's code fails its check, so a valid link fills it).
 */
export function referralLink(origin: string, code: string): string {
  return `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}
