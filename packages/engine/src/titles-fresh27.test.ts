import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

const NOW = new Date('2026-11-29T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 27: fresh27 — an intern and a channel in a Hebrew title', () => {
  it('reads "סטאז\'רית רוקחות" after its workplace and town, and keeps "בצ\'אט" in the title', () => {
    const intern = parse([
      'דנה לוי',
      'dana@example.com',
      '',
      'ניסיון תעסוקתי',
      "כללית פארם, רעננה – סטאז'רית רוקחות, 2016 – 2017",
    ]);
    expect(intern.jobTitles).toEqual(["סטאז'רית רוקחות"]);
    const lawIntern = parse([
      'רון כהן',
      'ron@example.com',
      '',
      'ניסיון',
      "משרד לוי ושות', תל אביב – סטאז'ר, 2019 – 2020",
    ]);
    expect(lawIntern.jobTitles).toEqual(["סטאז'ר"]);
    const chat = parse([
      'מיכל לוי',
      'michal@example.com',
      '',
      'ניסיון',
      "סלקום, אשדוד — נציגת שירות בצ'אט — 2015-2016",
    ]);
    expect(chat.jobTitles).toEqual(["נציגת שירות בצ'אט"]);
    const phone = parse(['רון כהן', 'ron@example.com', '', 'ניסיון', '2015-2016 נציג מכירות בטלפון בפרטנר']);
    expect(phone.jobTitles).toEqual(['נציג מכירות בטלפון']);
  });
});

describe('round 27: fresh27 — a bullet that opens with "since" and says the person works there', () => {
  it('reads the job in ar, he and en, and counts its years', () => {
    const arabic = parse([
      'يوسف أبو حسين',
      'yousef@example.com',
      '',
      'عملي',
      '- منذ 2016 أعمل ككهربائي سيارات في كراج الأخوين في باقة الغربية: تشخيص الأعطال، إصلاح أنظمة التكييف.',
      '- 2011 – 2016: ميكانيكي مساعد في كراج النور، الخضيرة – تغيير زيوت ومكابح.',
    ]);
    expect(arabic.jobTitles).toEqual(['كهربائي سيارات', 'ميكانيكي مساعد']);
    expect(arabic.experienceYears).toBeGreaterThan(15);
    const hebrew = parse([
      'יוסי לוי',
      'yossi@example.com',
      '',
      'ניסיון',
      '- מאז 2016 אני עובד כחשמלאי רכב במוסך האחים בבאקה: איתור תקלות, תיקון מזגנים.',
      '- 2011 – 2016: מכונאי במוסך טויוטה, חדרה – החלפת שמנים.',
    ]);
    expect(hebrew.jobTitles).toEqual(['חשמלאי רכב', 'מכונאי']);
    expect(hebrew.experienceYears).toBeGreaterThan(15);
    const english = parse([
      'Yossi Levi',
      'yossi@example.com',
      '',
      'Experience',
      '- Since 2016 I have worked as an auto electrician at Al-Akhawain Garage, Baqa: diagnostics, A/C repair.',
      '- 2011 – 2016: Mechanic, Toyota service center, Hadera – oil changes.',
    ]);
    expect(english.jobTitles).toEqual(['auto electrician', 'Mechanic']);
    expect(english.experienceYears).toBeGreaterThan(15);
  });
});
