import { language, soft, type SkillConcept } from './skill-concept.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';

/** Soft skills and spoken languages, with a label per language. */
const WRITTEN_OUT: readonly SkillConcept[] = [
  // Soft skills
  soft('teamwork', { en: 'Teamwork', he: 'עבודת צוות', ar: 'العمل الجماعي' }, [
    'team player',
    'collaboration',
    'עבודה בצוות',
    'שיתוף פעולה',
    'العمل ضمن فريق',
    'العمل بروح الفريق',
    'روح الفريق',
  ]),
  soft('communication', { en: 'Communication skills', he: 'יכולת תקשורת', ar: 'مهارات التواصل' }, [
    'communication',
    'interpersonal',
    'יחסי אנוש',
    'תקשורת בינאישית',
    'תקשורת בין אישית',
    'כושר ביטוי',
    'التواصل',
    'مهارات الاتصال',
  ]),
  soft('independence', { en: 'Independent work', he: 'עבודה עצמאית', ar: 'العمل باستقلالية' }, [
    'self-starter',
    'independent work',
    'work independently',
    'working independently',
    'autonomous',
    'עבודה באופן עצמאי',
    'יכולת עבודה עצמאית',
    'استقلالية',
  ]),
  soft('learning', { en: 'Fast learning', he: 'יכולת למידה', ar: 'سرعة التعلم' }, [
    'quick learner',
    'fast learner',
    'self-learning',
    'learning ability',
    'למידה עצמית',
    'יכולת למידה עצמית',
    'לומד מהר',
    'לומדת מהר',
    'التعلم الذاتي',
  ]),
  soft('problem-solving', { en: 'Problem solving', he: 'פתרון בעיות', ar: 'حل المشكلات' }, [
    'troubleshooting',
    'problem-solving',
    'פתרון תקלות',
    'حل المشاكل',
  ]),
  soft('detail', { en: 'Attention to detail', he: 'ירידה לפרטים', ar: 'الاهتمام بالتفاصيل' }, [
    'detail-oriented',
    'detail oriented',
    'thoroughness',
    'יסודיות',
    'דייקנות',
    'סדר וארגון',
    'الدقة',
  ]),
  soft('multitasking', { en: 'Multitasking', he: 'ריבוי משימות', ar: 'تعدد المهام' }, [
    'multi-tasking',
    'multiple tasks',
    'עבודה במקביל',
    'تعدد المهام',
  ]),
  soft('service', { en: 'Service orientation', he: 'אוריינטציה שירותית', ar: 'التوجه نحو الخدمة' }, [
    'service oriented',
    'service-oriented',
    'יחס שירותי',
    'תודעת שירות',
    'روح الخدمة',
  ]),
  soft('leadership', { en: 'Leadership', he: 'מנהיגות', ar: 'القيادة' }, [
    'יכולת הובלה',
    'כושר מנהיגות',
    'قيادة',
  ]),
  soft('time-management', { en: 'Time management', he: 'ניהול זמן', ar: 'إدارة الوقت' }, [
    'organization skills',
    'organizational skills',
    'יכולת ארגון',
    'כושר ארגון',
    'مهارات تنظيمية',
  ]),
  soft('analytical', { en: 'Analytical thinking', he: 'חשיבה אנליטית', ar: 'التفكير التحليلي' }, [
    'analytical skills',
    'analytical',
    'יכולת אנליטית',
    'יכולות אנליטיות',
    'مهارات تحليلية',
  ]),
  soft('creativity', { en: 'Creativity', he: 'יצירתיות', ar: 'الإبداع' }, [
    'creative',
    'יצירתי',
    'יצירתית',
    'إبداع',
  ]),
  soft('pressure', { en: 'Working under pressure', he: 'עבודה תחת לחץ', ar: 'العمل تحت الضغط' }, [
    'under pressure',
    'עמידה בלחצים',
    'עמידה בלחץ',
    'تحت الضغط',
  ]),
  // Languages
  language('lang-hebrew', { en: 'Hebrew', he: 'עברית', ar: 'العبرية' }, [
    'עברית ברמה גבוהה',
    'اللغة العبرية',
    'عبري',
  ]),
  language('lang-english', { en: 'English', he: 'אנגלית', ar: 'الإنجليزية' }, [
    'אנגלית ברמה גבוהה',
    'اللغة الإنجليزية',
    'الانجليزية',
    'انجليزي',
  ]),
  language('lang-arabic', { en: 'Arabic', he: 'ערבית', ar: 'العربية' }, ['اللغة العربية', 'عربي']),
  language('lang-russian', { en: 'Russian', he: 'רוסית', ar: 'الروسية' }, []),
  language('lang-french', { en: 'French', he: 'צרפתית', ar: 'الفرنسية' }, []),
  language('lang-spanish', { en: 'Spanish', he: 'ספרדית', ar: 'الإسبانية' }, []),
  language('lang-amharic', { en: 'Amharic', he: 'אמהרית', ar: 'الأمهرية' }, []),
];

// Every other language a resume can state, asked for by its names and spellings.
const written = new Set(WRITTEN_OUT.map((c) => c.id));
export const SOFT_AND_LANGUAGE_SKILLS: readonly SkillConcept[] = [
  ...WRITTEN_OUT,
  ...SPOKEN_LANGUAGES.filter((l) => !written.has(l.concept)).map((l) =>
    language(
      l.concept,
      l.label,
      l.aliases.filter((a) => a !== l.label.en && a !== l.label.he && a !== l.label.ar),
    ),
  ),
];
