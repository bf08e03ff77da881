import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';
import { namesLicences } from './resume-sections.ts';

/**
 * Kinds the metamorphic probe's round-26 edits showed (helper meta26), each written here in Hebrew,
 * English and Arabic: a numbered licences heading, and "החל מ-… ועד …" opening a head line.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const analyze = (text: string) => analyzeResume(text, { now: NOW });

describe('round 26: meta26 — a numbered or decorated licences heading still lists licences', () => {
  it('reads the licences under "2. רישיונות" as skills', () => {
    const r = analyze(
      'אבי מזרחי\n050-9927451\n\n1. יצירת קשר\navi.m@gmail.com\n\n2. רישיונות\nרישיון חשמלאי מוסמך\nרישיון נהיגה C1\n\n3. מיומנויות\nאיתור תקלות\nקריאת תוכניות חשמל\n',
    );
    expect(r.skills).toEqual(
      expect.arrayContaining(['רישיון חשמלאי מוסמך', 'רישיון נהיגה C1', 'איתור תקלות']),
    );
  });
  it('reads the licences under "2. Licences" as skills', () => {
    const r = analyze(
      'Avi Mizrahi\n050-9927451\n\n2. Licences\nDriving licence C1\nForklift licence\n\n3. Skills\nTroubleshooting\n',
    );
    expect(r.skills).toEqual(
      expect.arrayContaining(['Driving licence C1', 'Forklift licence', 'Troubleshooting']),
    );
  });
  it('reads the licences under "2. الرخص" as skills', () => {
    const r = analyze(
      'سامر خوري\n050-9927451\n\n2. الرخص\nرخصة قيادة C1\nرخصة رافعة شوكية\n\n3. المهارات\nإصلاح الأعطال\n',
    );
    expect(r.skills).toEqual(expect.arrayContaining(['رخصة قيادة C1', 'رخصة رافعة شوكية', 'إصلاح الأعطال']));
  });
  it('sets aside a number, a bullet or decoration, and nothing else', () => {
    for (const heading of ['2. רישיונות', '▪ Licences', '── الرخص ──', '3) Driving licenses'])
      expect(namesLicences(heading), heading).toBe(true);
    for (const heading of ['2. כישורים', 'Skills', '1. الخبرة العملية'])
      expect(namesLicences(heading), heading).toBe(false);
  });
});

describe('round 26: meta26 — "starting from … until …" opening a head line is the range, no title', () => {
  it('reads "החל מ-07/2020 ועד היום | פרמדיק, מד"א" as the paramedic title', () => {
    const r = analyze(
      'דנה כהן\n050-1234567\n\nניסיון תעסוקתי\nהחל מ-07/2020 ועד היום | פרמדיק, מד"א\nהחל מ-2014 ועד 2020 | מוקדן רפואי, מוקד 101\n',
    );
    expect(r.jobTitles).toEqual(['פרמדיק', 'מוקדן רפואי']);
    expect(r.experienceYears).toBeCloseTo(11, 0);
  });
  it('reads "from 07/2020 until today | Paramedic, MDA" the same way', () => {
    const r = analyze(
      'Dana Cohen\n050-1234567\n\nExperience\nfrom 07/2020 until today | Paramedic, MDA\nfrom 2014 until 2020 | Medical Dispatcher, Call Center 101\n',
    );
    expect(r.jobTitles).toEqual(['Paramedic', 'Medical Dispatcher']);
  });
  it('reads "ابتداءً من 07/2020 وحتى اليوم | مسعف، نجمة داود" the same way', () => {
    const r = analyze(
      'دانا كوهين\n050-1234567\n\nالخبرة العملية\nابتداءً من 07/2020 وحتى اليوم | مسعف، نجمة داود\nمن 2014 ولغاية 2020 | موظف مركز طوارئ، مركز 101\n',
    );
    expect(r.jobTitles).toEqual(['مسعف', 'موظف مركز طوارئ']);
  });
});

describe('round 26: meta26 — jobs written as a numbered list', () => {
  it('reads "1. 2017-היום – אופטומטריסטית ראשית, …" as a job head, not a duty', () => {
    const r = analyze(
      'הילה ששון\n050-5527714\n\nניסיון תעסוקתי:\n1. 2017-היום – אופטומטריסטית ראשית, אופטיקה הלפרין\n2. 2014-2017 – אופטומטריסטית, אופטיקנה, באר שבע\n\nשפות: עברית\n',
    );
    expect(r.jobTitles).toEqual(['אופטומטריסטית ראשית', 'אופטומטריסטית']);
    expect(r.experienceYears).toBeCloseTo(11.5, 0);
  });
  it('reads "1. 2017-Present – Senior Optometrist, …" the same way', () => {
    const r = analyze(
      'Hila Sasson\n050-5527714\n\nExperience:\n1. 2017-Present – Senior Optometrist, Halperin Optics\n2. 2014-2017 – Optometrist, Optikana, Beer Sheva\n\nLanguages: Hebrew\n',
    );
    expect(r.jobTitles).toEqual(['Senior Optometrist', 'Optometrist']);
    expect(r.experienceYears).toBeCloseTo(11.5, 0);
  });
  it('reads "1. من 2014 ولغاية اليوم: مقاول بلاط …" the same way', () => {
    const r = analyze(
      'محمود جبارين\n050-8836412\n\nالخبرات:\n1. من 2014 ولغاية اليوم: مقاول بلاط وقصارة (مستقل)\n2. 2006 - 2014: بلّاط، شركة أشتروم للبناء\n\nاللغات: العربية\n',
    );
    expect(r.jobTitles).toEqual(['مقاول بلاط وقصارة', 'بلّاط']);
    expect(r.experienceYears).toBeCloseTo(19.5, 0);
  });
  it('keeps numbered duties under a job its details', () => {
    const r = analyze(
      'Hila Sasson\n050-5527714\n\nExperience\nSenior Optometrist | Halperin Optics | 2017 – Present\n1. Eye exams for children and adults\n2. Fitting multifocal contact lenses\n',
    );
    expect(r.jobTitles).toEqual(['Senior Optometrist']);
  });
});
