import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  INTERVIEW_DURATIONS,
  type TInterview,
  type TScheduleInterviewRequest,
} from '@gius/shared/interviews';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/api-fetch.ts';
import { timeZones, wallClockIn } from '../../../lib/interview-time.ts';
import { useInterviewerChoices } from '../api/interviews-api.ts';

/**
 * Scheduling or rescheduling an interview: date, time, duration, time zone (the company's by
 * default), place or video link, interviewers of the team, a message to the candidate. An
 * interviewer's overlapping interview is shown as a warning first; "save anyway" saves.
 */
export function InterviewForm({
  interview,
  pickInterviewers,
  onSave,
  onCancel,
}: {
  interview?: TInterview;
  /** The admin has no team list: interviewers are chosen by the company's staff. */
  pickInterviewers: boolean;
  onSave: (body: TScheduleInterviewRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('applications');
  const team = useInterviewerChoices(pickInterviewers);
  const zone = interview?.timeZone ?? DEFAULT_TIME_ZONE;
  const wall = interview ? wallClockIn(interview.startsAt, zone) : { date: '', time: '' };
  const [date, setDate] = useState(wall.date);
  const [time, setTime] = useState(wall.time);
  const [duration, setDuration] = useState(String(interview?.durationMinutes ?? 45));
  const [timeZone, setTimeZone] = useState(zone);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [videoUrl, setVideoUrl] = useState(interview?.videoUrl ?? '');
  const [message, setMessage] = useState(interview?.message ?? '');
  const [interviewerIds, setInterviewerIds] = useState<string[]>(
    interview?.interviewers.map((i) => i.id) ?? [],
  );
  const [overlap, setOverlap] = useState<string[] | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (allowOverlap: boolean, e?: FormEvent) => {
    e?.preventDefault();
    if (!date || !time) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onSave({
        date,
        time,
        durationMinutes: Number(duration),
        timeZone,
        location: location.trim() || null,
        videoUrl: videoUrl.trim() || null,
        message: message.trim() || null,
        ...(pickInterviewers ? { interviewerIds } : {}),
        allowOverlap,
      });
      setOverlap(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INTERVIEW_OVERLAP') {
        setOverlap((err.fields ?? []).map((f) => f.message));
      } else if (err instanceof ApiError) {
        addToast({ variant: 'error', title: errorMessage(err.code) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-3" onSubmit={(e) => void save(false, e)} noValidate data-testid="interview-form">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          type="date"
          label={t('interviews.date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={missing && !date ? t('interviews.required') : undefined}
          required
          data-testid="interview-date"
        />
        <TextField
          type="time"
          label={t('interviews.time')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={missing && !time ? t('interviews.required') : undefined}
          required
          data-testid="interview-time"
        />
        <SelectField
          label={t('interviews.duration')}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          options={INTERVIEW_DURATIONS.map((m) => ({
            value: String(m),
            label: t('interviews.minutes', { count: m }),
          }))}
          data-testid="interview-duration"
        />
      </div>
      <SelectField
        label={t('interviews.timeZone')}
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        options={timeZones(zone).map((z) => ({ value: z, label: z }))}
        dir="ltr"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('interviews.location')}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          data-testid="interview-location"
        />
        <TextField
          type="url"
          dir="ltr"
          label={t('interviews.videoUrl')}
          placeholder="https://"
          value={videoUrl}
          onChange={(e) => setVideoUrl(e.target.value)}
        />
      </div>
      {pickInterviewers && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('interviews.interviewers')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-testid="interviewers">
            {(team.data ?? []).map((u) => (
              <label key={u.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={interviewerIds.includes(u.id)}
                  onChange={(e) =>
                    setInterviewerIds((ids) =>
                      e.target.checked ? [...ids, u.id] : ids.filter((x) => x !== u.id),
                    )
                  }
                />
                {u.fullName}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextareaField
        label={t('interviews.message')}
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        data-testid="interview-message"
      />
      {overlap && (
        <div
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-amber-900"
          data-testid="interview-overlap"
        >
          {t('interviews.overlap', { names: overlap.join(', ') })}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        {overlap ? (
          <Button loading={busy} onClick={() => void save(true)} data-testid="interview-save-anyway">
            {t('interviews.saveAnyway')}
          </Button>
        ) : (
          <Button type="submit" loading={busy} data-testid="interview-save">
            {interview ? t('interviews.reschedule') : t('interviews.schedule')}
          </Button>
        )}
      </div>
    </form>
  );
}
