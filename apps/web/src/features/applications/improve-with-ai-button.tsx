import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCandidate } from '@gius/shared/applications';
import type { TResume } from '@gius/shared/resumes';
import { Button } from '../../components/ui/button.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { apiFetch, errorMessage } from '../../lib/api-fetch.ts';
import { usePublicConfig } from '../../lib/queries/public-config.ts';
import { useAppEvents } from '../../lib/use-app-events.ts';

/**
 * A resume uploaded with no text found (a scan): says so, and, when the server's AI reads images,
 * offers to read it with AI (spec section 4). The reading runs in the background; the server
 * answers `resume.updated` when the text is in (the candidates refetch and the details appear)
 * or `resume.read_failed` with the error code (shown as a toast).
 */
export function ImproveWithAi({
  candidate,
}: {
  candidate: Pick<TCandidate, 'resumeId' | 'extractionStatus'>;
}) {
  // Only the cards of scans listen for the reading's events.
  if (candidate.extractionStatus !== 'no_text' || !candidate.resumeId) return null;
  return <NoTextResume resumeId={candidate.resumeId} />;
}

function NoTextResume({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation('applications');
  const client = useQueryClient();
  const config = usePublicConfig();
  const [reading, setReading] = useState(false);
  const start = useMutation({
    mutationFn: () => apiFetch<TResume>(`/api/resumes/${resumeId}/improve-with-ai`, { method: 'POST' }),
    onSuccess: () => setReading(true),
  });
  useAppEvents(['resume.updated', 'resume.read_failed'], (event) => {
    // After a reconnect the answer may have been missed: the list says where things stand.
    if (event.type === 'reconnected' || event.data.resumeId === resumeId) {
      void client.invalidateQueries({ queryKey: ['candidates'] });
    }
    if (event.data.resumeId !== resumeId) return;
    setReading(false);
    if (event.type === 'resume.read_failed') {
      addToast({ variant: 'error', title: errorMessage(String(event.data.code ?? 'unknown')) });
    }
  });
  const busy = reading || start.isPending;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="candidate-no-text">
      <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-900">{t('improveWithAi.noText')}</span>
      {config.data?.aiReadsImages && (
        <Button
          variant="secondary"
          className="px-2 py-1 text-xs"
          loading={busy}
          onClick={() => start.mutate()}
          data-testid="improve-with-ai"
        >
          {busy ? t('improveWithAi.reading') : t('improveWithAi.button')}
        </Button>
      )}
    </div>
  );
}
