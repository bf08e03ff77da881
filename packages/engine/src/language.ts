/**
 * Which of the product's languages a text is written in, from the letters it uses.
 * Hebrew and Arabic resumes are full of Latin technology names, so a text counts as Hebrew or
 * Arabic once a quarter of its letters are.
 */

export type EngineLanguage = 'he' | 'en' | 'ar';

const HEBREW = /[\u05D0-\u05EA\uFB1D-\uFB4F]/g;
const ARABIC = /[\u0620-\u064A\u0671-\u06D3\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN = /[A-Za-z\u00C0-\u024F]/g;

export interface ScriptCounts {
  hebrew: number;
  arabic: number;
  latin: number;
}

export function countScripts(text: string): ScriptCounts {
  return {
    hebrew: text.match(HEBREW)?.length ?? 0,
    arabic: text.match(ARABIC)?.length ?? 0,
    latin: text.match(LATIN)?.length ?? 0,
  };
}

const RTL_SHARE = 0.25;

export function detectLanguage(text: string, fallback: EngineLanguage = 'he'): EngineLanguage {
  const { hebrew, arabic, latin } = countScripts(text);
  const rtl = hebrew + arabic;
  if (rtl + latin === 0) return fallback;
  if (rtl >= RTL_SHARE * (rtl + latin)) return hebrew >= arabic ? 'he' : 'ar';
  return 'en';
}

export function isRtlLanguage(language: EngineLanguage): boolean {
  return language !== 'en';
}
