/**
 * Probe: which common job titles of the Israeli labour market name no title concept. The lists are
 * written from knowledge of the market (every sector, both genders in Hebrew), not taken from the
 * eval sets. Run: npx tsx packages/engine/eval/title-coverage.ts
 */
import { jobTitleConceptsOf } from '../src/occupations.ts';

const HEBREW = `רופא|רופאה|רופא שיניים|רופאת שיניים|אחות|אח|אחות מוסמכת|פרמדיק|רוקח|רוקחת|פיזיותרפיסט|פיזיותרפיסטית|
קלינאית תקשורת|מרפאה בעיסוק|דיאטנית|תזונאית|פסיכולוג|פסיכולוגית|עובדת סוציאלית|עובד סוציאלי|טכנאי רנטגן|לבורנט|לבורנטית|
מיילדת|אופטומטריסט|סייעת רפואית|מזכירה רפואית|כוח עזר|מטפלת|מטפל סיעודי|מטפלת סיעודית|מורה|מורה לאנגלית|מורה למתמטיקה|
גננת|סייעת בגן|סייעת|מרצה|מנהל בית ספר|יועצת חינוכית|מדריך|מדריכה|מדריך טיולים|מורה נהיגה|רכזת חינוך|
שוטר|שוטרת|סוהר|סוהרת|כבאי|לוחם אש|מאבטח|מאבטחת|קב"ט|מוקדן|מוקדנית|פקח|פקחית|חייל|קצין|
מהנדס תעשייה וניהול|מהנדס אזרחי|מהנדסת אזרחית|מהנדס חשמל|מהנדס מכונות|מהנדס כימיה|מהנדס תוכנה|מהנדסת תוכנה|הנדסאי חשמל|הנדסאי בניין|הנדסאי מכונות|
חשמלאי|חשמלאית|אינסטלטור|שרברב|טייח|צבע|רצף|טפסן|ברזלן|מנהל עבודה|מנהל פרויקטים|מפקח בנייה|מודד|אדריכל|אדריכלית|
נהג|נהגת|נהג משאית|נהג אוטובוס|נהג מונית|מלגזן|מחסנאי|מחסנאית|עובד מחסן|מלקט|מלקטת|שליח|בלדר|מנהל לוגיסטיקה|קניין|קניינית|
קופאי|קופאית|מוכר|מוכרת|סדרן|סדרנית|מנהל חנות|מנהלת חנות|נציג שירות|נציגת שירות|נציג מכירות|נציגת מכירות|איש מכירות|
טבח|טבחית|שף|קונדיטור|אופה|מלצר|מלצרית|ברמן|ברמנית|בריסטה|שוטף כלים|עובד מטבח|פקיד קבלה|פקידת קבלה|חדרנית|מנהל מסעדה|
רואה חשבון|רואת חשבון|מנהל חשבונות|מנהלת חשבונות|חשב|חשבת|כלכלן|כלכלנית|אנליסט|יועץ השקעות|פקיד בנק|פקידת בנק|בנקאי|חתם|סוכן ביטוח|
עורך דין|עורכת דין|שופט|משפטן|מזכירה משפטית|נוטריון|
כימאי|כימאית|ביולוג|ביולוגית|מדען|חוקר|חוקרת|פיזיקאי|מיקרוביולוג|
חקלאי|חקלאית|גנן|גננית|רפתן|לולן|וטרינר|וטרינרית|אגרונום|
מספרה|ספר|ספרית|קוסמטיקאית|מאפרת|מניקוריסטית|מעצב שיער|
עיתונאי|עיתונאית|כתב|כתבת|עורך|עורכת|צלם|צלמת|עורך וידאו|מעצב גרפי|מעצבת גרפית|קופירייטר|
מתכנת|מתכנתת|מפתח|מפתחת|בודק תוכנה|בודקת תוכנה|איש סיסטם|מנהל רשת|אנליסט מערכות|מדען נתונים|איש DevOps|תומך טכני|
מזכירה|מזכיר|פקיד|פקידה|עובד משרד|מנהלת משרד|רכזת|רכז|מנהל משאבי אנוש|מגייסת|רכזת גיוס|מנהל שיווק|מנהלת שיווק|
מנהל מוצר|מנהל כספים|מנכ"ל|סמנכ"ל|מנהל תפעול|מנהל איכות|בודק איכות|עובד ייצור|מפעיל מכונה|רתך|נגר|מסגר|מכונאי רכב|טכנאי|טכנאית|
טכנאי מיזוג|טכנאי מחשבים|עובד ניקיון|מנקה|אב בית|שומר|מציל|מתורגמן|מתרגמת|ספרן|ספרנית|עובד ציבור|פקיד עירייה|עובד סוציאלי קהילתי`;

const ENGLISH = `Doctor|Physician|Dentist|Nurse|Registered Nurse|Paramedic|Pharmacist|Physiotherapist|Speech Therapist|Occupational Therapist|
Dietitian|Psychologist|Social Worker|Radiographer|Lab Technician|Midwife|Optometrist|Medical Assistant|Medical Secretary|Caregiver|
Teacher|English Teacher|Math Teacher|Kindergarten Teacher|Teaching Assistant|Lecturer|Professor|School Principal|School Counselor|Tutor|
Police Officer|Prison Guard|Firefighter|Security Guard|Security Officer|Dispatcher|Inspector|Soldier|Officer|
Industrial Engineer|Civil Engineer|Electrical Engineer|Mechanical Engineer|Chemical Engineer|Software Engineer|Electrical Technician|
Electrician|Plumber|Plasterer|Painter|Tiler|Site Manager|Construction Manager|Project Manager|Surveyor|Architect|Foreman|
Driver|Truck Driver|Bus Driver|Taxi Driver|Forklift Operator|Warehouse Worker|Storekeeper|Picker|Courier|Logistics Manager|Buyer|Purchasing Manager|
Cashier|Salesperson|Sales Associate|Store Manager|Customer Service Representative|Sales Representative|Account Manager|Shelf Stocker|
Cook|Chef|Pastry Chef|Baker|Waiter|Waitress|Bartender|Barista|Dishwasher|Kitchen Worker|Receptionist|Housekeeper|Restaurant Manager|Hotel Manager|
Accountant|CPA|Bookkeeper|Controller|Economist|Financial Analyst|Investment Advisor|Bank Teller|Banker|Underwriter|Insurance Agent|
Lawyer|Attorney|Judge|Legal Counsel|Paralegal|Legal Secretary|Notary|
Chemist|Biologist|Scientist|Researcher|Physicist|Microbiologist|Lab Manager|
Farmer|Gardener|Dairy Farmer|Veterinarian|Agronomist|
Hairdresser|Barber|Beautician|Makeup Artist|Manicurist|
Journalist|Reporter|Editor|Photographer|Video Editor|Graphic Designer|Copywriter|Content Writer|
Programmer|Developer|QA Engineer|Software Tester|System Administrator|Network Administrator|Systems Analyst|Data Scientist|DevOps Engineer|Technical Support|
Secretary|Office Manager|Administrative Assistant|Clerk|Coordinator|HR Manager|Recruiter|Marketing Manager|
Product Manager|Finance Manager|CEO|CFO|Operations Manager|Quality Manager|Quality Inspector|Production Worker|Machine Operator|Welder|Carpenter|Locksmith|Auto Mechanic|Technician|
HVAC Technician|Computer Technician|Cleaner|Janitor|Maintenance Worker|Guard|Lifeguard|Interpreter|Translator|Librarian|Civil Servant|Municipal Clerk`;

const ARABIC = `طبيب|طبيبة|طبيب أسنان|ممرض|ممرضة|مسعف|صيدلي|صيدلانية|أخصائي علاج طبيعي|معالجة نطق|أخصائية تغذية|أخصائي نفسي|عامل اجتماعي|عاملة اجتماعية|فني أشعة|فني مختبر|قابلة|سكرتيرة طبية|مساعد طبي|مقدمة رعاية|
معلم|معلمة|مدرس|مدرسة لغة إنجليزية|معلمة روضة|مساعدة معلمة|محاضر|مدير مدرسة|مرشد تربوي|
شرطي|سجان|رجل إطفاء|حارس أمن|حارس|موظف أمن|مراقب|جندي|
مهندس صناعي|مهندس مدني|مهندس كهرباء|مهندس ميكانيكي|مهندس كيميائي|مهندس برمجيات|فني كهرباء|
كهربائي|سباك|قصير|دهان|مبلط|مدير مشروع|مدير موقع|مساح|مهندس معماري|مراقب عمال|
سائق|سائق شاحنة|سائق حافلة|سائق تاكسي|سائق رافعة شوكية|عامل مستودع|أمين مخزن|ساعي|مدير لوجستيات|مشتري|
كاشير|بائع|بائعة|مدير متجر|ممثل خدمة عملاء|ممثلة خدمة عملاء|مندوب مبيعات|
طباخ|شيف|خباز|نادل|نادلة|باريستا|عامل مطبخ|موظف استقبال|موظفة استقبال|مدير مطعم|
محاسب|محاسبة|ماسك دفاتر|مراقب مالي|اقتصادي|محلل مالي|موظف بنك|أمين صندوق|وكيل تأمين|
محامي|محامية|قاضي|مستشار قانوني|سكرتيرة قانونية|
كيميائي|عالم أحياء|باحث|باحثة|فيزيائي|
مزارع|بستاني|طبيب بيطري|مهندس زراعي|
حلاق|مصففة شعر|خبيرة تجميل|
صحفي|صحفية|مراسل|محرر|مصور|مصمم جرافيك|كاتب محتوى|
مبرمج|مبرمجة|مطور برمجيات|مختبر برمجيات|مسؤول أنظمة|مدير شبكات|محلل أنظمة|عالم بيانات|دعم فني|
سكرتيرة|سكرتير|موظف إداري|مدير مكتب|منسق|منسقة|مدير موارد بشرية|مسؤول توظيف|مدير تسويق|
مدير منتج|مدير مالي|مدير عام|مدير عمليات|مراقب جودة|عامل إنتاج|مشغل آلة|لحام|نجار|حداد|ميكانيكي سيارات|فني|
فني تكييف|فني حاسوب|عامل نظافة|منظفة|عامل صيانة|منقذ|مترجم|مترجمة|أمين مكتبة|موظف حكومي|موظف بلدية`;

const lists: Record<string, string> = { he: HEBREW, en: ENGLISH, ar: ARABIC };
for (const [language, text] of Object.entries(lists)) {
  const titles = [
    ...new Set(
      text
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  const missing = titles.filter((title) => jobTitleConceptsOf([title]).length === 0);
  console.log(`${language}: ${missing.length} of ${titles.length} name no concept`);
  if (missing.length > 0) console.log('  ' + missing.join(' | '));
}
