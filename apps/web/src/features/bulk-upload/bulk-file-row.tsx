import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { BulkItem } from './use-bulk-upload.ts';

const TONE: Record<BulkItem['state'], string> = {
  waiting: 'text-slate-500',
  uploading: 'text-indigo-700',
  extracting: 'text-indigo-700',
  done: 'text-emerald-700',
  no_text: 'text-amber-700',
  failed: 'text-red-700',
};

/** One file of a batch: its name, progress bar and state (the reason when it failed). */
export function BulkFileRow({
  item,
  onRetry,
  errorText,
}: {
  item: BulkItem;
  onRetry: () => void;
  errorText: (code: string) => string;
}) {
  const { t } = useTranslation('resumes');
  const percent = Math.round(item.progress * 100);
  const duplicate = item.resume?.duplicateOf;
  return (
    <li className="space-y-1 p-3" data-testid="bulk-file" data-state={item.state}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <bdi className="font-medium" dir="auto">
          {item.file.name}
        </bdi>
        <span className={TONE[item.state]} data-testid="bulk-file-state">
          {item.state === 'failed' ? errorText(item.error ?? 'unknown') : t(`bulk.state.${item.state}`)}
        </span>
      </div>
      <progress
        className="h-1.5 w-full accent-indigo-600"
        max={100}
        value={percent}
        aria-label={t('bulk.fileProgress', { name: item.file.name })}
        data-testid="bulk-file-progress"
      />
      {duplicate && (
        <p className="text-xs text-amber-800" data-testid="bulk-file-duplicate">
          {t('bulk.duplicate', { name: duplicate.name })}
        </p>
      )}
      {item.state === 'failed' &&
        item.error !== 'UNSUPPORTED_FILE_TYPE' &&
        item.error !== 'FILE_TOO_LARGE' &&
        item.error !== 'FILE_EMPTY' && (
          <Button variant="secondary" className="text-xs" onClick={onRetry}>
            {t('bulk.retry')}
          </Button>
        )}
    </li>
  );
}
