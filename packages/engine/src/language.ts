/**
 * Which of the product's languages a text is written in, from the letters it uses.
 * Hebrew and Arabic resumes are full of Latin technology names, so a text counts as Hebrew or
 * Arabic once a quarter of its letters are.
 */

import { scriptCounts } from './script-counts.ts';

export type EngineLanguage = 'he' | 'en' | 'ar';

const RTL_SHARE = 0.25;

export function detectLanguage(text: string, fallback: EngineLanguage = 'he'): EngineLanguage {
  const { hebrew, arabic, latin } = scriptCounts(text);
  const rtl = hebrew + arabic;
  if (rtl + latin === 0) return fallback;
  if (rtl >= RTL_SHARE * (rtl + latin)) return hebrew >= arabic ? 'he' : 'ar';
  return 'en';
}

export function isRtlLanguage(language: EngineLanguage): boolean {
  return language !== 'en';
}
