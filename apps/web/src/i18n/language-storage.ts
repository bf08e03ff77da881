import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gius/shared/constants';

export const LANGUAGE_STORAGE_KEY = 'gius.language';

export function readSavedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    // Storage may be blocked (private mode); Hebrew is the default.
  }
  return DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still works for this visit.
  }
}
