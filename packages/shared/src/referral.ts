/** No zod here: the public job pages import this without the API schemas. */

/**
 * Where a candidate came from when applying: the network of a generated post (`?src=linkedin`),
 * the talent-pool e-mail, or the Gius jobs list. Anything else (a link shared by hand) is "direct".
 */
export const REFERRAL_CHANNELS = [
  'linkedin',
  'facebook',
  'instagram',
  'x',
  'whatsapp',
  'telegram',
  'email',
  'jobs_list',
] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

export function toReferralChannel(value: string | null | undefined): ReferralChannel | null {
  return value && (REFERRAL_CHANNELS as readonly string[]).includes(value)
    ? (value as ReferralChannel)
    : null;
}
