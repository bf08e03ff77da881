import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPoolDuplicate } from '@gius/shared/resumes';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InlineSpinner } from '../../components/ui/inline-spinner.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { useDuplicateMutations, useDuplicates } from './api/duplicates-api.ts';
import { formatDate } from '../../lib/format-date.ts';

/**
 * "Review duplicates" on a candidate card of a person with several pool resumes: the resumes side
 * by side, with why each was taken for the same person; keep one and merge the others into it, or
 * say a flagged one is someone else. Failures are shown as toasts by the API layer.
 */
export function ReviewDuplicates({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="mt-2 px-2 py-1 text-xs"
        onClick={() => setOpen(true)}
        data-testid="review-duplicates"
      >
        {t('duplicates.review')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('duplicates.title')}
        description={t('duplicates.description')}
        wide
      >
        {open && <DuplicatesList resumeId={resumeId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function DuplicatesList({ resumeId, onDone }: { resumeId: string; onDone: () => void }) {
  const { t } = useTranslation('applications');
  const group = useDuplicates(resumeId, true);
  const { merge, unlink } = useDuplicateMutations(resumeId);

  if (group.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <InlineSpinner /> {t('duplicates.loading')}
      </p>
    );
  if (group.isError)
    return (
      <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-4 text-red-800">
        <p>{t('duplicates.loadError')}</p>
        <Button variant="secondary" onClick={() => void group.refetch()}>
          {t('duplicates.retry')}
        </Button>
      </div>
    );

  const resumes = group.data;
  const onMerge = async (kept: TPoolDuplicate) => {
    await merge.mutateAsync(kept.id);
    addToast({ variant: 'success', title: t('duplicates.merged', { file: kept.fileName }) });
    onDone();
  };
  const onUnlink = (r: TPoolDuplicate) =>
    unlink.mutate(r.id, {
      onSuccess: () => {
        addToast({ variant: 'success', title: t('duplicates.unlinked', { file: r.fileName }) });
        // Only one resume left: nothing more to review here.
        if (resumes.length <= 2) onDone();
      },
    });

  return (
    <ul className="space-y-3" data-testid="duplicates-list">
      {resumes.map((r) => (
        <li key={r.id} className="rounded-xl border border-slate-200 p-4" data-testid="duplicate">
          <p className="font-semibold">
            <bdi>{r.fileName}</bdi>
          </p>
          <ResumeFacts resume={r} />
          <div className="mt-3 flex flex-wrap gap-2">
            {resumes.length > 1 && (
              <ConfirmDialog
                trigger={<Button data-testid="keep-resume">{t('duplicates.keep')}</Button>}
                title={t('duplicates.confirmTitle')}
                description={t('duplicates.confirmText', {
                  count: resumes.length - 1,
                  file: r.fileName,
                })}
                confirmLabel={t('duplicates.confirmMerge')}
                onConfirm={() => onMerge(r)}
              />
            )}
            {r.reason && (
              <Button
                variant="secondary"
                loading={unlink.isPending && unlink.variables === r.id}
                disabled={unlink.isPending}
                onClick={() => onUnlink(r)}
                data-testid="unlink-resume"
              >
                {t('duplicates.notSame')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ResumeFacts({ resume: r }: { resume: TPoolDuplicate }) {
  const { t, i18n } = useTranslation('applications');
  const facts: [string, string | null, boolean?][] = [
    [t('duplicates.uploaded'), formatDate(r.createdAt, i18n.resolvedLanguage)],
    [t('duplicates.name'), r.fullName],
    [t('duplicates.email'), r.email, true],
    [t('candidates.details.phone'), r.phone, true],
  ];
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {facts
        .filter(([, value]) => value)
        .map(([label, value, ltr]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
          </div>
        ))}
      <dt className="text-slate-500">{t('duplicates.match')}</dt>
      <dd data-testid="duplicate-reason">
        {r.reason ? t(`duplicates.reason.${r.reason}`) : t('duplicates.reason.first')}
      </dd>
    </dl>
  );
}
