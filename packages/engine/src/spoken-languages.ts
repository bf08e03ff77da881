/**
 * Languages a person may speak, with their names in Hebrew, English and Arabic and the words
 * resumes use for them. `concept` ties a language to the skill lexicon, where a job asks for it:
 * every language a resume can state, a job can ask for ("Italian or Portuguese – an advantage").
 */

export interface SpokenLanguage {
  /** ISO 639-1 code. */
  code: string;
  label: { en: string; he: string; ar: string };
  aliases: string[];
  concept: string;
}

/**
 * Languages named in their own tongue, as a resume lists them beside "English" ("Français",
 * "Русский", "Español"): each a spelling of its language.
 */
export const ENDONYMS: Record<string, string[]> = {
  fr: ['Français', 'Francais'],
  es: ['Español', 'Espanol'],
  ru: ['Русский', 'Русский язык'],
  de: ['Deutsch'],
  it: ['Italiano'],
  pt: ['Português', 'Portugues'],
  ro: ['Română', 'Romana'],
  uk: ['Українська'],
  tr: ['Türkçe', 'Turkce'],
  pl: ['Polski'],
  hu: ['Magyar'],
  am: ['አማርኛ'],
  fa: ['فارسی'],
  yi: ['ייִדיש'],
};

const l = (
  code: string,
  en: string,
  he: string,
  ar: string,
  aliases: string[] = [],
  concept?: string,
): SpokenLanguage => ({
  code,
  label: { en, he, ar },
  aliases: [en, he, ar, ...aliases, ...(ENDONYMS[code] ?? [])],
  concept: concept ?? `lang-${en.toLowerCase()}`,
});

export const SPOKEN_LANGUAGES: readonly SpokenLanguage[] = [
  l('he', 'Hebrew', 'עברית', 'العبرية', ['عبري', 'عبرية', 'اللغة العبرية', 'العبري'], 'lang-hebrew'),
  l(
    'en',
    'English',
    'אנגלית',
    'الإنجليزية',
    ['الانجليزية', 'انجليزي', 'إنجليزي', 'انجليزية', 'الإنكليزية', 'اللغة الإنجليزية', 'اللغة الانجليزية'],
    'lang-english',
  ),
  l('ar', 'Arabic', 'ערבית', 'العربية', ['عربي', 'عربية', 'اللغة العربية'], 'lang-arabic'),
  l('ru', 'Russian', 'רוסית', 'الروسية', ['روسي', 'روسية'], 'lang-russian'),
  l('fr', 'French', 'צרפתית', 'الفرنسية', ['فرنسي', 'فرنسية'], 'lang-french'),
  l('es', 'Spanish', 'ספרדית', 'الإسبانية', ['الاسبانية', 'اسباني'], 'lang-spanish'),
  l('am', 'Amharic', 'אמהרית', 'الأمهرية', [], 'lang-amharic'),
  l('de', 'German', 'גרמנית', 'الألمانية', ['الالمانية']),
  l('it', 'Italian', 'איטלקית', 'الإيطالية', ['الايطالية']),
  l('pt', 'Portuguese', 'פורטוגזית', 'البرتغالية'),
  // ("אידיש" is the common Hebrew spelling, as Haredi resumes write it; "ييديش" the Arabic loan.)
  l('yi', 'Yiddish', 'יידיש', 'اليديشية', ['אידיש', 'ييديش', 'اليديش', 'الييدية']),
  l('ro', 'Romanian', 'רומנית', 'الرومانية'),
  l('uk', 'Ukrainian', 'אוקראינית', 'الأوكرانية'),
  l('tr', 'Turkish', 'טורקית', 'التركية'),
  l('fa', 'Persian', 'פרסית', 'الفارسية', ['Farsi']),
  l('zh', 'Chinese', 'סינית', 'الصينية', ['Mandarin']),
  l('pl', 'Polish', 'פולנית', 'البولندية'),
  l('hu', 'Hungarian', 'הונגרית', 'الهنغارية'),
  l('ti', 'Tigrinya', 'תיגרינית', 'التغرينية'),
  // Languages of Israel's carers, workers and immigrants beyond the common ones ("Tagalog (native)").
  l('tl', 'Tagalog', 'טגלוג', 'التاغالوغية', ['Filipino', 'פיליפינית', 'الفلبينية']),
  l('hi', 'Hindi', 'הינדי', 'الهندية'),
  l('th', 'Thai', 'תאילנדית', 'التايلاندية'),
  l('ne', 'Nepali', 'נפאלית', 'النيبالية'),
  l('ur', 'Urdu', 'אורדו', 'الأردية'),
  l('ka', 'Georgian', 'גאורגית', 'الجورجية'),
  l('hy', 'Armenian', 'ארמנית', 'الأرمنية'),
  l('az', 'Azerbaijani', 'אזרית', 'الأذربيجانية', ['Azeri']),
  l('uz', 'Uzbek', 'אוזבקית', 'الأوزبكية'),
  l('kk', 'Kazakh', 'קזחית', 'الكازاخية'),
  l('bg', 'Bulgarian', 'בולגרית', 'البلغارية'),
  l('cs', 'Czech', 'צ׳כית', 'التشيكية', ["צ'כית"]),
  l('sk', 'Slovak', 'סלובקית', 'السلوفاكية'),
  l('sr', 'Serbian', 'סרבית', 'الصربية'),
  l('hr', 'Croatian', 'קרואטית', 'الكرواتية'),
  l('lt', 'Lithuanian', 'ליטאית', 'الليتوانية'),
  l('lv', 'Latvian', 'לטבית', 'اللاتفية'),
  l('el', 'Greek', 'יוונית', 'اليونانية'),
  l('nl', 'Dutch', 'הולנדית', 'الهولندية'),
  l('sv', 'Swedish', 'שוודית', 'السويدية'),
  l('fi', 'Finnish', 'פינית', 'الفنلندية'),
  l('no', 'Norwegian', 'נורווגית', 'النرويجية'),
  // (Not Danish: its Hebrew name, "דנית", is also a given name.)
  l('ja', 'Japanese', 'יפנית', 'اليابانية'),
  l('ko', 'Korean', 'קוריאנית', 'الكورية'),
  l('vi', 'Vietnamese', 'וייטנאמית', 'الفيتنامية'),
  l('id', 'Indonesian', 'אינדונזית', 'الإندونيسية'),
  l('sw', 'Swahili', 'סווהילית', 'السواحلية'),
  // (South Africa's immigrants: "English, Afrikaans, Hebrew".)
  l('af', 'Afrikaans', 'אפריקאנס', 'الأفريقانية', ['الأفريكانية']),
];
