/**
 * Builds packages/engine/esco/esco.json, the small part of ESCO the engine uses, from the ESCO
 * v1.1.1 classification CSVs (English). ESCO is the European Commission's classification of
 * occupations and skills; Tabiya keeps copies on GitHub. tabiya-tech/tabiya-open-dataset lacks its
 * two large files (skills, occupation-skill relations) in the snapshot this machine can fetch, so
 * the original ESCO zips kept in tabiya-tech/tabiya-esco-datasets-and-tools (datasets/esco/v1.1.1)
 * are read instead. See packages/engine/esco/NOTICE.md for the licence and what was changed.
 *
 *   git -C <snapshot> show "HEAD:datasets/esco/v1.1.1/classification/ESCO dataset - v1.1.1 - classification - en - csv.zip" > en.zip
 *   git -C <snapshot> show "HEAD:datasets/esco/v1.1.1/relations/ESCO dataset - v1.1.1 - classification -  - csv.zip" > rel.zip
 *   unzip en.zip -d esco && unzip rel.zip -d esco
 *   npx tsx packages/engine/scripts/build-esco.ts esco
 *
 * What is kept: every released occupation with its label, its shorter alternative labels and its
 * essential skills; each of those skills with its label and shorter alternative labels; for each
 * occupation the lexicon's concepts its essential skills name (found with the engine's own skill
 * finder, so re-run this script when the lexicon grows); and the Hebrew and Arabic names written
 * below for the occupations Gius meets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSkills } from '../src/resume-skills.ts';
import type { EscoData } from '../src/esco.ts';
import { parseCsv } from './csv.ts';

/**
 * Hebrew and Arabic names of occupations Gius meets, by ESCO preferred label (added by Gius), and
 * English names Israeli resumes use that ESCO does not list.
 */
const LOCAL_NAMES: Record<string, { he: string[]; ar: string[]; en?: string[] }> = {
  baker: { he: ['אופה', 'אופה לילה', 'אופה לחם'], ar: ['خباز', 'خبازة'] },
  'pastry maker': { he: ['קונדיטור', 'קונדיטורית'], ar: ['حلواني', 'صانع حلويات'] },
  cook: { he: ['טבח', 'טבחית', 'מבשל', 'מבשלת'], ar: ['طباخ', 'طباخة'] },
  'head chef': { he: ['שף', 'שפית', 'שף ראשי'], ar: ['شيف', 'رئيس طهاة'] },
  accountant: { he: ['רואה חשבון', 'רואת חשבון'], ar: ['محاسب', 'محاسبة', 'محاسب قانوني'] },
  bookkeeper: { he: ['מנהל חשבונות', 'מנהלת חשבונות', 'הנהלת חשבונות'], ar: ['ماسك دفاتر', 'مسك الدفاتر'] },
  'payroll clerk': {
    he: ['חשב שכר', 'חשבת שכר', 'פקיד שכר', 'פקידת שכר'],
    ar: ['محاسب رواتب', 'موظف رواتب'],
  },
  'nurse responsible for general care': {
    he: ['אח', 'אחות', 'אח מוסמך', 'אחות מוסמכת'],
    ar: ['ممرض', 'ممرضة', 'ممرض مؤهل', 'ممرضة مؤهلة', 'ممرض مسجل', 'ممرضة مسجلة'],
    en: ['registered nurse', 'staff nurse', 'nurse'],
  },
  'warehouse manager': {
    he: ['מנהל מחסן', 'מנהלת מחסן', 'מנהל לוגיסטיקה'],
    ar: ['مدير مستودع', 'مدير مخزن'],
  },
  'warehouse worker': {
    he: ['מחסנאי', 'מחסנאית', 'עובד מחסן', 'מלקט', 'מלקטת'],
    ar: ['أمين مستودع', 'عامل مستودع', 'عامل مخزن'],
  },
  'forklift operator': {
    he: ['מלגזן', 'מלגזנית', 'נהג מלגזה'],
    ar: ['سائق رافعة شوكية', 'مشغل رافعة شوكية'],
  },
  'customer service representative': {
    he: ['נציג שירות', 'נציגת שירות', 'נציג שירות לקוחות', 'נציגת שירות לקוחות', 'מוקדן', 'מוקדנית'],
    ar: ['ممثل خدمة عملاء', 'ممثلة خدمة عملاء', 'موظف خدمة عملاء', 'موظفة خدمة عملاء'],
  },
  'sales assistant': {
    he: ['מוכר', 'מוכרת', 'זבן', 'זבנית', 'איש מכירות'],
    ar: ['بائع', 'بائعة', 'مندوب مبيعات'],
  },
  cashier: { he: ['קופאי', 'קופאית'], ar: ['كاشير', 'أمين صندوق'] },
  'bank teller': { he: ['טלר', 'טלרית', 'פקיד בנק', 'פקידת בנק'], ar: ['صراف', 'صرافة', 'موظف بنك'] },
  'secondary school teacher': { he: ['מורה', 'מורה בתיכון'], ar: ['معلم', 'معلمة', 'مدرس', 'مدرسة'] },
  'mathematics teacher at secondary school': { he: ['מורה למתמטיקה'], ar: ['معلم رياضيات', 'معلمة رياضيات'] },
  'early years teacher': { he: ['גננת', 'גנן', 'מורה לגן'], ar: ['معلمة روضة', 'مربية روضة'] },
  'early years teaching assistant': {
    he: ['סייעת', 'סייע', 'סייעת בגן'],
    ar: ['مساعد معلم', 'مساعدة معلمة'],
  },
  'recruitment consultant': {
    he: ['רכז גיוס', 'רכזת גיוס', 'מגייס', 'מגייסת'],
    ar: ['مسؤول توظيف', 'منسق توظيف'],
  },
  'software developer': {
    he: ['מפתח תוכנה', 'מפתחת תוכנה', 'מתכנת', 'מתכנתת', 'מהנדס תוכנה', 'מהנדסת תוכנה'],
    ar: ['مطور برمجيات', 'مطورة برمجيات', 'مبرمج', 'مبرمجة', 'مهندس برمجيات'],
  },
  'data analyst': { he: ['אנליסט נתונים', 'אנליסטית נתונים'], ar: ['محلل بيانات', 'محللة بيانات'] },
  electrician: { he: ['חשמלאי', 'חשמלאית'], ar: ['كهربائي'] },
  pharmacist: { he: ['רוקח', 'רוקחת'], ar: ['صيدلي', 'صيدلانية'] },
  'call centre agent': {
    he: ['טלפן', 'טלפנית', 'נציג מכירות טלפוניות', 'נציגת מכירות טלפוניות'],
    ar: ['موظف مركز اتصال', 'موظفة مركز اتصال'],
  },
  'security guard': { he: ['מאבטח', 'מאבטחת', 'שומר'], ar: ['حارس أمن', 'حارس'] },
  'waiter/waitress': { he: ['מלצר', 'מלצרית'], ar: ['نادل', 'نادلة'] },
  barista: { he: ['בריסטה', 'ברמן'], ar: ['باريستا'] },
  'purchasing manager': { he: ['מנהל רכש', 'מנהלת רכש'], ar: ['مدير مشتريات'] },
  secretary: { he: ['מזכיר', 'מזכירה'], ar: ['سكرتير', 'سكرتيرة'] },
  // Round 5: professions the lexicon now names in titles.
  'social worker': {
    he: ['עובד סוציאלי', 'עובדת סוציאלית', 'עו"ס'],
    ar: ['أخصائي اجتماعي', 'أخصائية اجتماعية', 'عامل اجتماعي', 'عاملة اجتماعية'],
  },
  hairdresser: { he: ['ספר', 'ספרית', 'מעצב שיער', 'מעצבת שיער'], ar: ['مصفف شعر', 'مصففة شعر', 'حلاق'] },
  plumber: { he: ['אינסטלטור', 'שרברב'], ar: ['سباك'] },
  physiotherapist: {
    he: ['פיזיותרפיסט', 'פיזיותרפיסטית'],
    ar: ['أخصائي علاج طبيعي', 'أخصائية علاج طبيعي', 'معالج طبيعي', 'معالجة طبيعية'],
  },
  'dental chairside assistant': {
    he: ['סייעת לרופא שיניים', 'סייעת שיניים', 'סייעת רופא שיניים'],
    ar: ['مساعدة طبيب أسنان', 'مساعد طبيب أسنان'],
    en: ['dental assistant'],
  },
  'medical laboratory assistant': {
    he: ['לבורנט', 'לבורנטית', 'טכנאי מעבדה', 'טכנאית מעבדה'],
    ar: ['فني مختبر', 'فنية مختبر'],
    en: ['lab technician', 'laboratory technician'],
  },
  'legal assistant': {
    he: ['פרלגל', 'פרלגלית', 'עוזר משפטי', 'עוזרת משפטית'],
    ar: ['مساعد قانوني', 'مساعدة قانونية'],
    en: ['paralegal'],
  },
  'graphic designer': { he: ['מעצב גרפי', 'מעצבת גרפית'], ar: ['مصمم جرافيك', 'مصممة جرافيك'] },
  'construction manager': {
    he: ['מנהל עבודה', 'מנהל פרויקט בנייה', 'מנהלת פרויקט בנייה'],
    ar: ['مدير مشروع بناء', 'مهندس موقع'],
    en: ['site manager'],
  },
  'vehicle technician': {
    he: ['מכונאי רכב', 'מכונאי', 'מוסכניק'],
    ar: ['ميكانيكي سيارات', 'ميكانيكي'],
    en: ['car mechanic', 'auto mechanic', 'mechanic'],
  },
  'cargo vehicle driver': {
    he: ['נהג משאית', 'נהג חלוקה', 'נהגת חלוקה'],
    ar: ['سائق شاحنة', 'سائق توزيع'],
    en: ['truck driver', 'delivery driver'],
  },
};

/** A CSV file as records by its header (rows of another length are left out). */
function readCsv(file: string): Array<Record<string, string>> {
  const [head, ...body] = parseCsv(fs.readFileSync(file, 'utf8'));
  return body
    .filter((r) => r.length === head!.length)
    .map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]!])));
}

/** Alternative labels short enough to be written in a resume or a job ad, the first few. */
function shortLabels(preferred: string, alt: string, limit: number): string[] {
  return [
    ...new Set(
      alt
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && l !== preferred && l.split(/\s+/).length <= 4 && l.length <= 40),
    ),
  ].slice(0, limit);
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx packages/engine/scripts/build-esco.ts <directory of ESCO v1.1.1 CSVs>');
  process.exit(1);
}
// Armed-forces occupations (ISCO major group 0) are left out: no employer of Gius posts them.
const occupations = readCsv(path.join(dir, 'occupations_en.csv')).filter(
  (o) => o.status === 'released' && !o.iscoGroup!.startsWith('0'),
);
const skills = new Map(
  readCsv(path.join(dir, 'skills_en.csv'))
    .filter((s) => s.status === 'released')
    .map((s) => [s.conceptUri!, s]),
);
const essential = new Map<string, string[]>();
for (const r of readCsv(path.join(dir, 'occupationSkillRelations.csv'))) {
  if (r.relationType !== 'essential' || !skills.has(r.skillUri!)) continue;
  essential.set(r.occupationUri!, [...(essential.get(r.occupationUri!) ?? []), r.skillUri!]);
}

const skillIndex = new Map<string, number>();
const data: EscoData = {
  source:
    'ESCO v1.1.1 (European Commission), English; essential skills only; Hebrew and Arabic names added by Gius',
  skills: [],
  occupations: [],
};
for (const occupation of occupations) {
  const uris = essential.get(occupation.conceptUri!) ?? [];
  const indices = uris.map((uri) => {
    let index = skillIndex.get(uri);
    if (index === undefined) {
      const skill = skills.get(uri)!;
      index = data.skills.length;
      data.skills.push([
        skill.preferredLabel!,
        ...shortLabels(skill.preferredLabel!, skill.altLabels ?? '', 1),
      ]);
      skillIndex.set(uri, index);
    }
    return index;
  });
  // The lexicon's concepts the essential skills name ("apply HACCP" -> haccp), general ones
  // (soft skills) left out: they say little about what this occupation needs.
  // A concept counts when two essential skills or more name it: one ("financial capability" of
  // a baker) is too often a word in passing.
  // And a label names a concept only when the concept says nearly all of it ("apply HACCP",
  // "bake goods"), not a word of it ("monitor machine operations" is no operations management).
  const named = new Map<string, number>();
  for (const index of indices) {
    const ids = new Set<string>();
    for (const label of data.skills[index]!)
      for (const hit of findSkills(label)) {
        const rest = label.replace(hit.surface, ' ').split(/[^\p{L}]+/u);
        if (hit.concept.kind !== 'soft' && rest.filter((w) => w.length > 2).length <= 1)
          ids.add(hit.concept.id);
      }
    for (const id of ids) named.set(id, (named.get(id) ?? 0) + 1);
  }
  const concepts = [...named].filter(([, count]) => count >= 2).map(([id]) => id);
  const local = LOCAL_NAMES[occupation.preferredLabel!];
  data.occupations.push({
    label: occupation.preferredLabel!,
    alt: [...shortLabels(occupation.preferredLabel!, occupation.altLabels ?? '', 6), ...(local?.en ?? [])],
    ...(local ? { he: local.he, ar: local.ar } : {}),
    skills: indices,
    concepts,
  });
}
const missing = Object.keys(LOCAL_NAMES).filter((label) => !data.occupations.some((o) => o.label === label));
if (missing.length)
  console.warn(`not ESCO occupations (no Hebrew/Arabic names added): ${missing.join(', ')}`);

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../esco/esco.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(data));
console.log(
  `${out}: ${data.occupations.length} occupations, ${data.skills.length} skills, ${(fs.statSync(out).size / 1e6).toFixed(2)} MB`,
);
