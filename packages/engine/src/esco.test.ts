import { describe, expect, it } from 'vitest';
import { escoSkillNamed, essentialSkillLabels, occupationOfTitle } from './esco.ts';
import { analyzeJobForMatch } from './job-match-profile.ts';

describe('ESCO occupations and skills', () => {
  it('finds the occupation a title names, in English, Hebrew or Arabic, within a longer title', () => {
    expect(occupationOfTitle('Night Baker')?.label).toBe('baker');
    expect(occupationOfTitle('אופה/ת לילה'.replace('/ת', ''))?.label).toBe('baker');
    expect(occupationOfTitle('ممرضة مسجلة')?.label).toBe('nurse responsible for general care');
    expect(occupationOfTitle('Senior Bank Teller')?.label).toBe('bank teller');
    expect(occupationOfTitle('zzz qqq')).toBeNull();
  });

  it("gives an occupation's essential skills and the lexicon concepts they name", () => {
    const nurse = occupationOfTitle('Registered Nurse')!;
    expect(essentialSkillLabels(nurse).length).toBeGreaterThan(10);
    expect(nurse.concepts).toContain('nursing');
  });

  it('knows skill names the lexicon does not', () => {
    expect(escoSkillNamed('Bake goods')).toBe('bake goods');
    expect(escoSkillNamed('a sentence that is no skill')).toBeNull();
  });

  it("fills a job that names few skills with its occupation's, and leaves a detailed job as written", () => {
    const baker = analyzeJobForMatch({
      jobTitle: 'אופה/ת לילה',
      requirements: '- זמינות למשמרות לילה\n- נכונות לעבודה פיזית',
    });
    const added = baker.skills.filter((s) => s.fromOccupation);
    expect(added.map((s) => s.id)).toContain('food-safety');
    expect(added.every((s) => s.weight === 1 && !s.niceToHave)).toBe(true);
    const nurse = analyzeJobForMatch({
      jobTitle: 'Registered Nurse',
      requirements: '- Nursing licence\n- ICU experience\n- First aid\n- Medication administration\n- CPR',
    });
    expect(nurse.skills.some((s) => s.fromOccupation)).toBe(false);
  });

  it('keeps a requirement ESCO names, outside the lexicon, as an ask of all its words', () => {
    const job = analyzeJobForMatch({ jobTitle: 'Pastry Cook', requirements: '- Bake goods\n- Night shifts' });
    const ask = job.skills.find((s) => s.label === 'Bake goods');
    expect(ask?.allWords?.[0]).toContain('bake');
  });
});
