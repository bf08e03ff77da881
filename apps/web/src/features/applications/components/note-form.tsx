import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_STATUSES, type InterviewStatus } from '@gius/shared/applications';
import {
  isNoteContentFilled,
  NOTE_MAX_LENGTH,
  type TCreateNoteRequest,
  type TNote,
} from '@gius/shared/notes';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** `2026-12-01T11:30` in the browser's zone, for a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A note's content (required: "Please fill note content"), an optional interview time and status.
 * Used to add a note and to edit one; Ctrl+Enter saves.
 */
export function NoteForm({
  note,
  busy,
  onSave,
  onCancel,
}: {
  note?: TNote;
  busy: boolean;
  onSave: (input: TCreateNoteRequest) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('applications');
  const [content, setContent] = useState(note?.content ?? '');
  const [interviewAt, setInterviewAt] = useState(toLocalInput(note?.interviewAt ?? null));
  const [status, setStatus] = useState<string>(note?.status ?? '');
  const [error, setError] = useState('');

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!isNoteContentFilled(content)) {
      setError(t('notes.contentRequired'));
      return;
    }
    setError('');
    const saved = await onSave({
      content,
      interviewAt: interviewAt ? new Date(interviewAt).toISOString() : null,
      status: (status || null) as InterviewStatus | null,
    });
    if (saved && !note) {
      setContent('');
      setInterviewAt('');
      setStatus('');
    }
  };

  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)} noValidate data-testid="note-form">
      <TextareaField
        label={note ? t('notes.editContent') : t('notes.content')}
        value={content}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        error={error}
        data-testid="note-content"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('notes.interviewAt')}
          value={interviewAt}
          onChange={(e) => setInterviewAt(e.target.value)}
          data-testid="note-interview-at"
        />
        <SelectField
          label={t('notes.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[
            { value: '', label: t('notes.noStatus') },
            ...INTERVIEW_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          data-testid="note-status"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy} data-testid="note-save">
          {note ? t('form.save') : t('notes.add')}
        </Button>
      </div>
    </form>
  );
}
