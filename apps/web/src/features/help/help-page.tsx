import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

const TABS = ['candidates', 'companies', 'general'] as const;
type Tab = (typeof TABS)[number];
interface Topic {
  q: string;
  a: string;
}

/** `/help`: the help and support centre, with tabs for candidates, companies and general, and topic search. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const [tab, setTab] = useState<Tab>('candidates');
  const [search, setSearch] = useState('');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const topics = (of: Tab) => t(`topics.${of}`, { returnObjects: true }) as Topic[];
  const needle = search.trim().toLocaleLowerCase();
  const results = needle
    ? TABS.flatMap((of) =>
        topics(of)
          .filter((topic) => `${topic.q} ${topic.a}`.toLocaleLowerCase().includes(needle))
          .map((topic) => ({ ...topic, tab: of })),
      )
    : [];

  // Arrow keys move between tabs (the tab list pattern); logical order follows the reading direction.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: TABS.length - 1 - index,
    }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </header>
      <TextField
        type="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="help-search"
      />
      {needle ? (
        <section aria-live="polite" data-testid="help-results">
          <h2 className="mb-3 text-lg font-semibold">{t('results', { count: results.length })}</h2>
          {results.length === 0 ? (
            <EmptyState title={t('noResults')}>{t('contact')}</EmptyState>
          ) : (
            <TopicList topics={results} label={(topic) => t(`tabs.${(topic as Topic & { tab: Tab }).tab}`)} />
          )}
        </section>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('tabsLabel')}
            className="flex flex-wrap gap-1 border-b border-slate-200"
          >
            {TABS.map((of, index) => (
              <button
                key={of}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`help-tab-${of}`}
                aria-selected={tab === of}
                aria-controls="help-panel"
                tabIndex={tab === of ? 0 : -1}
                onClick={() => setTab(of)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                  tab === of
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
                data-testid={`help-tab-${of}`}
              >
                {t(`tabs.${of}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="help-panel" aria-labelledby={`help-tab-${tab}`}>
            <TopicList topics={topics(tab)} />
          </div>
        </>
      )}
      <p className="text-sm text-slate-600">{t('contact')}</p>
    </div>
  );
}

function TopicList({ topics, label }: { topics: Topic[]; label?: (topic: Topic) => string }) {
  return (
    <ul className="space-y-2" data-testid="help-topics">
      {topics.map((topic) => (
        <li key={topic.q}>
          <details className="group rounded-xl border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer font-medium text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
              {label && (
                <span className="me-2 rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                  {label(topic)}
                </span>
              )}
              {topic.q}
            </summary>
            <p className="mt-2 whitespace-pre-line text-slate-700">{topic.a}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
