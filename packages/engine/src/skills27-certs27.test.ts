import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind, namesLicences } from './resume-sections.ts';

/**
 * Certifications, licences and courses beside skills (round 27, helper certs27). The tuning labels'
 * majority by place: a licence under a skills or a licences heading is a skill (296 of 303 items),
 * under education or in a work line it is not, nor is a course or certificate under a courses or
 * certifications heading. A heading that names licensing as the act ("Licensing", "רישוי",
 * "الترخيص") is a licences heading.
 */
const NOW = new Date('2026-11-01T00:00:00Z');
const skillsOf = (text: string) => parseResume(text, { now: NOW }).skills;

describe('round 27: certs27 — a licensing heading is a heading of licences', () => {
  it('reads "Licensing", "Licensure", "רישוי", "الترخيص" as licences headings', () => {
    for (const h of [
      'Licensing',
      'Licensure',
      'Professional licensing',
      'רישוי',
      'רישוי מקצועי',
      'الترخيص',
      'التراخيص',
    ]) {
      expect(headingKind(h)).toBe('certifications');
      expect(namesLicences(h)).toBe(true);
    }
  });

  it('reads a licence under a Hebrew licensing heading as a skill', () => {
    const skills = skillsOf(
      'דנה לוי\nמודדת מוסמכת\n\nניסיון\nמודדת, משרד מדידות כהן, 2015 – היום\n\nרישוי\nרישיון מודד מוסמך, 2016\n\nהשכלה\nהנדסאית מדידות, 2012\n',
    );
    expect(skills.some((s) => s.startsWith('רישיון מודד'))).toBe(true);
  });

  it('reads a licence under an Arabic licensing heading as a skill', () => {
    const skills = skillsOf(
      'أحمد حسن\nصيدلي\n\nالخبرة\nصيدلي، صيدلية المركز، 2016 - حتى الآن\n\nالترخيص\nرخصة صيدلي، وزارة الصحة، 2016\n\nالتعليم\nبكالوريوس صيدلة، 2015\n',
    );
    expect(skills).toContain('رخصة صيدلي');
  });
});

describe('round 27: certs27 — the body that issued a licence, after it on its line', () => {
  it('drops a state body or an institute named after a licence (he, en, ar)', () => {
    const en = skillsOf(
      'Nadav Carmeli\nLand Surveyor\n\nExperience\nSurveyor, Ginsburg Engineering, 2015 – 2020\n\nLicences\nLand Surveyor licence, Survey of Israel, 2016\n\nEducation\nPractical Engineer, 2012\n',
    );
    expect(en).toEqual(['Land Surveyor licence']);
    const he = skillsOf(
      'דנה לוי\nבודקת\n\nניסיון\nבודקת, חברת אלפא, 2015 – היום\n\nרישיונות\nרישיון בודק גז, מכון התקנים, 2016\n\nהשכלה\nבגרות\n',
    );
    expect(he).toEqual(['רישיון בודק גז']);
    const ar = skillsOf(
      'سامي خليل\nمدرب\n\nالخبرة\nمدرب، نادي النور، 2015 - حتى الآن\n\nالرخص\nرخصة مدرب لياقة، معهد وينغيت، 2016\n\nالتعليم\nتوجيهي\n',
    );
    expect(ar).toEqual(['رخصة مدرب لياقة']);
  });
});
