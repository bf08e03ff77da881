import type { TJobFields } from '@gius/shared/jobs';

/** The open jobs of the demo company: real-looking ads in the three languages of the product. */
export const DEMO_JOBS: TJobFields[] = [
  {
    title: 'מפתח/ת Full Stack',
    location: 'תל אביב',
    employmentType: 'full_time',
    description:
      'הצטרפו לצוות המוצר שלנו ובנו את מערכת הגיוס שמועמדים וחברות באמת מעדיפים. תעבדו מקצה לקצה: ממסכי React ועד שירותי Node.js ו-PostgreSQL בענן.',
    requirements:
      '3+ שנות ניסיון בפיתוח Full Stack\nניסיון ב-React ו-TypeScript\nניסיון ב-Node.js ו-PostgreSQL\nיתרון: AWS ו-Docker',
  },
  {
    title: 'אנליסט/ית נתונים',
    location: 'חיפה',
    employmentType: 'full_time',
    description:
      'מחפשים אנליסט/ית סקרן/ית שיהפוך/תהפוך נתוני גיוס לתובנות: דשבורדים, ניתוח משפכים והמלצות להנהלה.',
    requirements:
      'שנתיים ניסיון לפחות בניתוח נתונים\nשליטה ב-SQL וב-Excel\nניסיון ב-Power BI או Tableau\nיתרון: Python',
  },
  {
    title: 'נציג/ת שירות לקוחות',
    location: 'באר שבע',
    employmentType: 'part_time',
    description: 'מענה טלפוני ובצ׳אט ללקוחות המערכת, הדרכה בסיסית ופתרון תקלות. משמרות בוקר וערב.',
    requirements: 'ניסיון בשירות לקוחות\nעברית ברמת שפת אם\nאנגלית טובה\nיתרון: ערבית',
  },
  {
    title: 'QA Automation Engineer',
    location: 'Herzliya',
    employmentType: 'full_time',
    description:
      'Own the quality of a recruitment platform used in Hebrew, English and Arabic: build end-to-end suites, test right-to-left layouts and keep releases green.',
    requirements:
      '2+ years in test automation\nExperience with Playwright or Selenium\nJavaScript or TypeScript\nAdvantage: CI pipelines',
  },
  {
    title: 'محاسب/ة',
    location: 'الناصرة',
    employmentType: 'full_time',
    description: 'مكتب محاسبة في الناصرة يبحث عن محاسب/ة لإدارة الحسابات والتقارير الشهرية للعملاء.',
    requirements: 'شهادة في المحاسبة\nخبرة سنتين على الأقل\nإتقان Excel\nميزة: معرفة ببرنامج Priority',
  },
  {
    title: 'מגייס/ת טכנולוגי/ת',
    location: 'רמת גן',
    employmentType: 'contract',
    description:
      'ניהול תהליכי גיוס למשרות פיתוח, סינון מועמדים, ראיונות ראשוניים ועבודה צמודה עם מנהלי הצוותים.',
    requirements: 'שנה ניסיון לפחות בגיוס\nהיכרות עם עולם ההייטק\nיכולת בין-אישית גבוהה',
  },
];
