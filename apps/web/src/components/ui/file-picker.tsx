import { forwardRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface FilePickerProps {
  id: string;
  accept: string;
  fileName: string | null;
  disabled?: boolean;
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  'data-testid'?: string;
}

/**
 * A file input whose button and "no file" text are in the page's language (the native
 * control speaks the browser's language). The real input stays focusable and keyboard
 * operable; the styled label shows its focus.
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker(
  { id, accept, fileName, disabled, multiple, onChange, 'data-testid': testId },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        data-testid={testId}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-hidden
        className="cursor-pointer rounded-lg bg-indigo-50 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-100 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t('filePicker.choose')}
      </label>
      {fileName ? (
        <span
          className="text-sm font-medium text-emerald-700"
          dir="auto"
          data-testid={testId && `${testId}-name`}
        >
          {fileName}
        </span>
      ) : (
        <span className="text-sm text-slate-600">{t('filePicker.none')}</span>
      )}
    </div>
  );
});
