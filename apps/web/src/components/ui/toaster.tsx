import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { TOAST } from '@gius/shared/constants';
import { dismissToast, useToasts, type ToastVariant } from './toast-store.ts';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

export function Toaster() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThreshold}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('toast.region', { hotkey: TOAST.hotkey.join('+') })}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${VARIANT_CLASS[toast.variant]}`}
          data-variant={toast.variant}
        >
          <div className="grid flex-1 gap-1 text-start">
            {toast.title && (
              <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            )}
            {toast.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {toast.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="rounded px-1 text-lg leading-none opacity-60 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        className="fixed bottom-0 end-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
