import { AD_PHRASES, type AdPhrases } from '../job-ad-phrases.ts';
import type { EngineLanguage } from '../language.ts';
import { withoutBidiMarks } from './bidi.ts';
import { MARKETING_PHRASES, type MarketingPhrases } from './marketing-phrases.ts';
import { POST_PHRASES } from './post-phrases.ts';
import { FIXED_HASHTAGS } from './post-facts.ts';

/**
 * What the builtin engine can translate of a saved post or marketing text with certainty: the fixed
 * phrases Gius itself writes (headings, calls to apply, "link in bio", the e-mail's greeting…), line
 * by line, and its generic hashtags. Any other line (the job's own words, a recruiter's edit) stays as
 * written and is counted, never replaced by a guess.
 */

const LANGUAGES: EngineLanguage[] = ['he', 'en', 'ar'];

/** The fixed phrases of one slot in a language (some slots have several wordings). */
function slots(language: EngineLanguage): string[][] {
  const ad: AdPhrases = AD_PHRASES[language];
  const m: MarketingPhrases = MARKETING_PHRASES[language];
  const post = POST_PHRASES[language];
  return [
    ad.dutiesHeading,
    ad.requirementsHeading,
    [ad.niceToHaveHeading],
    ad.callToApply,
    ad.share,
    [ad.whatsappRequirements],
    [ad.whatsappApply],
    [ad.whatsappForward],
    [post.linkInBio],
    [post.skillsHeading],
    [`*${post.skillsHeading}*`],
    [post.details],
    [m.headings.whatYouWillDo],
    [m.headings.whatWeLookFor],
    [m.headings.benefits],
    [m.greeting],
    [m.emailForward],
    m.genericHeadlines,
  ];
}

const SLOTS: Record<EngineLanguage, string[][]> = { he: slots('he'), en: slots('en'), ar: slots('ar') };

/** The same slot's wording in the other language (the same variant when it has as many). */
function phraseIn(line: string, from: EngineLanguage, to: EngineLanguage): string | null {
  for (const [slot, variants] of SLOTS[from].entries()) {
    const i = variants.indexOf(line);
    if (i < 0) continue;
    const target = SLOTS[to][slot]!;
    return target[Math.min(i, target.length - 1)]!;
  }
  return null;
}

/** "Apply here: <link>" and "Subject: …" begin with a fixed phrase: the prefix is translated. */
const PREFIXES: Record<EngineLanguage, string[]> = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    [POST_PHRASES[l].apply, MARKETING_PHRASES[l].emailApply, MARKETING_PHRASES[l].headings.subject],
  ]),
) as Record<EngineLanguage, string[]>;

export interface ContentTranslation {
  text: string;
  /** Lines with words, and those left as written. */
  lines: number;
  untranslatedLines: number;
}

function translateHashtags(line: string, from: EngineLanguage, to: EngineLanguage): string | null {
  const words = line.trim().split(/\s+/);
  if (!words.every((w) => w.startsWith('#'))) return null;
  return words
    .map((w) => {
      const i = FIXED_HASHTAGS[from].indexOf(w);
      return i >= 0 ? FIXED_HASHTAGS[to][i]! : w;
    })
    .join(' ');
}

export function translateFixedPhrases(
  text: string,
  from: EngineLanguage,
  to: EngineLanguage,
): ContentTranslation {
  let lines = 0;
  let untranslatedLines = 0;
  const out = text.split('\n').map((raw) => {
    const line = withoutBidiMarks(raw).trim();
    if (!/[\p{L}]/u.test(line)) return raw;
    lines++;
    const phrase = phraseIn(line, from, to);
    if (phrase !== null) return phrase;
    const prefix = PREFIXES[from].findIndex((p) => line.startsWith(`${p} `));
    if (prefix >= 0) {
      const rest = line.slice(PREFIXES[from][prefix]!.length + 1);
      // "Apply here: https://…" is all fixed; "Subject: <the job's words>" keeps its words.
      if (!/^https?:\/\/\S+$/.test(rest)) untranslatedLines++;
      return `${PREFIXES[to][prefix]} ${rest}`;
    }
    if (/^https?:\/\/\S+$/.test(line)) return raw;
    const tags = translateHashtags(line, from, to);
    if (tags !== null) return tags;
    untranslatedLines++;
    return raw;
  });
  return { text: out.join('\n'), lines, untranslatedLines };
}
