import { useTranslation } from 'react-i18next';
import { OpenJobsList } from './components/open-jobs-list.tsx';

/** `/jobs`: the open jobs, for anyone. */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('list.title')}</h1>
        <p className="mt-1 text-slate-600">{t('list.subtitle')}</p>
      </header>
      <OpenJobsList />
    </div>
  );
}
