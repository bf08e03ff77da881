import * as RadixDialog from '@radix-ui/react-dialog';
import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './page-spinner.tsx';

/**
 * A modal dialog (Radix): focus kept inside, Escape closes, focus returns to what opened it. The
 * dialogs are opened by state, not by a Radix trigger, so the opener is remembered when it opens
 * (Radix alone would send the focus to the page body). Its content suspends inside the dialog.
 */
/** Whether a dialog is open, and how it asks to open or close: the props every dialog takes. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
}: DialogState & {
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          className={`fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none ${
            wide ? 'max-w-2xl' : 'max-w-lg'
          }`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Called before the focus moves in: what has it now opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              aria-label={t('dialog.close')}
            >
              <span aria-hidden>✕</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-1 text-slate-600">{description}</RadixDialog.Description>
          )}
          {/* A part whose translations are still on their way (the resume upload's) waits here, inside the
              dialog: suspending the screen behind would hide the opener and lose the focus it gets back. */}
          <div className="mt-4">
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
