import type { MatchBand } from '@gius/shared/constants';
import { STUDY_FIELDS } from './education-fields.ts';
import { LEVEL_NAMES, MATCH_PHRASES, PATTERN_NAMES, fill, yearsText, type Locale } from './match-phrases.ts';
import type { MatchEvidence, MatchFactor } from './match-score.ts';
import type { SkillAsk } from './job-match-profile.ts';
import { cityName } from './resume-location.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import { joinList, OR_WORD } from './text-units.ts';

/**
 * Strengths, concerns and a recommendation as sentences a recruiter can check against the resume
 * and the job, in the reader's language, from the evidence of the score (never more than it shows).
 */

export interface MatchExplanation {
  strengths: string[];
  concerns: string[];
  recommendation: string;
}

const MAX_LISTED = 5;
const FIELD_LABEL = new Map(STUDY_FIELDS.map((f) => [f.id, f.label]));
const LANGUAGE_LABEL = new Map(SPOKEN_LANGUAGES.map((l) => [l.code, l.label]));

function skillNames(asks: SkillAsk[], locale: Locale): string {
  const names = asks.slice(0, MAX_LISTED).map((a) => a.labels?.[locale] ?? a.labels?.en ?? a.label);
  return joinList([...new Set(names)], locale);
}

const languageNames = (codes: string[], locale: Locale) =>
  joinList(
    codes.map((c) => LANGUAGE_LABEL.get(c)?.[locale] ?? c),
    locale,
  );

/** A title's value from which it is named a role close to the job's field, and of the job's kind. */
const TITLE_NEAR = 0.45;
const TITLE_OF_THE_KIND = 0.6;

function factorValue(factors: MatchFactor[], id: MatchFactor['id']): number | undefined {
  for (const f of factors) if (f.id === id) return f.value;
  return undefined;
}

const AD_WORDS_SAID = 0.4;

export function explainMatch(
  result: { score: number; band: MatchBand; factors: MatchFactor[]; evidence: MatchEvidence },
  locale: Locale,
): MatchExplanation {
  const t = MATCH_PHRASES[locale];
  const { skills, title, experience, education, languages, location, employment } = result.evidence;
  const strengths: string[] = [];
  const concerns: string[] = [];

  // "Required" is what the title or the requirements name (weight 2 or more): a word the description
  // only mentions ("פיתוח מערכות גיוס" in a developer's job) still counts a little in the score, but
  // is not called a requirement the resume misses. A job that names nothing there falls back to all.
  const asked = [...skills.matched, ...skills.missing].filter((s) => !s.niceToHave && s.weight >= 1);
  const minWeight = asked.some((s) => s.weight >= 2) ? 2 : 1;
  const required = asked.filter((s) => s.weight >= minWeight);
  const matchedRequired = skills.matched.filter((s) => !s.niceToHave && s.weight >= minWeight);
  if (matchedRequired.length > 0) {
    strengths.push(
      fill(t.skillsShown!, {
        n: matchedRequired.length,
        total: required.length,
        list: skillNames(matchedRequired, locale),
      }),
    );
  }
  const missingRequired = skills.missing.filter((s) => !s.niceToHave && s.weight >= minWeight);
  const missingNice = skills.missing.filter((s) => s.niceToHave);
  if (missingRequired.length > 0)
    concerns.push(fill(t.skillsMissing!, { list: skillNames(missingRequired, locale) }));
  if (missingNice.length > 0) concerns.push(fill(t.niceMissing!, { list: skillNames(missingNice, locale) }));

  const titleValue = factorValue(result.factors, 'title');
  // A title that meets only a part of the job's (its setting: a veterinary technician for a medical
  // secretary, a QA shift supervisor for a warehouse one) is no past role of the kind: the sentence
  // follows the title's value, not only whether some concept met.
  const titleShown = titleValue !== undefined && !!title.resumeTitle && (title.direct || title.related);
  if (titleShown && titleValue >= TITLE_NEAR) {
    strengths.push(
      fill(title.direct && titleValue >= TITLE_OF_THE_KIND ? t.titleDirect! : t.titleRelated!, {
        title: title.resumeTitle,
      }),
    );
  } else if (titleValue !== undefined && titleValue < 0.5) {
    concerns.push(fill(t.titleNone!, { title: title.jobTitle }));
  }

  const experienceValue = factorValue(result.factors, 'experience');
  if (experienceValue !== undefined && experience.asked !== null) {
    // "N years" are completed years: 4.9 years is 4.
    const values = {
      years: yearsText(experience.years ?? 0, locale),
      asked: yearsText(experience.asked, locale),
    };
    if (experience.years === null) concerns.push(t.yearsUnknown!);
    else if (experienceValue >= 1)
      strengths.push(fill(experience.relevant ? t.yearsMeet! : t.yearsRelated!, values));
    else if (experience.relevant || experience.related) concerns.push(fill(t.yearsShort!, values));
    else concerns.push(fill(t.yearsOther!, values));
  }

  const educationValue = factorValue(result.factors, 'education');
  if (educationValue !== undefined && education.askedLevel) {
    const fieldLabel = FIELD_LABEL.get(education.field)?.[locale];
    const level = education.level ? LEVEL_NAMES[locale][education.level] : t.notStated!;
    if (educationValue >= 0.9) {
      strengths.push(fill(t.educationMeets!, { level, field: fieldLabel ? `${t.in}${fieldLabel}` : '' }));
    } else {
      const fields = education.askedFields
        .map((f) => FIELD_LABEL.get(f)?.[locale])
        .filter((f): f is string => Boolean(f));
      concerns.push(
        fill(t.educationBelow!, {
          level: fieldLabel && education.level ? `${level}${t.in}${fieldLabel}` : level,
          asked: LEVEL_NAMES[locale][education.askedLevel],
          // Any one of the fields asked will do ("behavioural sciences or HR").
          fields: fields.length ? `${t.in}${joinList(fields.slice(0, 3), locale, 'or')}` : '',
        }),
      );
    }
  }

  if (languages.asked.length > 0) {
    if (languages.missing.length === 0)
      strengths.push(fill(t.languagesMeet!, { list: languageNames(languages.asked, locale) }));
    else {
      const groups = languages.alternatives ?? languages.missing.map((code) => [code]);
      const names = groups.map((g) =>
        g.map((c) => LANGUAGE_LABEL.get(c)?.[locale] ?? c).join(OR_WORD[locale]),
      );
      concerns.push(fill(t.languagesMissing!, { list: joinList(names, locale) }));
    }
  }

  if (location.km !== null) {
    const values = {
      city: cityName(location.city, locale),
      km: location.km,
      jobCity: cityName(location.jobCity, locale),
    };
    if (location.city === location.jobCity || location.km < 2) strengths.push(fill(t.sameCity!, values));
    else if (location.km <= 25) strengths.push(fill(t.near!, values));
    else if (location.km > 50) concerns.push(fill(t.far!, values));
  }

  // The ad's words weigh in the score as a bonus: said when they are many, so the score is explained.
  if ((result.evidence.adWords ?? 0) >= AD_WORDS_SAID) strengths.push(t.adWords!);

  if ((factorValue(result.factors, 'employment') ?? 1) < 0.5 && employment.stated && employment.asked) {
    concerns.push(
      fill(t.pattern!, {
        stated: PATTERN_NAMES[locale][employment.stated]!,
        asked: PATTERN_NAMES[locale][employment.asked]!,
      }),
    );
  }

  return { strengths, concerns, recommendation: t[result.band]! };
}
