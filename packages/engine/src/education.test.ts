import { describe, expect, it } from 'vitest';
import { fieldIn, findEducation, levelOf } from './education.ts';

describe('education level of a line', () => {
  it('reads technician studies and a vocational school as a certificate', () => {
    expect(levelOf('לימודי הנדסאות חשמל (שנה ראשונה)')).toBe('certificate');
    expect(levelOf('Vocational school – electrician, 2008')).toBe('certificate');
  });

  it('does not count a degree the line says was left unfinished, and counts one in progress', () => {
    expect(levelOf('תואר ראשון בכלכלה (לא הושלם)')).toBe('');
    expect(levelOf('B.A. Economics, Tel Aviv University (not completed)')).toBe('');
    expect(levelOf('بكالوريوس محاسبة (لم يكتمل)')).toBe('');
    expect(levelOf('B.A. in Psychology (expected 2026), University of Haifa')).toBe('bachelor');
    expect(levelOf("סטודנטית שנה ב' לתואר ראשון בחינוך")).toBe('bachelor');
  });

  it("reads the five-year degrees of the former Soviet system as a master's, as Israel recognises them", () => {
    expect(levelOf("Mechanical Engineer (Engineer's degree), Kharkiv Polytechnic Institute, 1998")).toBe(
      'master',
    );
    expect(levelOf('Specialist degree in Economics, Moscow State University, 2003')).toBe('master');
    expect(levelOf('Dipl.-Ing. Maschinenbau, TU Dresden')).toBe('master');
    expect(levelOf('מהנדסת כימיה, תואר מהנדס, המכון הפוליטכני של קייב, 1995')).toBe('master');
  });
});

describe('field of study of a line', () => {
  it('reads the civil engineering technician in either spelling of בניין (בנין, ktiv haser)', () => {
    expect(fieldIn('2009 – 2011 הנדסאי בניין, מכללת סמי שמעון')?.id).toBe('civil-engineering');
    expect(fieldIn('2009 - 2011 הנדסאי בנין, מכללת סמי שמעון')?.id).toBe('civil-engineering');
  });
});

describe('round 20: practical engineer in Arabic words, trade and field names, short food-safety courses', () => {
  it('reads "هندسي عملي" / "مهندس عملي" (the practical engineer, הנדסאי) as a certificate in its branch', () => {
    expect(levelOf('هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017')).toBe('certificate');
    expect(fieldIn('هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017')?.id).toBe(
      'mechanical-engineering',
    );
    expect(levelOf('مهندس عملي كهرباء، كلية عتيديم، 2012')).toBe('certificate');
    expect(fieldIn('مهندس عملي كهرباء، كلية عتيديم، 2012')?.id).toBe('electrical-engineering');
    // The Hebrew and English words for the same programme, as before.
    expect(fieldIn('הנדסאי מכונות, מכללת בראודה, 2017')?.id).toBe('mechanical-engineering');
    expect(fieldIn('Practical Engineer in Mechanics, Braude College')?.id).toBe('mechanical-engineering');
    const lines = ['هندسي عملي في هندسة الميكانيك، كلية براودة، 2015 – 2017', 'بجروت، 2010'];
    expect(findEducation(lines, lines)).toEqual({ level: 'certificate', field: 'mechanical-engineering' });
  });

  it('reads political science in its plural Hebrew name, and a nail technician course as cosmetics', () => {
    expect(fieldIn('תואר ראשון במדעי המדינה, האוניברסיטה העברית, 2013')?.id).toBe('political-science');
    expect(fieldIn('B.A. Political Sciences, Bar-Ilan University')?.id).toBe('political-science');
    expect(fieldIn('بكالوريوس علوم سياسية، جامعة حيفا')?.id).toBe('political-science');
    expect(fieldIn('دورة فنية أظافر معتمدة، أكاديمية "نايل آرت" تل أبيب، 2017')?.id).toBe(
      'hairdressing-cosmetics',
    );
    expect(fieldIn('קורס ציפורניים מוסמך, 2019')?.id).toBe('hairdressing-cosmetics');
    expect(fieldIn('Certified Manicure course, 2019')?.id).toBe('hairdressing-cosmetics');
  });

  it('reads a food-safety (HACCP) course alone as no education', () => {
    for (const line of [
      'دورة سلامة الغذاء HACCP، 2020',
      'קורס היגיינת מזון HACCP, 2020',
      'Food safety course (HACCP), 2020',
    ]) {
      expect(findEducation([line], [line])).toEqual({ level: '', field: '' });
    }
  });
});

describe('round 21: a driver’s permit to carry hazardous goods', () => {
  it('is a licence, no education, in each language, whatever the line calls it', () => {
    for (const line of [
      'شهادة نقل مواد خطرة',
      'תעודת מוביל חומרים מסוכנים',
      'ADR certificate for dangerous goods, 2018',
    ]) {
      const lines = ['12 שנות לימוד, תיכון עירוני', line];
      expect(findEducation(lines, lines).level, line).toBe('high_school');
    }
  });

  it('is a programme when the line names the course', () => {
    const lines = ['תיכון עירוני', 'קורס הובלת חומרים מסוכנים (ADR) – מכללת "אור ירוק", 2015'];
    expect(findEducation(lines, lines).level).toBe('certificate');
  });
});

describe('round 21: a doctor’s degree of medicine or dentistry', () => {
  it('is a doctorate, written out or as its letters', () => {
    expect(levelOf('דוקטור לרפואת שיניים, אוניברסיטת תל אביב, 2010')).toBe('doctorate');
    expect(levelOf('דוקטור לרפואה, הטכניון, 2012')).toBe('doctorate');
    expect(levelOf('Doctor of Dental Medicine, Tel Aviv University, 2010')).toBe('doctorate');
    expect(levelOf('DDS, University of Michigan, 2009')).toBe('doctorate');
    expect(levelOf('دكتور في طب الأسنان، جامعة القدس، 2011')).toBe('doctorate');
    expect(levelOf('دكتور طب، جامعة الأردن، 2011')).toBe('doctorate');
    // (A doctor's assistant studied no doctorate.)
    expect(levelOf('קורס סייעות לרופא שיניים, 2014')).not.toBe('doctorate');
  });
});
