/**
 * Dates and times in the reader's language. `Date#toLocaleDateString` builds a new ICU formatter on
 * every call, which on a phone costs milliseconds per list row; a formatter is kept per language and
 * options instead.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${language ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

type DateInput = string | number | Date;

/** As `toLocaleDateString(language, options)`: the date alone unless `options` say otherwise. */
export function formatDate(value: DateInput, language?: string, options: Intl.DateTimeFormatOptions = DATE) {
  return formatter(language, options).format(new Date(value));
}

/** As `toLocaleString(language, options)`: the date and the time unless `options` say otherwise. */
export function formatDateTime(
  value: DateInput,
  language?: string,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
) {
  return formatter(language, options).format(new Date(value));
}
