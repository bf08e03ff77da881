import { describe, expect, it } from 'vitest';
import { fieldIn, findEducation, levelOf } from './education.ts';
import { parseResume } from './resume-fields.ts';

/**
 * Education entries written the ways English resumes (and Hebrew and Arabic ones) write them (round 26,
 * helper edu26): each case one of the kinds its probe of 371 entries showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const education = (text: string) => {
  const fields = parseResume(text, { now: NOW });
  return { level: fields.educationLevel, field: fields.educationField };
};

describe('round 26: edu26 — entries written field first', () => {
  it('reads the field above the degree when the one under it heads the next entry', () => {
    expect(
      findEducation(
        [
          'Social Work',
          'B.A., University of Haifa, 2015',
          'Psychology',
          'Certificate in Group Facilitation, Bar-Ilan University, 2017',
        ],
        [],
      ),
    ).toEqual({ level: 'bachelor', field: 'social-work' });
    expect(
      findEducation(
        [
          'עבודה סוציאלית',
          'B.A., אוניברסיטת חיפה, 2015',
          'פסיכולוגיה',
          'תעודה בהנחיית קבוצות, אוניברסיטת בר אילן, 2017',
        ],
        [],
      ),
    ).toEqual({ level: 'bachelor', field: 'social-work' });
    expect(
      findEducation(
        [
          'عمل اجتماعي',
          'بكالوريوس، جامعة حيفا، 2015',
          'علم النفس',
          'شهادة في إرشاد المجموعات، جامعة بار إيلان، 2017',
        ],
        [],
      ),
    ).toEqual({ level: 'bachelor', field: 'social-work' });
  });

  it('still reads the field under the degree when the entries are written degree first', () => {
    expect(
      findEducation(
        ['Bachelor of Arts', 'Criminology', 'Bar-Ilan University, 2012', 'Master of Arts', 'Criminology'],
        [],
      ),
    ).toEqual({ level: 'master', field: 'criminology' });
    expect(findEducation(['תואר ראשון', 'עבודה סוציאלית', 'אוניברסיטת חיפה'], [])).toEqual({
      level: 'bachelor',
      field: 'social-work',
    });
  });
});

describe('round 26: edu26 — coursework and a thesis under a degree are not its field', () => {
  it('passes over "Relevant coursework:", "עבודת גמר:", "مساقات ذات صلة:"', () => {
    expect(
      findEducation(
        ['Bachelor of Arts, Tel Aviv University, 2015', 'Relevant coursework: Statistics, Marketing'],
        [],
      ),
    ).toEqual({ level: 'bachelor', field: '' });
    expect(
      findEducation(['תואר ראשון, אוניברסיטת תל אביב, 2015', 'עבודת גמר: שיווק ברשתות חברתיות'], []),
    ).toEqual({
      level: 'bachelor',
      field: '',
    });
    expect(
      findEducation(['بكالوريوس، جامعة تل أبيب، 2015', 'مساقات ذات صلة: إحصاء، مناهج بحث، تسويق'], []),
    ).toEqual({ level: 'bachelor', field: '' });
  });

  it('still reads a field written on its own line or after "Specialization:"', () => {
    expect(
      findEducation(['Bachelor of Arts, 2014', 'Tel Aviv University', 'Specialization: Psychology'], []),
    ).toEqual({ level: 'bachelor', field: 'psychology' });
  });
});

describe('round 26: edu26 — the field after a university and an em dash', () => {
  it('reads "Bachelor of Science, University of Haifa — Nursing" and its Hebrew and Arabic', () => {
    expect(fieldIn('Bachelor of Science, University of Haifa — Nursing, 2018')?.id).toBe('nursing');
    expect(fieldIn('תואר ראשון, אוניברסיטת חיפה — סיעוד, 2018')?.id).toBe('nursing');
    expect(fieldIn('بكالوريوس، جامعة حيفا — تمريض، 2018')?.id).toBe('nursing');
    expect(
      education(
        'Dana Levin\ndana@example.com\nEDUCATION\nBachelor of Science, University of Haifa — Nursing, 2018\nSKILLS\nTriage',
      ),
    ).toEqual({ level: 'bachelor', field: 'nursing' });
  });

  it('still reads no field from a school of dental medicine for a degree that names its own subject', () => {
    expect(
      fieldIn('Bachelor of Science in Dental Hygiene, Hebrew University School of Dental Medicine'),
    ).toBeNull();
  });
});

describe('round 26: edu26 — degree words written otherwise', () => {
  it('reads the Israeli English "first / second degree" and "graduate degree"', () => {
    expect(levelOf('Second Degree in Educational Counseling, Bar-Ilan University, 2018')).toBe('master');
    expect(levelOf('Graduate degree in Criminology, Bar-Ilan University, 2017')).toBe('master');
    expect(levelOf('First degree in Social Work, University of Haifa, 2016')).toBe('bachelor');
    expect(levelOf('Undergraduate degree in Psychology, Tel Aviv University')).toBe('bachelor');
    // (In Hebrew and Arabic the same words were read before: "תואר שני", "اللقب الثاني".)
    expect(levelOf('תואר שני בייעוץ חינוכי')).toBe('master');
    expect(levelOf('اللقب الثاني في الإرشاد التربوي')).toBe('master');
  });

  it('reads Magister, BScN, MSN, BCA, MCA and a dotted M.S. / B.S. before its field', () => {
    expect(findEducation(['Magister in Sociology, University of Warsaw, 2004'], [])).toEqual({
      level: 'master',
      field: 'sociology',
    });
    expect(findEducation(['BScN, University of Ottawa, 2011'], [])).toEqual({
      level: 'bachelor',
      field: 'nursing',
    });
    expect(findEducation(['MSN, Nursing Education, 2017'], [])).toEqual({
      level: 'master',
      field: 'nursing',
    });
    expect(findEducation(['Bachelor of Computer Applications (BCA), University of Pune, 2014'], [])).toEqual({
      level: 'bachelor',
      field: 'computer-science',
    });
    expect(findEducation(['Master of Computer Applications (MCA), Anna University, 2016'], [])).toEqual({
      level: 'master',
      field: 'computer-science',
    });
    expect(findEducation(['M.S. Biomedical Engineering, Boston University, 2018'], [])).toEqual({
      level: 'master',
      field: 'biomedical-engineering',
    });
    expect(levelOf('B.S., Mechanical Engineering, 2010')).toBe('bachelor');
  });
});

describe('round 26: edu26 — field names written otherwise', () => {
  it('reads biological sciences, criminal justice, politics and the short names of subjects', () => {
    expect(fieldIn('BSc (Hons) Biological Sciences, University of Exeter, 2013')?.id).toBe('biology');
    expect(fieldIn('بكالوريوس علوم حياتية، 2012')?.id).toBe('biology');
    expect(fieldIn('Bachelor of Science in Criminal Justice, Florida State University')?.id).toBe(
      'criminology',
    );
    expect(fieldIn('BA Politics and International Relations, University of Kent')?.id).toBe(
      'political-science',
    );
    expect(fieldIn('BA in Politics, Philosophy and Economics (PPE)')?.id).toBe('political-science');
    expect(fieldIn('B.A. Psych & Sociology, Haifa University')?.id).toBe('psychology');
    expect(fieldIn('B.A. Econ., Hebrew University, 2010')?.id).toBe('economics');
    expect(fieldIn('B.A. Poli Sci, Bar-Ilan University')?.id).toBe('political-science');
    expect(fieldIn('B.Eng. in Electrical and Electronic Engineering, University of Nottingham')?.id).toBe(
      'electrical-engineering',
    );
    expect(fieldIn('B.Tech (CSE), VIT University, 2015')?.id).toBe('computer-science');
    expect(fieldIn('BSc in Environmental & Earth Sciences, 2014')?.id).toBe('environmental-studies');
  });
});
