import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@gius/shared/constants';

/** A button per language; the current one is pressed. Each label is in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="flex items-center gap-1">
      {LANGUAGES.map((language: Language) => {
        const active = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            data-testid={`language-${language}`}
            onClick={() => void i18n.changeLanguage(language)}
            className={`rounded-md px-2.5 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
              active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </div>
  );
}
