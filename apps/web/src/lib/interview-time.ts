/** Interview times as people read them: in the interview's own time zone, in the page's language. */

export function formatInterviewTime(iso: string, timeZone: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The wall-clock date (`yyyy-mm-dd`) and time (`HH:mm`) of an instant in a time zone, for the form. */
export function wallClockIn(iso: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** The zones offered in the form: the browser's list, the default first. */
export function timeZones(preferred: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [preferred, 'UTC'];
  return [preferred, ...all.filter((z) => z !== preferred)];
}
