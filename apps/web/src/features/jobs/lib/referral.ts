import { toReferralChannel } from '@gius/shared/referral';

/**
 * The `src` of the link a visitor came by (`/jobs/:id?src=linkedin`), kept for the tab's session so
 * that it survives signing up or in before applying. Another or no `src` is a direct visit.
 */

const key = (jobId: string) => `gius:referral:${jobId}`;

export function rememberReferral(jobId: string, src: string | null): void {
  const channel = toReferralChannel(src);
  if (!channel) return;
  try {
    sessionStorage.setItem(key(jobId), channel);
  } catch {
    // Storage may be off (private mode): the application counts as direct.
  }
}

export function referralFor(jobId: string): string | undefined {
  try {
    return sessionStorage.getItem(key(jobId)) ?? undefined;
  } catch {
    return undefined;
  }
}
