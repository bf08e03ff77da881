/**
 * What the engine reads in common requirement lines of job ads: the skills it asks (a "~" marks an
 * ask by loose words, "?" one that is an advantage), the years, languages and education. A job
 * whose lines name no concept, or the wrong one ("רשתות השיווק" read as marketing), ranks its
 * candidates on loose words. The lines are written from knowledge of the Israeli market in Hebrew,
 * Arabic and English, every trade, not from the eval sets (round 22; round 23 added lines that name
 * an occupation, the last of each language). Read by eye: it asserts
 * nothing; what it found is fixed in the lexicon with tests.
 *
 *   npx tsx packages/engine/eval/requirement-coverage.ts          the lines that ask nothing
 *   npx tsx packages/engine/eval/requirement-coverage.ts -- all   every line with what it asks
 */
import { analyzeJobForMatch } from '../src/job-match-profile.ts';

const HEBREW = `
ניסיון של שנתיים לפחות במכירות שטח
עבודה מול רשתות השיווק והמכולות
רישיון נהיגה B בתוקף - חובה
רכב צמוד + טלפון נייד
ניסיון בעבודה מול לקוחות עסקיים
יחסי אנוש מצוינים ויכולת עבודה בצוות
זמינות לעבודה במשמרות כולל שישי
ניסיון בליקוט והעמסה - יתרון
רישיון מלגזה בתוקף - חובה
עבודה פיזית, כולל הרמת משאות
ניסיון בעבודה עם מסופון
היכרות עם מערכת WMS - יתרון
ניסיון בהנהלת חשבונות סוג 3
שליטה בתוכנת חשבשבת ו-Excel
ניסיון בהכנת דוחות מע"מ וניכויים
היכרות עם מערכת פריוריטי
ניסיון בחישובי שכר - חובה
תעודת חשב שכר מוסמך
ניסיון במשרד רואי חשבון - יתרון
רישיון משרד הבריאות לעסוק בסיעוד
ניסיון במחלקה פנימית או בגריאטריה
ידע במתן תרופות וטיפול בפצעים
עבודה במשמרות לילה
תעודת מטפל/ת סיעודי/ת
ניסיון בטיפול בקשישים
אחריות ויחס חם למטופלים
ניסיון באפייה תעשייתית - יתרון
עבודה במשמרות לילה במאפייה
הכנת בצקים ולחמים
תעודת טבח - יתרון
ניסיון בעבודה במטבח מוסדי
עמידה בתקני בטיחות מזון ותברואה
ניסיון בהוראה בבית ספר יסודי
תעודת הוראה בתוקף
ניסיון בעבודה עם ילדים בגיל הרך
ניהול כיתה והכנת מערכי שיעור
תואר ראשון בחינוך - יתרון
ניסיון בשירות לקוחות טלפוני
עבודה מול מערכות CRM
יכולת שכנוע ותודעת שירות גבוהה
ערבית או רוסית - יתרון
אנגלית ברמה טובה
ניסיון של 3 שנים לפחות כחשמלאי
רישיון חשמלאי מוסמך
ניסיון בתחזוקת מבנים ומערכות
ידע באינסטלציה, מיזוג וחשמל
עבודה בגובה - תעודה בתוקף
ניסיון כמכונאי רכב
ניסיון באבחון תקלות ממוחשב
עבודה עם מחשב דיאגנוסטיקה
ניסיון בניהול צוות של 10 עובדים לפחות
ניסיון בניהול מלאי והזמנות
ניסיון בניהול חנות או סניף
עמידה ביעדי מכירות
ניסיון בגיוס עובדים
ניהול תהליכי גיוס מקצה לקצה
ניסיון בעבודה עם מערכות ATS
תואר ראשון בפסיכולוגיה או במדעי ההתנהגות
ניסיון ברכש ויבוא מהמזרח הרחוק
עבודה מול ספקים בחו"ל
ניסיון בשחרור משלוחים מהמכס
היכרות עם תהליכי שילוח ועמילות מכס
ניסיון בקבלת קהל
מענה טלפוני ותיאום פגישות
עבודה עם תוכנות אופיס
הקלדה מהירה ועברית ברמה גבוהה
ניסיון כמזכירה רפואית - יתרון
היכרות עם מערכות של קופות החולים
ניסיון בשיווק דיגיטלי וניהול קמפיינים
ניהול עמודי פייסבוק ואינסטגרם
כתיבת תוכן לרשתות החברתיות
ניסיון בניהול פרויקטים בתחום הבנייה
ניסיון בפיקוח על עבודות בנייה
תואר בהנדסה אזרחית
רישום בפנקס המהנדסים
ניסיון בעבודה עם AutoCAD
ניסיון כנהג משאית
רישיון נהיגה C ו-CE
תעודת מנוף - יתרון
ניסיון בהובלת סחורה ארצית
רישיון להובלת חומרים מסוכנים
ניסיון באבטחה וחמוש - יתרון
קורס מאבטחים בתוקף
ניסיון בניקיון משרדים
ניסיון בעבודה במוקד
ניסיון בתפעול קופה רושמת
סידור מדפים וקבלת סחורה
ניסיון בעבודה במעבדה
תואר בביולוגיה או כימיה
עבודה לפי נהלי GMP
ניסיון בבקרת איכות בתעשייה
היכרות עם תקני ISO 9001
ניסיון בבדיקות תוכנה ידניות
ניסיון באוטומציה ב-Python או Java
עבודה עם Jira
ניסיון בפיתוח Backend ב-Node.js
ידע ב-SQL
ניסיון בניתוח נתונים ו-SQL
עבודה עם Power BI או Tableau
ניסיון בעבודה עם ילדים עם צרכים מיוחדים
תואר בעבודה סוציאלית ורישום בפנקס
ניסיון בליווי משפחות
ניסיון כספרית - יתרון
ניסיון בעבודה בבית מרקחת
רוקח/ת מוסמך/ת
ניסיון בתפעול מכונות CNC
קריאת שרטוטים טכניים
ניסיון בריתוך
ניסיון בעבודה כגנן
ניסיון בעבודה חקלאית
ניסיון בהדרכת קבוצות
ניסיון במכירות טלפוניות
ניסיון כסוכן ביטוח
רישיון סוכן ביטוח
ניסיון בבנקאות
ניסיון במתן שירות בדלפק
ניסיון בעבודה במלון
ניסיון כטלפנית
משרה חלקית, בקרים
היכרות עם אזור הצפון
מגורים באזור המרכז
ניסיון כמלצר/ית – יתרון
ניסיון בנגרות
ניסיון כרתך או כמסגר
ניסיון של שנה לפחות כטבח/ית
ניסיון בתרגום מסמכים
ניסיון בעבודה כשליח/ה
ניסיון כצבעי/ת - חובה
ניסיון בעבודות ריצוף
`;

const ARABIC = `
خبرة سنتين على الأقل في المبيعات الميدانية
رخصة قيادة سارية المفعول
خبرة في العمل مع الزبائن
القدرة على العمل ضمن فريق
الاستعداد للعمل بنظام الورديات
خبرة في تجهيز الطلبيات والتحميل
رخصة رافعة شوكية سارية
خبرة في إدارة المخزون
خبرة في مسك الدفاتر
معرفة ببرنامج حشبشيفت وإكسل
خبرة في حساب الرواتب
شهادة محاسب قانوني
رخصة مزاولة مهنة التمريض من وزارة الصحة
خبرة في رعاية المسنين
خبرة في إعطاء الأدوية والعناية بالجروح
خبرة في المخابز
تحضير العجين والخبز
خبرة في العمل في مطبخ مطعم
الالتزام بقواعد سلامة الغذاء والنظافة
خبرة في التدريس في المرحلة الابتدائية
شهادة تدريس سارية
خبرة في العمل مع الأطفال في جيل الطفولة المبكرة
خبرة في خدمة الزبائن عبر الهاتف
العمل مع أنظمة CRM
العبرية بمستوى عالٍ
الإنجليزية - ميزة
خبرة ثلاث سنوات كفني كهرباء
رخصة كهربائي مؤهل
خبرة في صيانة المباني
خبرة في السباكة والتكييف
العمل على ارتفاعات - شهادة سارية
خبرة كميكانيكي سيارات
خبرة في تشخيص الأعطال المحوسب
خبرة في إدارة فريق
خبرة في إدارة فرع
تحقيق أهداف المبيعات
خبرة في التوظيف
خبرة في المشتريات والاستيراد
التعامل مع موردين في الخارج
خبرة في التخليص الجمركي
خبرة في استقبال الجمهور
الرد على الهاتف وتنسيق المواعيد
خبرة في التسويق الرقمي وإدارة الحملات
إدارة صفحات فيسبوك وإنستغرام
خبرة في الإشراف على أعمال البناء
شهادة في الهندسة المدنية
خبرة في العمل ببرنامج أوتوكاد
خبرة كسائق شاحنة
رخصة قيادة شاحنة ثقيلة
خبرة في الحراسة والأمن
خبرة في أعمال التنظيف
خبرة في العمل على الصندوق
ترتيب الرفوف واستلام البضائع
خبرة في العمل في المختبر
شهادة في الأحياء أو الكيمياء
خبرة في مراقبة الجودة في المصانع
خبرة في فحص البرمجيات
خبرة في تحليل البيانات وSQL
خبرة في العمل مع ذوي الاحتياجات الخاصة
شهادة في العمل الاجتماعي
خبرة في العمل في صيدلية
خبرة في تشغيل ماكنات CNC
قراءة المخططات الفنية
خبرة في اللحام
خبرة في البستنة
خبرة في الزراعة
خبرة في المبيعات الهاتفية
خبرة كوكيل تأمين
خبرة في العمل البنكي
خبرة في العمل في فندق
خبرة في الدهان والجبص
خبرة في تبليط الأرضيات
خبرة في قيادة الحافلات
خبرة في تصفيف الشعر
خبرة في الطبخ الشرقي
خبرة في النجارة
خبرة كنادل - ميزة
خبرة في الترجمة
خبرة كعامل نظافة
خبرة سنتين كحداد
خبرة في أعمال البناء
`;

const ENGLISH = `
At least 2 years of field sales experience
Valid B driving licence
Experience working with business customers
Team player with excellent interpersonal skills
Available for shift work including weekends
Experience in order picking and loading
Valid forklift licence
Experience with WMS systems - an advantage
Experience in bookkeeping
Proficiency in Excel and accounting software
Experience in payroll processing
Certified public accountant
Registered nurse licence from the Ministry of Health
Experience in elderly care
Medication administration and wound care
Experience in industrial baking
Dough preparation
Experience in a restaurant kitchen
Food safety and hygiene standards
Experience teaching in elementary school
Valid teaching certificate
Experience with early childhood education
Experience in phone customer service
Working with CRM systems
Fluent Hebrew and English
Arabic or Russian - an advantage
3+ years as an electrician
Licensed electrician
Experience in building maintenance
Knowledge of plumbing, HVAC and electrical systems
Working at heights certificate
Experience as a car mechanic
Computerized fault diagnosis
Team management experience
Experience managing a store or branch
Meeting sales targets
Experience in recruitment
End-to-end recruitment processes
Experience in procurement and import
Working with overseas suppliers
Customs clearance experience
Front desk experience
Answering phones and scheduling appointments
Digital marketing and campaign management
Managing Facebook and Instagram pages
Construction site supervision experience
Degree in civil engineering
Experience with AutoCAD
Experience as a truck driver
Heavy truck licence (C/CE)
Security guard experience
Office cleaning experience
Cash register experience
Shelf stocking and goods receiving
Laboratory experience
Degree in biology or chemistry
Working under GMP
Quality control experience in manufacturing
Manual software testing
Test automation in Python or Java
Data analysis with SQL
Experience working with children with special needs
Social work degree and registration
Experience in a pharmacy
Operating CNC machines
Reading technical drawings
Welding experience
Gardening and landscaping experience
Agricultural work experience
Telesales experience
Licensed insurance agent
Banking experience
Hotel experience
Claims handling experience
Experience in motor claims
Tutoring experience
Experience leading training sessions for new employees
Experience as a line cook
Experience as a waiter - an advantage
Carpentry experience
Translation experience
2+ years as a welder or metalworker
Experience as a courier
`;

const all = process.argv.includes('all');
for (const [language, text] of [
  ['Hebrew', HEBREW],
  ['Arabic', ARABIC],
  ['English', ENGLISH],
] as const) {
  const lines = text.trim().split('\n');
  let none = 0;
  const shown: string[] = [];
  for (const line of lines) {
    const job = analyzeJobForMatch({ jobTitle: '', requirements: `- ${line}` });
    const asks = job.skills.map((s) => `${s.id}${s.words ? '~' : ''}${s.niceToHave ? '?' : ''}`);
    const other = [
      job.minYears ? `years ${job.minYears}` : '',
      job.languages.length > 0 ? `languages ${job.languages.join(',')}` : '',
      job.education ? `education ${job.education.level} ${job.education.fields.join(',')}` : '',
    ].filter(Boolean);
    const nothing = asks.length === 0 && other.length === 0;
    if (nothing) none++;
    if (all || nothing) shown.push(`  ${line}  =>  ${[...asks, ...other].join(' ') || '(nothing)'}`);
  }
  console.log(`${language}: ${none} of ${lines.length} lines ask nothing`);
  for (const line of shown) console.log(line);
}
