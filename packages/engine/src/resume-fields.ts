import { extractEmail } from '@gius/shared/resume-personal-info';
import { coveredYears, findDateRanges, type MonthRange } from './date-ranges.ts';
import { findEducation, levelOf, type EducationLevel } from './education.ts';
import { splitEntries, type ExperienceEntry } from './experience-entries.ts';
import { findIsraeliId } from './israeli-id.ts';
import { detectLanguage, type EngineLanguage } from './language.ts';
import { findMaritalStatus, type MaritalStatus } from './marital-status.ts';
import { findFullName } from './person-name.ts';
import { findPhoneNumber } from './phone-number.ts';
import { findAge } from './resume-age.ts';
import { findLanguages } from './resume-languages.ts';
import { findLocation } from './resume-location.ts';
import { splitResumeSections, type ResumeSection, type SectionKind } from './resume-sections.ts';
import { findSkills } from './resume-skills.ts';
import { findJobTitles, roleInLine } from './resume-titles.ts';
import { IndexedText } from './term-matcher.ts';
import { nonEmptyLines } from './text-units.ts';

/**
 * What a resume says about the person, each field read by its own rule and left empty when the
 * resume does not state it (never guessed): parseResume(text, { now }).
 */

export interface ResumeFields {
  language: EngineLanguage;
  fullName: string;
  email: string;
  /** E.164: +972521234567; '' when none. */
  phone: string;
  /** 052-1234567 for Israeli numbers, else as `phone`. */
  phoneNational: string;
  /** City id (israeli-cities.ts); '' when not stated. */
  location: string;
  age: number | null;
  /** Nine digits, only with a valid check digit. */
  idNumber: string;
  maritalStatus: MaritalStatus | '';
  /** Skill-concept ids (skill lexicon), in order of first appearance. */
  skills: string[];
  /** Titles of the experience entries as written, in the resume's order. */
  jobTitles: string[];
  /** Years covered by the work entries' date ranges, overlaps once, one decimal; null when none. */
  experienceYears: number | null;
  educationLevel: EducationLevel | '';
  /** Field-of-study id (education-fields.ts) of the highest degree. */
  educationField: string;
  /** ISO 639-1 codes of the languages the resume says the person speaks. */
  languages: string[];
}

export interface ParseOptions {
  /** The day ages and "present" are counted to. */
  now: Date;
}

/** Parts of a parsed resume the analysis reuses. */
export interface ParsedResume {
  fields: ResumeFields;
  sections: ResumeSection[];
  header: string[];
  entries: ExperienceEntry[];
  indexed: IndexedText;
}

const CONTACT = /@|(?:\+|\b0)\d[\d\s-]{7,}/;
const NOT_WORK =
  /(?:שירות\s+צבאי|שירות\s+לאומי|צה["״]ל|\bIDF\b|military\s+service|army|الخدمة\s+(?:العسكرية|الوطنية|المدنية)|התנדבות|volunteer|تطوع)/iu;
const INSTITUTION =
  /(?:אוניברסיט|מכללת|המכללה|הטכניון|סמינר|\buniversity\b|\bcollege\b|جامعة|الجامعة|كلية|معهد)/iu;

/** Headings of a block of personal details or contact lines. */
const PERSONAL_HEADING =
  /(?:פרטים\s+אישיים|פרטי\s+קשר|יצירת\s+קשר|personal|contact|معلومات|التواصل|الاتصال|بيانات\s+شخصية)/iu;

function linesOf(sections: ResumeSection[], kinds: SectionKind[]): string[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

/** Lines that describe work: the experience sections, or every untitled line when there is none. */
function workLines(sections: ResumeSection[]): string[] {
  const experience = linesOf(sections, ['experience']);
  return experience.length > 0 ? experience : linesOf(sections, ['other', 'summary']);
}

function workRanges(entries: ExperienceEntry[], now: Date): MonthRange[] {
  return entries.flatMap((entry) =>
    entry.head
      .filter(
        (line) =>
          !NOT_WORK.test(line) && (roleInLine(line) !== '' || (!levelOf(line) && !INSTITUTION.test(line))),
      )
      .flatMap((line) => findDateRanges(line, now)),
  );
}

export function parseResumeDetailed(text: string, options: ParseOptions): ParsedResume {
  const lines = nonEmptyLines(text);
  const { header, sections } = splitResumeSections(text);
  const fullName = findFullName(lines);
  const entries = splitEntries(workLines(sections));
  const ranges = workRanges(entries, options.now);
  const education = findEducation(linesOf(sections, ['education']), lines);
  const phone = findPhoneNumber(text);
  const indexed = new IndexedText(text);
  const location = findLocation(lines, {
    header,
    contact: [
      ...lines.filter((line) => CONTACT.test(line)),
      ...sections.filter((s) => PERSONAL_HEADING.test(s.heading)).flatMap((s) => s.lines),
    ],
    fullName,
  });
  const fields: ResumeFields = {
    language: detectLanguage(text),
    fullName,
    email: extractEmail(text),
    phone: phone?.e164 ?? '',
    phoneNational: phone?.national ?? '',
    location: location?.id ?? '',
    age: findAge(text, options.now),
    idNumber: findIsraeliId(text),
    maritalStatus: findMaritalStatus(lines),
    skills: findSkills(indexed).map((hit) => hit.concept.id),
    jobTitles: findJobTitles(entries),
    experienceYears: ranges.length > 0 ? coveredYears(ranges) : null,
    educationLevel: education.level,
    educationField: education.field,
    languages: findLanguages(linesOf(sections, ['languages']), lines),
  };
  return { fields, sections, header, entries, indexed };
}

export function parseResume(text: string, options: ParseOptions): ResumeFields {
  return parseResumeDetailed(text, options).fields;
}
