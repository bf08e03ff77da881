import i18next from 'i18next';
import { isolate } from '@gius/shared/bidi';
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
import { BUNDLED_RESOURCES } from './bundled-resources.ts';
import { FIRST_NAMESPACES, type Namespace } from './namespaces.ts';

/** Every translation file but the bundled ones (./bundled-resources.ts), each fetched on demand. */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/{he,en}/{common,auth,jobs}.json',
]);

async function loadResource(language: string, namespace: string) {
  const load = files[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return (await load()).default;
}

/**
 * Starts fetching namespaces in the remembered language and the fallback at once, without waiting
 * for i18next to be set up: when it asks for them (through the same `import()`), they are there.
 */
function prefetch(namespaces: Namespace[]) {
  for (const language of new Set([readSavedLanguage(), FALLBACK_LANGUAGE])) {
    for (const namespace of namespaces)
      void files[`./locales/${language}/${namespace}.json`]?.().catch(() => {});
  }
}

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

async function start(): Promise<typeof i18next> {
  const lng = readSavedLanguage();
  applyDocumentLanguage(lng);
  prefetch(FIRST_NAMESPACES);
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    if ((LANGUAGES as readonly string[]).includes(language)) saveLanguage(language as Language);
  });
  await i18next
    .use(resourcesToBackend(loadResource))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: FIRST_NAMESPACES,
      // Bundled namespaces are not fetched; the others are, from the backend above.
      resources: BUNDLED_RESOURCES,
      partialBundledLanguages: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      maxRetries: TRANSLATION_LOADING.retries,
      retryTimeout: TRANSLATION_LOADING.retryDelayMs,
      react: { useSuspense: true },
    });
  // `{{file, isolate}}` in a translation: a file name, path, e-mail or name that may run the other
  // way keeps its own order inside the sentence (Unicode first-strong isolate; docs/decisions/023).
  i18next.services.formatter?.add('isolate', (value: unknown) =>
    value === undefined || value === null || value === '' ? '' : isolate(String(value)),
  );
  // Loaded in the background: API errors are turned into text outside React (lib/api-fetch.ts).
  void i18next.loadNamespaces('errors');
  return i18next;
}

let started: Promise<typeof i18next> | undefined;

/** Sets the language up once, whoever asks first (the entry point or a route's loader). */
export function initI18n(): Promise<typeof i18next> {
  started ??= start();
  return started;
}

/** Resolves when these namespaces are loaded in the language and its fallback. */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<null> {
  prefetch(namespaces);
  await initI18n();
  await i18next.loadNamespaces(namespaces);
  return null;
}
