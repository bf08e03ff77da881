import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import type { TNote } from '@gius/shared/notes';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useNoteMutations, useNotes } from '../api/notes-api.ts';
import { NoteForm } from './note-form.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/**
 * An application's notes, for the company's staff: read, add, edit one's own, delete (asks first).
 * A modal dialog (focus kept inside, Escape closes, focus back on the row's button), full width on a phone.
 */
export function NotesDialog({
  application: a,
  open,
  onOpenChange,
}: {
  application: TApplication;
} & DialogState) {
  const { t } = useTranslation('applications');
  const notes = useNotes(a.id, open);
  const { add, update, remove } = useNoteMutations(a.id);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('notes.title', { name: a.candidateName })}
      description={a.jobTitle}
      wide
    >
      <div className="space-y-4" data-testid="notes-panel">
        {notes.isPending && <PageSpinner />}
        {notes.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {t('notes.loadError')}
          </p>
        )}
        {notes.data && notes.data.length === 0 && <p className="text-slate-600">{t('notes.empty')}</p>}
        {notes.data && notes.data.length > 0 && (
          <ul className="space-y-3" aria-label={t('notes.list')}>
            {notes.data.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 p-3" data-testid="note">
                {editing === note.id ? (
                  <NoteForm
                    note={note}
                    busy={update.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={async (patch) => {
                      try {
                        await update.mutateAsync({ id: note.id, patch });
                        setEditing(null);
                        addToast({ variant: 'success', title: t('notes.saved') });
                        return true;
                      } catch {
                        return false;
                      }
                    }}
                  />
                ) : (
                  <NoteView
                    note={note}
                    onEdit={() => setEditing(note.id)}
                    onDelete={() => remove.mutateAsync(note.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <NoteForm
          busy={add.isPending}
          onSave={async (input) => {
            try {
              await add.mutateAsync(input);
              addToast({ variant: 'success', title: t('notes.added') });
              return true;
            } catch {
              // Shown by apiFetch ("Please fill note content", a save failure).
              return false;
            }
          }}
        />
      </div>
    </Dialog>
  );
}

function NoteView({
  note,
  onEdit,
  onDelete,
}: {
  note: TNote;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('applications');
  const when = (iso: string) =>
    formatDateTime(iso, i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article>
      <p className="whitespace-pre-wrap text-slate-900" dir="auto" data-testid="note-text">
        {note.content}
      </p>
      {(note.interviewAt || note.status) && (
        <p className="mt-1 text-sm text-slate-700">
          {note.interviewAt && t('notes.interviewOn', { when: when(note.interviewAt) })}
          {note.interviewAt && note.status && ' · '}
          {note.status && t(`status.${note.status}`)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          {t('notes.by', { name: note.authorName || t('notes.formerUser'), when: when(note.createdAt) })}
        </p>
        <div className="flex gap-1">
          {note.canEdit && (
            <Button variant="secondary" onClick={onEdit} data-testid="note-edit">
              {t('actions.edit')}
            </Button>
          )}
          {note.canDelete && (
            <ConfirmDialog
              trigger={
                <Button variant="danger" data-testid="note-delete">
                  {t('actions.delete')}
                </Button>
              }
              title={t('notes.deleteTitle')}
              description={t('notes.deleteText')}
              confirmLabel={t('actions.delete')}
              onConfirm={async () => {
                await onDelete();
                addToast({ variant: 'success', title: t('notes.deleted') });
              }}
            />
          )}
        </div>
      </div>
    </article>
  );
}
