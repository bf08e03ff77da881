import type { TCreateJobRequest } from '@gius/shared/jobs';
import type { ResumeFixture } from './upload-fixtures.ts';

/** Resumes and jobs whose match is known: a strong Full Stack developer, a cook, and their jobs. */

export function strongResume(fullName = 'דנה לוי'): ResumeFixture {
  return {
    headerLines: [fullName, 'dana.levi@example.com | 052-555-1234', 'תל אביב'],
    lines: [
      'מפתחת Full Stack עם 6 שנות ניסיון',
      'ניסיון: 2019–2025 מפתחת Full Stack ב-Wix, תל אביב',
      'כישורים: TypeScript, React, Node.js, PostgreSQL',
      'השכלה: תואר ראשון במדעי המחשב, אוניברסיטת תל אביב',
      'שפות: עברית, אנגלית',
    ],
  };
}

export function weakResume(fullName = 'יוסי כהן'): ResumeFixture {
  return {
    headerLines: [fullName, 'yossi.cohen@example.com | 052-555-9876', 'חיפה'],
    lines: ['טבח במסעדה', 'ניסיון: 2022–2023 טבח במסעדה, חיפה', 'כישורים: בישול, אפייה', 'שפות: עברית'],
  };
}

export const FULL_STACK_JOB: Partial<TCreateJobRequest> = {
  title: 'מפתח/ת Full Stack',
  description: 'פיתוח מערכות גיוס בענן, עבודה בצוות קטן.',
  requirements: 'TypeScript, React, Node.js; שלוש שנות ניסיון',
  location: 'תל אביב',
};

/** Close to FULL_STACK_JOB: a strong Full Stack resume matches both above 70. */
export const SIMILAR_JOB: Partial<TCreateJobRequest> = {
  title: 'מפתח/ת Full Stack בכיר/ה',
  description: 'פיתוח מוצר SaaS, צוות מוצר.',
  requirements: 'TypeScript, React, Node.js, PostgreSQL; ארבע שנות ניסיון',
  location: 'רמת גן',
};

/** Unlike both: nobody above is auto-applied to it. */
export const ACCOUNTANT_JOB: Partial<TCreateJobRequest> = {
  title: 'רואה/ת חשבון',
  description: 'הנהלת חשבונות לחברה בצמיחה.',
  requirements: 'תואר בחשבונאות, Excel, ניסיון של 3 שנים',
  location: 'חיפה',
};

/** A non-tech Hebrew job: the cook (weakResume, who lists baking) is its best candidate. */
export const BAKER_JOB: Partial<TCreateJobRequest> = {
  title: 'אופה לילה',
  description: 'למאפייה בחיפה דרוש/ה אופה למשמרות לילה.',
  requirements: 'ניסיון באפייה; הכנת בצקים; שנת ניסיון לפחות',
  location: 'חיפה',
};
