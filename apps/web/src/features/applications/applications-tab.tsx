import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts';
import { TABLET_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { applicationsKey, useApplications } from './api/applications-api.ts';
import { interviewsKey } from './api/interviews-api.ts';
import { notesKey } from './api/notes-api.ts';
import { ApplicationCard } from './components/application-card.tsx';
import { ApplicationDialog } from './components/application-dialog.tsx';
import { ApplicationRow } from './components/application-row.tsx';
import { MessagesDialog } from './components/messages-dialog.tsx';
import { JobParamSelect, useJobParam } from './components/job-param-select.tsx';
import { OpenedApplication } from './components/opened-application.tsx';

/**
 * The applications page, ranked by match score (band, bar and reasons): filter by job, search by candidate name or file name, add, edit, delete,
 * open the resume. New applications appear as they arrive (server-sent events), without reload.
 * Below a tablet's width each application is a card, so nothing hides behind a sideways scroll.
 */
export function ApplicationsTab() {
  const { t } = useTranslation('applications');
  const jobId = useJobParam();
  const { search, setSearch, q } = useDebouncedSearch();
  const list = useApplications({ jobId, q });
  const client = useQueryClient();
  const [announce, setAnnounce] = useState('');
  useAppEvents(
    ['application.created', 'application.updated', 'application.deleted', 'application.analysed'],
    (event) => {
      void client.invalidateQueries({ queryKey: applicationsKey });
      void client.invalidateQueries({ queryKey: ['managed-jobs'] });
      if (event.type === 'application.created') setAnnounce(t('live.new'));
    },
  );
  // Notes written by a colleague show in the row's count and in an open notes panel.
  useAppEvents(['interview.created', 'interview.updated', 'interview.cancelled'], () => {
    void client.invalidateQueries({ queryKey: interviewsKey });
  });
  useAppEvents(['note.created', 'note.updated', 'note.deleted'], (event) => {
    void client.invalidateQueries({ queryKey: applicationsKey });
    const applicationId = event.data.applicationId;
    void client.invalidateQueries({
      queryKey: typeof applicationId === 'string' ? [...notesKey, applicationId] : notesKey,
    });
  });
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [messaging, setMessaging] = useState(false);
  const selectedApplications = (list.data?.items ?? []).filter((a) => selected.has(a.id));
  const wide = useMediaQuery(TABLET_QUERY);
  const select = (id: string) => (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <JobParamSelect
          label={t('filters.job')}
          noneLabel={t('filters.allJobs')}
          testId="applications-job-filter"
        />
        <TextField
          className="min-w-56 flex-1"
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="applications-search"
        />
        <Button onClick={() => setAdding(true)} data-testid="application-add">
          {t('actions.add')}
        </Button>
        {selectedApplications.length > 0 && (
          <Button variant="secondary" onClick={() => setMessaging(true)} data-testid="message-selected">
            {t('messages.selected', { count: selectedApplications.length })}
          </Button>
        )}
      </div>
      <OpenedApplication />
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('errors.load')}
        </p>
      )}
      {list.isSuccess && list.data.items.length === 0 && (
        <EmptyState title={q || jobId ? t('empty.noMatch') : t('empty.none')} />
      )}
      {list.data && list.data.items.length > 0 && !wide && (
        <ul className="space-y-3" aria-label={t('table.caption', { count: list.data.total })}>
          {list.data.items.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} selected={selected.has(a.id)} onSelect={select(a.id)} />
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.items.length > 0 && wide && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-start text-sm" data-testid="applications-table">
            <caption className="sr-only">{t('table.caption', { count: list.data.total })}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('table.select')}</span>
                </th>
                {(['candidate', 'job', 'match', 'status', 'date', 'actions'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start font-medium">
                    {t(`table.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((a) => (
                <ApplicationRow
                  key={a.id}
                  application={a}
                  selected={selected.has(a.id)}
                  onSelect={select(a.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MessagesDialog applications={selectedApplications} open={messaging} onOpenChange={setMessaging} />
      <ApplicationDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
