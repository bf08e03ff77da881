import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { JobAdTab } from './components/job-ad-tab.tsx';
import { ResumeTab } from './components/resume-tab.tsx';

const triggerClass =
  'rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 hover:text-indigo-700';

/** The career-tools page (spec reading B): hero, then the resume tab (default) and the job-ad tab. */
export function ToolsPage() {
  const { t, i18n } = useTranslation('tools');
  return (
    <div className="grid gap-8">
      <section className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-10 text-white shadow-lg">
        <h1 className="text-3xl font-bold sm:text-4xl" data-testid="tools-title">
          {t('title')}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-indigo-50">{t('subtitle')}</p>
        <ul className="mt-5 flex flex-wrap gap-2 text-sm">
          {(['free', 'noSignup', 'languages'] as const).map((badge) => (
            <li key={badge} className="rounded-full bg-white/15 px-3 py-1">
              {t(`badges.${badge}`)}
            </li>
          ))}
        </ul>
      </section>
      <Tabs.Root
        defaultValue="resume"
        dir={i18n.dir()}
        className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-2 border-b border-slate-200 px-4 pt-2">
          <Tabs.Trigger value="resume" className={triggerClass} data-testid="tab-resume">
            {t('tabs.resume')}
          </Tabs.Trigger>
          <Tabs.Trigger value="job-ad" className={triggerClass} data-testid="tab-job-ad">
            {t('tabs.jobAd')}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Both tabs stay mounted, so switching keeps what was typed. */}
        <Tabs.Content
          value="resume"
          forceMount
          className="p-5 focus:outline-none data-[state=inactive]:hidden sm:p-8"
        >
          <ResumeTab />
        </Tabs.Content>
        <Tabs.Content
          value="job-ad"
          forceMount
          className="p-5 focus:outline-none data-[state=inactive]:hidden sm:p-8"
        >
          <JobAdTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
