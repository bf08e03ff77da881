/**
 * A range's dash read as a middle dot on a line whose parts a middle dot parts ("2013 · 2015 ·
 * Insurance Agent · Ayalon" for "2013 – 2015 · Insurance Agent · Ayalon"): the range is read as
 * two items and lost. Two dates, the earlier first, with a middle dot alone between them and no third
 * date beside them, are a range: a resume lists no two years as items of one line.
 */
const DOTTED_RANGE =
  /(?<![\d/.]|(?:19|20)\d\d · )((?:\d{1,2}[/.])?((?:19|20)\d\d)) · ((?:\d{1,2}[/.])?((?:19|20)\d\d))(?![\d/.]| · (?:\d{1,2}[/.])?(?:19|20)\d\d)/gu;

export function withRangeDotRestored(line: string): string {
  return line.replace(DOTTED_RANGE, (whole, from: string, fromYear: string, to: string, toYear: string) =>
    Number(fromYear) <= Number(toYear) ? `${from} – ${to}` : whole,
  );
}
