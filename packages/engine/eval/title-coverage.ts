/**
 * Which common job titles name no concept: a job whose title names none is ranked on loose words
 * alone, and years in any trade may count toward it. The lists are common titles of the Israeli
 * labour market in Hebrew (both genders where people write both), English and Arabic, every
 * sector, written from knowledge of the market, not from the eval sets.
 *
 *   npx tsx packages/engine/eval/title-coverage.ts          counts, and the titles without a concept
 *   npx tsx packages/engine/eval/title-coverage.ts -- all   every title with its concepts
 */
import { jobTitleConceptsOf } from '../src/occupations.ts';

const HEBREW = `
רופא משפחה, רופאה, רופא שיניים, רופאת שיניים, אח מוסמך, אחות מוסמכת, אחות מעשית, אחות אחראית, מיילדת, פרמדיק, חובש, פיזיותרפיסט, פיזיותרפיסטית,
מרפאה בעיסוק, קלינאית תקשורת, דיאטנית, תזונאית, פסיכולוג, פסיכולוגית קלינית, פסיכולוגית חינוכית, עובדת סוציאלית, עובד סוציאלי,
רוקח, רוקחת, עוזר רוקח, טכנאי רנטגן, טכנאית מעבדה, לבורנט, לבורנטית, אופטומטריסט, סייעת רופא שיניים, שיננית, מזכירה רפואית,
מטפלת סיעודית, מטפל סיעודי, כוח עזר, סניטר, מטפלת, מטפל בקשישים, מלווה רפואי, מדביר, וטרינר, טכנאי וטרינרי,
גננת, סייעת גן, סייעת, מורה, מורה למתמטיקה, מורה לאנגלית, מחנכת, מורה לחינוך מיוחד, יועצת חינוכית, מנהלת בית ספר, רכזת פדגוגית,
מרצה, מרצה בכיר, חוקר, חוקרת, עוזר מחקר, מדריך, מדריכה, מדריך נוער, מדריך טיולים, מורה נהיגה, מאמן כושר, מדריך חדר כושר, מציל,
שוטר, שוטרת, סוהר, כבאי, לוחם אש, מאבטח, מאבטחת, שומר, קב"ט, פקח, פקח חניה, בודק ביטחוני,
מנהל חשבונות, מנהלת חשבונות, חשב, חשבת, חשב שכר, חשבת שכר, רואה חשבון, רואת חשבון, מבקר פנים, יועץ מס, כלכלן, כלכלנית, אנליסט פיננסי,
פקיד בנק, פקידת בנק, טלר, בנקאי, בנקאית, יועץ השקעות, יועץ משכנתאות, סוכן ביטוח, סוכנת ביטוח, חתם ביטוח, שמאי, שמאי רכב, מסלק תביעות,
עורך דין, עורכת דין, עוזר משפטי, מזכירה משפטית, נוטריון, יועץ משפטי, מתמחה במשפטים,
מזכירה, מזכיר, פקיד, פקידה, פקידת קבלה, פקיד קבלה, מנהלת משרד, מנהל משרד, רכזת, רכז, עוזרת אישית, מקליד, מקלידה, פקידת הזנת נתונים,
מנהל משאבי אנוש, מנהלת משאבי אנוש, רכזת גיוס, מגייסת, רכז משאבי אנוש, מנהל רכש, קניין, קניינית, רכז רכש, מנהל לוגיסטיקה, מנהל תפעול, מנהלת תפעול,
מחסנאי, מחסנאית, מלקט, מלקטת, מלגזן, עובד מחסן, מנהל מחסן, אחראי משמרת, מנהל משמרת, ראש צוות, מנהל סניף, מנהלת סניף, סגן מנהל סניף,
נהג, נהג משאית, נהג אוטובוס, נהג מונית, נהג חלוקה, נהג מסחרית, שליח, שליחה, בלדר, נהג מלגזה, מפעיל עגורן, עגורנאי, סדרן, סדרנית,
מוכר, מוכרת, קופאי, קופאית, סדרן סחורה, נציג מכירות, נציגת מכירות, נציג שירות, נציגת שירות, נציגת שירות לקוחות, מוקדן, מוקדנית, טלפנית, איש מכירות, מנהל מכירות, מנהל תיקי לקוחות, מנהל לקוחות,
טבח, טבחית, שף, סו שף, קונדיטור, קונדיטורית, אופה, אופה לחם, עובד מטבח, שוטף כלים, מלצר, מלצרית, ברמן, ברמנית, בריסטה, מארחת, מנהל מסעדה, אחראי משמרת במסעדה, קצב,
פקיד קבלה במלון, חדרנית, מנהל משק בית, מנהל מלון, קונסיירז', סוכן נסיעות, דיילת, דייל, דיילת קרקע,
חשמלאי, חשמלאי מוסמך, אינסטלטור, שרברב, טכנאי מיזוג אוויר, טכנאי קירור, טכנאי אחזקה, איש אחזקה, מכונאי, מכונאי רכב, פחח, צבע, צבעי, טייח, רצף, רצפן, טפסן, ברזלן, פועל בניין, מנהל עבודה, מהנדס ביצוע, מהנדס בניין, מהנדס אזרחי, מודד, הנדסאי בניין, שיפוצניק, נגר, רתך, מסגר, חרט, מפעיל CNC, זגג, מתקין אלומיניום, גנן, גנן נוף, חקלאי, רפתן, לולן, עובד משק, טרקטוריסט,
עובד ייצור, מפעיל מכונה, מפעילת מכונה, עובד פס ייצור, אורז, אורזת, בקר איכות, מבקר איכות, מנהל איכות, מהנדס איכות, מנהל ייצור, מהנדס תעשייה וניהול, מהנדס מכונות, מהנדס חשמל, הנדסאי חשמל, הנדסאי מכונות, מהנדס כימיה, כימאי, טכנאי אלקטרוניקה, טכנאי מחשבים, טכנאי שירות, טכנאי סלולר,
מתכנת, מתכנתת, מפתח תוכנה, מפתחת תוכנה, מפתח פול סטאק, מפתח Backend, מפתח Frontend, מהנדס תוכנה, בודק תוכנה, בודקת תוכנה, מהנדס QA, איש DevOps, מנהל רשתות, מנהל מערכות מידע, תומך טכני, תמיכה טכנית, אנליסט נתונים, מדען נתונים, מנהל מוצר, מנהלת מוצר, מעצב UX, מעצבת גרפית, מעצב גרפי, מנהל פרויקטים, מנהלת פרויקטים, אנליסט מערכות, מיישם מערכות, יועץ SAP, מנתח מערכות, אנליסט סייבר,
מנהל שיווק, מנהלת שיווק, רכזת שיווק, מנהל סושיאל, מנהלת מדיה חברתית, קופירייטר, כתבת, עיתונאי, עורך, צלם, צלמת, עורך וידאו, מעצב פנים, אדריכל, אדריכלית, הנדסאי אדריכלות, שרטט,
ספרית, ספר, מעצבת שיער, קוסמטיקאית, מניקוריסטית, מאפרת, מעסה, תופרת, חייט, מעצבת אופנה,
רכזת קהילה, רכז נוער, עובד קהילתי, רב קהילה, מלווה הסעות, אם בית, מנקה, עובדת ניקיון, עובד תחזוקה, שרת, אב בית, סוכן נדל"ן, מתווך, שמאי מקרקעין, מנהל נכסים,
מנהל כללי, סמנכ"ל כספים, מנכ"ל, מנהל כספים, בקר, בקרית, קצין בטיחות, ממונה בטיחות, יועץ סביבה, מתאם לוגיסטי, עמיל מכס, פקיד מכס, מתאם יבוא, רכז יבוא ויצוא, מפקח בנייה, מתכנן ערים
`;

const ENGLISH = `
Family Physician, Doctor, Dentist, Registered Nurse, Practical Nurse, Head Nurse, Midwife, Paramedic, EMT, Physiotherapist, Physical Therapist,
Occupational Therapist, Speech Therapist, Dietitian, Nutritionist, Psychologist, Clinical Psychologist, Social Worker, Pharmacist, Pharmacy Technician,
Radiographer, X-ray Technician, Lab Technician, Laboratory Technician, Optometrist, Dental Assistant, Dental Hygienist, Medical Secretary, Caregiver,
Nursing Assistant, Home Care Aide, Veterinarian, Veterinary Technician,
Kindergarten Teacher, Teaching Assistant, Teacher, Math Teacher, English Teacher, Special Education Teacher, School Counselor, School Principal,
Lecturer, Senior Lecturer, Researcher, Research Assistant, Instructor, Youth Counselor, Tour Guide, Driving Instructor, Personal Trainer, Fitness Instructor, Lifeguard,
Police Officer, Prison Guard, Firefighter, Security Guard, Security Officer, Inspector, Parking Inspector,
Bookkeeper, Accountant, CPA, Controller, Payroll Specialist, Payroll Accountant, Internal Auditor, Tax Advisor, Economist, Financial Analyst,
Bank Clerk, Bank Teller, Banker, Investment Advisor, Mortgage Advisor, Insurance Agent, Underwriter, Claims Adjuster, Appraiser,
Lawyer, Attorney, Paralegal, Legal Secretary, Legal Counsel, Notary,
Secretary, Receptionist, Office Manager, Administrative Assistant, Executive Assistant, Clerk, Data Entry Clerk, Coordinator,
HR Manager, HR Coordinator, Recruiter, Talent Acquisition Specialist, Procurement Manager, Buyer, Purchasing Coordinator, Logistics Manager, Operations Manager,
Storekeeper, Warehouse Worker, Order Picker, Forklift Operator, Warehouse Manager, Shift Manager, Shift Supervisor, Team Leader, Branch Manager, Store Manager, Assistant Store Manager,
Driver, Truck Driver, Bus Driver, Taxi Driver, Delivery Driver, Courier, Crane Operator, Dispatcher,
Salesperson, Sales Associate, Cashier, Sales Representative, Customer Service Representative, Call Center Agent, Telemarketer, Account Manager, Sales Manager, Key Account Manager,
Cook, Line Cook, Chef, Sous Chef, Pastry Chef, Baker, Kitchen Worker, Dishwasher, Waiter, Waitress, Bartender, Barista, Host, Restaurant Manager, Butcher,
Front Desk Agent, Housekeeper, Room Attendant, Hotel Manager, Concierge, Travel Agent, Flight Attendant, Ground Staff Agent,
Electrician, Plumber, HVAC Technician, Refrigeration Technician, Maintenance Technician, Mechanic, Car Mechanic, Auto Body Technician, Painter, Plasterer, Tiler,
Construction Worker, Site Manager, Site Engineer, Civil Engineer, Structural Engineer, Surveyor, Carpenter, Welder, Locksmith, CNC Operator, Machinist, Glazier, Gardener, Landscaper, Farmer, Farm Worker, Tractor Driver,
Production Worker, Machine Operator, Assembly Line Worker, Packer, Quality Inspector, Quality Engineer, Quality Manager, Production Manager, Industrial Engineer, Mechanical Engineer, Electrical Engineer, Chemical Engineer, Chemist, Electronics Technician, Computer Technician, Service Technician,
Software Developer, Software Engineer, Programmer, Full Stack Developer, Backend Developer, Frontend Developer, QA Engineer, QA Tester, DevOps Engineer, Network Administrator, System Administrator, IT Support Specialist, Help Desk Technician,
Data Analyst, Data Scientist, Data Engineer, Product Manager, UX Designer, UI Designer, Graphic Designer, Project Manager, Systems Analyst, SAP Consultant, Cyber Security Analyst, BI Developer, Mobile Developer,
Marketing Manager, Marketing Coordinator, Social Media Manager, Copywriter, Content Writer, Journalist, Editor, Photographer, Video Editor, Interior Designer, Architect, Draftsman,
Hairdresser, Barber, Beautician, Cosmetician, Nail Technician, Makeup Artist, Massage Therapist, Seamstress, Tailor, Fashion Designer,
Community Coordinator, Youth Worker, Rabbi, Cleaner, Janitor, Handyman, Real Estate Agent, Property Manager,
General Manager, CFO, CEO, Finance Manager, Safety Officer, Environmental Consultant, Customs Broker, Import Coordinator, Logistics Coordinator, Building Inspector, Urban Planner
`;

const ARABIC = `
طبيب, طبيبة, طبيب أسنان, ممرض, ممرضة, ممرضة مسجلة, ممرض مؤهل, قابلة, مسعف, معالج طبيعي, أخصائي علاج طبيعي, معالجة وظيفية, أخصائية نطق, أخصائي تغذية, أخصائية نفسية, أخصائي اجتماعي, عاملة اجتماعية,
صيدلي, صيدلانية, مساعد صيدلي, فني أشعة, فني مختبر, فنية مختبر, أخصائي بصريات, مساعدة طبيب أسنان, سكرتيرة طبية, مقدمة رعاية, عاملة رعاية, مساعدة تمريض, طبيب بيطري,
معلمة روضة, مساعدة معلمة, معلم, معلمة, معلم رياضيات, معلمة لغة إنجليزية, معلمة تربية خاصة, مستشارة تربوية, مدير مدرسة, محاضر, باحث, مساعد باحث, مرشد, مرشد سياحي, مدرب لياقة, منقذ,
شرطي, سجان, رجل إطفاء, حارس أمن, حارس, مفتش,
محاسب, محاسبة, محاسب رئيسي, مدقق حسابات, مستشار ضريبي, اقتصادي, محلل مالي, موظف بنك, صراف, مستشار استثمار, وكيل تأمين, مخمن,
محامي, محامية, مساعد قانوني, سكرتيرة قانونية, كاتب عدل,
سكرتيرة, موظف استقبال, موظفة استقبال, مديرة مكتب, مساعدة إدارية, موظف, موظفة, مدخل بيانات, منسقة,
مدير موارد بشرية, منسقة توظيف, مسؤول مشتريات, مدير مشتريات, مدير لوجستيات, مدير عمليات,
أمين مخزن, عامل مخزن, عامل مستودع, سائق رافعة شوكية, مدير مستودع, مسؤول وردية, مدير وردية, رئيس فريق, مدير فرع, مدير متجر,
سائق, سائق شاحنة, سائق حافلة, سائق تاكسي, سائق توزيع, ساعي, مشغل رافعة,
بائع, بائعة, أمين صندوق, كاشير, مندوب مبيعات, ممثل خدمة عملاء, موظفة خدمة عملاء, موظف مركز اتصال, مدير مبيعات, مدير حسابات,
طباخ, طاهٍ, شيف, مساعد شيف, شيف حلويات, خباز, عامل مطبخ, نادل, نادلة, باريستا, مدير مطعم, جزار, لحام,
موظف استقبال فندق, عاملة تنظيف غرف, مدير فندق, وكيل سفر, مضيفة طيران,
كهربائي, سباك, فني تكييف, فني تبريد, فني صيانة, ميكانيكي, ميكانيكي سيارات, دهان, مبلط, عامل بناء, مهندس مدني, مهندس موقع, مساح, نجار, حداد, مشغل CNC, بستاني, مزارع, عامل زراعي,
عامل إنتاج, مشغل آلة, عامل خط إنتاج, مراقب جودة, مهندس جودة, مدير إنتاج, مهندس صناعي, مهندس ميكانيكي, مهندس كهرباء, مهندس كيميائي, كيميائي, فني إلكترونيات, فني حاسوب,
مطور برمجيات, مبرمج, مهندس برمجيات, مطور ويب, فاحص برمجيات, مسؤول شبكات, مسؤول أنظمة, فني دعم, محلل بيانات, عالم بيانات, مدير منتج, مصمم جرافيك, مدير مشاريع, محلل أمن معلومات,
مدير تسويق, منسق تسويق, مسؤول وسائل التواصل الاجتماعي, كاتب محتوى, صحفي, محرر, مصور, مصمم داخلي, مهندس معماري,
حلاق, مصففة شعر, خبيرة تجميل, فنية أظافر, خياطة, خياط, مصممة أزياء,
منسق مجتمعي, عامل نظافة, عاملة نظافة, سمسار عقارات, مدير عام, مدير مالي, مسؤول سلامة, مخلص جمركي
`;

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

const all = process.argv.includes('all');
for (const [language, titles] of [
  ['he', list(HEBREW)],
  ['en', list(ENGLISH)],
  ['ar', list(ARABIC)],
] as const) {
  const without: string[] = [];
  for (const title of titles) {
    const concepts = jobTitleConceptsOf([title]);
    if (concepts.length === 0) without.push(title);
    if (all) console.log(`${language}  ${title}: ${concepts.join(', ') || '—'}`);
  }
  console.log(`${language}: ${without.length} of ${titles.length} titles name no concept`);
  if (!all && without.length > 0) console.log(`  ${without.join(', ')}`);
}
