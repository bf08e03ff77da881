import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useApplicationMutations } from '../api/applications-api.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { InterviewsDialog } from './interviews-dialog.tsx';
import { MessagesDialog } from './messages-dialog.tsx';
import { NotesDialog } from './notes-dialog.tsx';

/**
 * An application's actions, the same in a table row and in a phone's card: notes (with their count)
 * and interviews as buttons; message, edit, re-analyse and delete (asks first) in a menu. Each opens its
 * own dialog, which gives the focus back to the button (or the menu's button) that opened it.
 */
export function ApplicationActions({
  application: a,
  oneLine = false,
}: {
  application: TApplication;
  /** In a table row: the buttons keep one line (the other cells wrap instead). */
  oneLine?: boolean;
}) {
  const { t } = useTranslation('applications');
  const { remove, reanalyse } = useApplicationMutations();
  const [notesOpen, setNotesOpen] = useState(false);
  const [interviewsOpen, setInterviewsOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <div className={`flex items-center gap-1 ${oneLine ? 'flex-nowrap' : 'flex-wrap'}`}>
      <Button
        variant="secondary"
        onClick={() => setNotesOpen(true)}
        aria-label={t('notes.open', { count: a.noteCount })}
        data-testid="open-notes"
      >
        {t('notes.button')}{' '}
        <span className="rounded-full bg-slate-100 px-1.5 text-xs" data-testid="note-count">
          {a.noteCount}
        </span>
      </Button>
      <Button variant="secondary" onClick={() => setInterviewsOpen(true)} data-testid="open-interviews">
        {t('interviews.button')}
      </Button>
      <ActionsMenu
        label={t('actions.more', { name: a.candidateName })}
        testId="application-more"
        actions={[
          { label: t('messages.button'), onSelect: () => setMessagesOpen(true), testId: 'open-messages' },
          { label: t('actions.edit'), onSelect: () => setEditing(true), testId: 'application-edit' },
          {
            label: t('actions.reanalyse'),
            onSelect: () => reanalyse.mutate(a.id),
            disabled: a.analysisStatus === 'analysing' || reanalyse.isPending,
            testId: 'reanalyse',
          },
          {
            label: t('actions.delete'),
            onSelect: () => setDeleting(true),
            danger: true,
            testId: 'application-delete',
          },
        ]}
      />
      <NotesDialog application={a} open={notesOpen} onOpenChange={setNotesOpen} />
      <InterviewsDialog application={a} open={interviewsOpen} onOpenChange={setInterviewsOpen} />
      <MessagesDialog applications={[a]} open={messagesOpen} onOpenChange={setMessagesOpen} />
      <ApplicationDialog application={a} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title')}
        description={t('delete.text', { name: a.candidateName, job: a.jobTitle })}
        confirmLabel={t('actions.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(a.id);
          addToast({ variant: 'success', title: t('done.deleted') });
        }}
      />
    </div>
  );
}
