import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDUCATION_RANK } from './education.ts';
import { ISRAELI_CITIES } from './israeli-cities.ts';
import { MARITAL_STATUSES } from './marital-status.ts';
import { SKILLS } from './skill-lexicon.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import {
  educationLevelName,
  languageName,
  locationName,
  maritalStatusName,
  showDetails,
  skillName,
} from './shown-values.ts';

const LOCALES = ['he', 'en', 'ar'] as const;
const HEBREW = /\p{Script=Hebrew}/u;
const ARABIC = /\p{Script=Arabic}/u;

/** A value shown to a Hebrew reader is written in Hebrew, to an Arabic one in Arabic. */
function expectInScript(text: string, locale: (typeof LOCALES)[number]) {
  if (locale === 'he') expect(text).toMatch(HEBREW);
  if (locale === 'ar') expect(text).toMatch(ARABIC);
  if (locale === 'en') expect(text).toMatch(/^[\p{Script=Latin}\s’'/-]+$/u);
}

describe('shown values', () => {
  it('names every marital status in each language, none falling through as its code', () => {
    expect(MARITAL_STATUSES.sort()).toEqual(['divorced', 'married', 'partnered', 'single', 'widowed']);
    for (const status of MARITAL_STATUSES) {
      for (const locale of LOCALES) {
        const name = maritalStatusName(status, locale);
        expect(name, `${status} in ${locale}`).not.toBe(status);
        expectInScript(name, locale);
      }
    }
    expect(maritalStatusName('married', 'he')).toBe('נשוי/אה');
    expect(maritalStatusName('married', 'ar')).toBe('متزوج/ة');
  });

  it('names every education level, and the legacy "diploma", in each language', () => {
    const levels = [...Object.keys(EDUCATION_RANK).filter(Boolean), 'diploma'];
    expect(levels).toHaveLength(6);
    for (const level of levels) {
      for (const locale of LOCALES) {
        const name = educationLevelName(level, locale);
        expect(name, `${level} in ${locale}`).not.toBe(level);
        expectInScript(name, locale);
      }
    }
    expect(educationLevelName('diploma', 'he')).toBe(educationLevelName('certificate', 'he'));
    expect(educationLevelName('bachelor', 'he')).toBe('תואר ראשון');
  });

  it('names every language the engine reads, by its code, in each language', () => {
    expect(SPOKEN_LANGUAGES.length).toBeGreaterThan(10);
    for (const { code } of SPOKEN_LANGUAGES) {
      for (const locale of LOCALES) {
        const name = languageName(code, locale);
        expect(name, `${code} in ${locale}`).not.toBe(code);
        expectInScript(name, locale);
      }
    }
    expect(languageName('ar', 'he')).toBe('ערבית');
    expect(languageName('he', 'ar')).toBe('العبرية');
  });

  it("names every language the engine reads on the web too, in each locale (the web's own names)", () => {
    for (const locale of LOCALES) {
      const file = new URL(`../../../apps/web/src/i18n/locales/${locale}/resumes.json`, import.meta.url);
      const names = JSON.parse(readFileSync(file, 'utf8')).read.languageNames as Record<string, string>;
      for (const { code } of SPOKEN_LANGUAGES) expect(names[code], `${code} in ${locale}`).toBeTruthy();
    }
  });

  it('names every skill of the taxonomy by its own label where it has one, by id or English label', () => {
    let withHebrew = 0;
    for (const concept of SKILLS) {
      for (const locale of LOCALES) {
        const expected = concept.label[locale] ?? concept.label.en;
        expect(skillName(concept.id, locale), `${concept.id} in ${locale}`).toBe(expected);
      }
      // The resume columns keep the English label: it leads to the same concept (or one with the same labels).
      const byLabel = skillName(concept.label.en, 'he');
      expect(
        SKILLS.some((c) => c.label.en === concept.label.en && (c.label.he ?? c.label.en) === byLabel),
      ).toBe(true);
      if (concept.label.he) withHebrew++;
    }
    expect(withHebrew).toBeGreaterThan(50);
    // A skill the taxonomy does not know is shown as the resume wrote it.
    expect(skillName('מתן תרופות', 'ar')).toBe('מתן תרופות');
  });

  it('names every city the engine reads by the Hebrew name the columns keep, or its id', () => {
    for (const city of ISRAELI_CITIES) {
      for (const locale of LOCALES) {
        expect(locationName(city.he, locale)).toBe(city[locale]);
        expect(locationName(city.id, locale)).toBe(city[locale]);
        expectInScript(city[locale], locale);
      }
    }
    expect(locationName('תל אביב', 'ar')).toBe('تل أبيب');
  });

  it('shows a stored details object in the reader’s language', () => {
    const nursing = SKILLS.find((c) => c.label.he && c.label.ar)!;
    const details = {
      location: 'חיפה',
      maritalStatus: 'married',
      educationLevel: 'certificate',
      educationField: 'culinary-arts',
      languages: ['he', 'ar', 'en'],
      skills: [nursing.label.en, 'Forklift-free skill'],
    };
    expect(showDetails(details, 'he')).toEqual({
      location: 'חיפה',
      maritalStatus: 'נשוי/אה',
      educationLevel: 'תעודה מקצועית',
      educationField: 'קולינריה',
      languages: ['עברית', 'ערבית', 'אנגלית'],
      skills: [nursing.label.he, 'Forklift-free skill'],
    });
    expect(showDetails(details, 'ar')).toMatchObject({
      location: 'حيفا',
      maritalStatus: 'متزوج/ة',
      educationField: 'فنون الطهي',
      languages: ['العبرية', 'العربية', 'الإنجليزية'],
      skills: [nursing.label.ar, 'Forklift-free skill'],
    });
    expect(
      showDetails({ ...details, maritalStatus: null, educationLevel: null, educationField: null }, 'en'),
    ).toMatchObject({
      maritalStatus: null,
      educationLevel: null,
      educationField: null,
    });
  });
});
