import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * Asks before something that cannot be undone (spec section 5: deleting asks for confirmation).
 * `trigger` opens it (or the caller opens it with `open`/`onOpenChange`, e.g. after a drag); `onConfirm`
 * runs on "confirm" and the dialog stays open, busy, until it ends.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  open: controlledOpen,
  onOpenChange,
  variant = 'danger',
}: {
  trigger?: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `primary` for a confirmation that destroys nothing (moving an interview). */
  variant?: 'danger' | 'primary';
}) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (value: boolean) => {
    setOwnOpen(value);
    onOpenChange?.(value);
  };
  const [busy, setBusy] = useState(false);
  // Opened by state (from a menu, after a drag): the focus goes back to what had it, not to the body.
  const opener = useRef<HTMLElement | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The failure is shown as a toast; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          data-testid="confirm-dialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!trigger && opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={variant}
              loading={busy}
              onClick={() => void confirm()}
              data-testid="confirm-action"
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
