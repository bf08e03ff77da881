import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  directionOf,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  TRANSLATION_LOADING,
  type Language,
} from '@gius/shared/constants';
import { readSavedLanguage, saveLanguage } from './language-storage.ts';

/** Namespaces: one JSON per namespace and language under ./locales/<lng>/<ns>.json. */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'dashboard',
  'jobs',
  'applications',
  'resumes',
  'help',
] as const;

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = readSavedLanguage();
  applyDocumentLanguage(lng);
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    if ((LANGUAGES as readonly string[]).includes(language)) saveLanguage(language as Language);
  });
  await i18next
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
      ),
    )
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      maxRetries: TRANSLATION_LOADING.retries,
      retryTimeout: TRANSLATION_LOADING.retryDelayMs,
      react: { useSuspense: true },
    });
  return i18next;
}
