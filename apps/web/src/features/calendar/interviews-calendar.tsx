import { useMemo, useState } from 'react';
import { addDays, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { Calendar, Views, type View } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TInterview } from '@gius/shared/interviews';
import { paths } from '../../app/paths.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { addToast } from '../../components/ui/toast-store.ts';
import { formatInterviewTime, wallClockIn } from '../../lib/interview-time.ts';
import { useAppEvents } from '../../lib/use-app-events.ts';
import { useCalendarInterviews, useMoveInterview } from './calendar-api.ts';
import { calendarLocalizer } from './calendar-localizer.ts';

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  interview: TInterview;
}

const DnDCalendar = withDragAndDrop<CalendarEvent>(Calendar);
const VIEWS = [Views.MONTH, Views.WEEK, Views.DAY] as const;
const SCROLL_TO = new Date(1970, 0, 1, 8, 0);

/** `?date=2026-12-15` in the address, as a local day; today otherwise. */
function dayOf(value: string | null): Date {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date();
}

/**
 * Interviews on a month, week or day calendar (react-big-calendar), in the page's language and
 * direction, the week from Sunday. A click opens the application; dragging an interview to another
 * time asks first, then reschedules it (the candidate and interviewers get the changed invitation).
 * The day and view are kept in the address (`?date=&view=`).
 */
export function InterviewsCalendar({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.resolvedLanguage ?? 'he';
  const [params, setParams] = useSearchParams();
  const date = dayOf(params.get('date'));
  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : Views.WEEK;
  const range = useMemo(
    () => ({
      from: startOfWeek(startOfMonth(date), { weekStartsOn: 0 }),
      to: addDays(endOfWeek(endOfMonth(date), { weekStartsOn: 0 }), 1),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params.get('date')],
  );
  const list = useCalendarInterviews(range, companyId);
  const client = useQueryClient();
  useAppEvents(['interview.created', 'interview.updated', 'interview.cancelled'], () => {
    void client.invalidateQueries({ queryKey: ['interviews'] });
  });
  const move = useMoveInterview();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ interview: TInterview; start: Date } | null>(null);

  const events: CalendarEvent[] = (list.data ?? []).map((i) => ({
    title: `${i.candidateName} – ${i.jobTitle}`,
    start: new Date(i.startsAt),
    end: new Date(i.endsAt),
    interview: i,
  }));
  const setQuery = (next: { date?: Date; view?: View }) => {
    const d = next.date ?? date;
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const merged = new URLSearchParams(params);
    merged.set('date', day);
    merged.set('view', next.view ?? view);
    setParams(merged, { replace: true });
  };
  const onDrop = ({ event, start }: EventInteractionArgs<CalendarEvent>) => {
    const at = new Date(start);
    if (at.getTime() === event.start.getTime()) return;
    setPending({ interview: event.interview, start: at });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-2" data-testid="interviews-calendar">
      <div style={{ height: 720 }}>
        <DnDCalendar
          localizer={calendarLocalizer}
          culture={language}
          rtl={i18n.dir(language) === 'rtl'}
          events={events}
          date={date}
          view={view}
          views={[...VIEWS]}
          onNavigate={(d) => setQuery({ date: d })}
          onView={(v) => setQuery({ view: v })}
          scrollToTime={SCROLL_TO}
          step={30}
          timeslots={2}
          popup
          resizable={false}
          draggableAccessor={(e) => e.interview.status !== 'cancelled'}
          onEventDrop={onDrop}
          onSelectEvent={(e) =>
            void navigate(`${paths.dashboard('applications')}?application=${e.interview.applicationId}`)
          }
          eventPropGetter={(e) => ({
            className: e.interview.status === 'cancelled' ? 'opacity-50 line-through' : '',
          })}
          components={{
            event: ({ event }) => (
              <span
                data-testid="calendar-event"
                data-interview-id={event.interview.id}
                data-starts-at={event.interview.startsAt}
                title={event.title}
              >
                {event.title}
              </span>
            ),
          }}
          messages={{
            today: t('today'),
            previous: t('previous'),
            next: t('next'),
            month: t('month'),
            week: t('week'),
            day: t('day'),
            agenda: t('agenda'),
            date: t('date'),
            time: t('time'),
            event: t('event'),
            noEventsInRange: t('noEvents'),
            showMore: (count: number) => t('showMore', { count }),
          }}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        variant="primary"
        title={t('move.title')}
        description={
          pending
            ? t('move.text', {
                name: pending.interview.candidateName,
                when: formatInterviewTime(pending.start.toISOString(), pending.interview.timeZone, language),
              })
            : ''
        }
        confirmLabel={t('move.confirm')}
        onConfirm={async () => {
          if (!pending) return;
          const { date: day, time } = wallClockIn(pending.start.toISOString(), pending.interview.timeZone);
          await move.mutateAsync({
            id: pending.interview.id,
            patch: { date: day, time, allowOverlap: true },
          });
          addToast({ variant: 'success', title: t('move.done') });
          setPending(null);
        }}
      />
    </div>
  );
}
