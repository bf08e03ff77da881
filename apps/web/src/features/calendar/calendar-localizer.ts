import { format, getDay, parse, startOfWeek } from 'date-fns';
import { ar, enUS, he } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';

/**
 * The calendar's dates in the page's language (date-fns locales he, en, ar); the week starts on
 * Sunday in all three (Arabic's date-fns locale would start it on Saturday).
 */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date, options?: Parameters<typeof startOfWeek>[1]) =>
    startOfWeek(date, { ...options, weekStartsOn: 0 }),
  getDay,
  locales: { he, en: enUS, ar },
});
