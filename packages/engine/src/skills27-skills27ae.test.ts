import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';

/**
 * Round 27: skills as a field in Arabic and English, read from the tuning sets' failing lines and
 * from probe resumes of trades outside software. Each case fails on the round's BASE.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const skillsOf = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).skills;

describe('round 27: skills27ae — how often is part of an English duty', () => {
  it('keeps "daily" and "weekly" before a duty read from a work line', () => {
    const skills = skillsOf([
      'Igor Petrenko',
      'igor@example.com',
      '',
      'Work experience',
      'Housekeeping Supervisor — Dan Hotel, Eilat',
      '2019 – present',
      '• Daily room inspections and VIP room set-ups',
      '• Weekly shift scheduling for 18 attendants',
    ]);
    expect(skills).toContain('Daily room inspections');
    expect(skills).toContain('Weekly shift scheduling');
    expect(skills).not.toContain('room inspections');
  });
});

describe('round 27: skills27ae — the last item of a comma list after ", and"', () => {
  it('drops the "and" a comma left at the start of the last item (en, ar)', () => {
    const english = skillsOf([
      'Olga Ivanova',
      'olga@example.com',
      '',
      'Key Skills',
      'Deep cleaning, floor polishing, and waste sorting',
    ]);
    expect(english).toEqual(['Deep cleaning', 'floor polishing', 'waste sorting']);
    const arabic = skillsOf([
      'هدى سليمان',
      'huda@example.com',
      '',
      'المهارات',
      'التنظيف العميق، تلميع الأرضيات، وفرز النفايات',
    ]);
    expect(arabic).toEqual(['التنظيف العميق', 'تلميع الأرضيات', 'فرز النفايات']);
    // (Not a word whose root opens with a waw: "وجبات".)
    const meals = skillsOf(['هدى سليمان', 'huda@example.com', '', 'المهارات', 'الطبخ، الخبز، وجبات صحية']);
    expect(meals).toContain('وجبات صحية');
  });
});

describe('round 27: skills27ae — a lead-in of mastery or years before a listed skill', () => {
  it('reads "إتقان برامج" with its object whole, not as "ب" + "رامج"', () => {
    const arabic = skillsOf([
      'سمر خوري',
      'samar@example.com',
      '',
      'المهارات',
      'إتقان برامج Office',
      'طباعة سريعة',
      'أرشفة',
    ]);
    expect(arabic).toEqual(['برامج Office', 'طباعة سريعة', 'أرشفة']);
  });

  it('drops "10+ years of" before an English skill', () => {
    const english = skillsOf([
      'Amir Tal',
      'amir@example.com',
      '',
      'Skills',
      '10+ years of ceramic tiling',
      'Porcelain installation',
      'Waterproofing',
    ]);
    expect(english).toEqual(['ceramic tiling', 'Porcelain installation', 'Waterproofing']);
  });
});

describe('round 27: skills27ae — Arabic activities joined by "و" after a lead-in', () => {
  it('parts "خبرة في X وY وZ" into its activities, not an object joined by "و"', () => {
    expect(
      skillsOf([
        'منى حداد',
        'mona@example.com',
        '',
        'المهارات',
        'خبرة في العمل على الصندوق وخدمة الزبائن وترتيب البضائع',
      ]),
    ).toEqual(['العمل على الصندوق', 'خدمة الزبائن', 'ترتيب البضائع']);
    expect(
      skillsOf(['منى حداد', 'mona@example.com', '', 'المهارات', 'خبرة في تحضير وجبات صحية وتزيين الكعك']),
    ).toEqual(['تحضير وجبات صحية', 'تزيين الكعك']);
    expect(
      skillsOf(['جمال', 'jamal@example.com', '', 'المهارات', 'خبرة واسعة في تخطيط الري والتسميد']),
    ).toEqual(['تخطيط الري والتسميد']);
  });
});

describe('round 27: skills27ae — the machines a trade lists under their own heading', () => {
  it('reads "Machinery", "Equipment operated", "المعدات", "الآلات" as skills headings', () => {
    for (const heading of [
      'Machinery',
      'Equipment Operated',
      'Machines',
      'Hard Skills',
      'IT Skills',
      'المعدات',
      'الآلات',
      'الماكنات',
    ])
      expect(headingKind(heading)).toBe('skills');
    // (A title with such a word is no heading.)
    expect(headingKind('Heavy Equipment Operator')).toBeNull();
  });

  it('reports the machines listed under them (en, ar)', () => {
    const english = skillsOf([
      'Rafi Ohana',
      'rafi@example.com',
      '',
      'CNC Operator',
      '',
      'Machinery',
      'Haas VF-2, Mazak lathe, Surface grinder',
    ]);
    expect(english).toEqual(['Haas VF-2', 'Mazak lathe', 'Surface grinder']);
    const arabic = skillsOf([
      'رامز عودة',
      'ramez@example.com',
      '',
      'مشغل ماكنات',
      '',
      'الآلات',
      'مخرطة CNC، ماكنة تفريز، ماكنة تجليخ',
    ]);
    expect(arabic).toEqual(['مخرطة CNC', 'ماكنة تفريز', 'ماكنة تجليخ']);
  });
});

describe('round 27: skills27ae — a maker and a model in brackets say which one', () => {
  it('keeps "(DJI Mavic 3)", "(CAT 320)" with the item, not "(Level 3)" (en, he, ar)', () => {
    const english = skillsOf([
      'Dov Ari',
      'dov@example.com',
      '',
      'Skills',
      'Excavator (CAT 320), Drone photography (DJI Mavic 3), Forklift (Level 3)',
    ]);
    expect(english).toEqual(['Excavator (CAT 320)', 'Drone photography (DJI Mavic 3)', 'Forklift']);
    const hebrew = skillsOf([
      'דוד לוי',
      'david@example.com',
      '',
      'כישורים',
      'מחפר (CAT 320), בולדוזר, מחפרון',
    ]);
    expect(hebrew).toContain('מחפר (CAT 320)');
    const arabic = skillsOf([
      'سامر حداد',
      'samer@example.com',
      '',
      'المهارات',
      'حفارة (CAT 320)، جرافة، تصوير جوي (DJI Mavic 3)',
    ]);
    expect(arabic).toContain('حفارة (CAT 320)');
    expect(arabic).toContain('تصوير جوي (DJI Mavic 3)');
  });
});
