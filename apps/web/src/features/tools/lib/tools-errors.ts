import { ApiError } from '../../../lib/api-error.ts';

/**
 * The toast for a failed call (spec section 8): a 429 or "rate limit" is the usage limit, a 402 or
 * "payment" is payment required, anything else the action's own failure message.
 */
export type ToolsErrorToast = 'usageLimit' | 'paymentRequired' | 'upgradeFailed' | 'adFailed';

export function toastForError(err: unknown, fallback: 'upgradeFailed' | 'adFailed'): ToolsErrorToast {
  const status = err instanceof ApiError ? err.status : 0;
  const code = err instanceof ApiError ? err.code : '';
  const text = err instanceof Error ? err.message : String(err);
  if (status === 429 || code === 'RATE_LIMITED' || /429|rate limit/i.test(text)) return 'usageLimit';
  if (status === 402 || code === 'PAYMENT_REQUIRED' || /402|payment/i.test(text)) return 'paymentRequired';
  return fallback;
}

/** The server's error code, for a second line under the toast ("The file is not a PDF"). */
export function errorCode(err: unknown): string | null {
  return err instanceof ApiError ? err.code : null;
}
