import type { TFunction } from 'i18next';
import { addToast } from '../../../components/ui/toast-store.ts';
import { errorCode, toastForError } from '../lib/tools-errors.ts';

/** The spec's toast for a failure, in the current language, also logged to the console (spec section 8). */
export function notifyError(t: TFunction, err: unknown, fallback: 'upgradeFailed' | 'adFailed'): void {
  const key = toastForError(err, fallback);
  const title = t(`tools:toasts.${key}`);
  console.error(`[tools] ${title}`, err);
  const code = key === fallback ? errorCode(err) : null;
  addToast({
    title,
    description: code ? t(`errors:${code}`, { defaultValue: '' }) || undefined : undefined,
    variant: 'error',
  });
}
