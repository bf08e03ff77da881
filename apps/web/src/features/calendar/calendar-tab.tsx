import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/select-field.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { useCompaniesForFilter } from './calendar-api.ts';
import { InterviewsCalendar } from './interviews-calendar.tsx';

/**
 * The calendar tab (company staff: the company's interviews) and the centralized calendar (the
 * admin: every company's, with a company filter kept in the address as `?company=`).
 */
export function CalendarTab({ centralized }: { centralized: boolean }) {
  const { t } = useTranslation('calendar');
  const [params, setParams] = useSearchParams();
  const companyId = centralized ? (params.get('company') ?? '') : '';
  const companies = useCompaniesForFilter(centralized);
  return (
    <div className="space-y-4">
      {centralized && (
        <SelectField
          className="max-w-sm"
          label={t('company')}
          value={companyId}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('company', e.target.value);
            else next.delete('company');
            setParams(next, { replace: true });
          }}
          options={[
            { value: '', label: t('allCompanies') },
            ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          data-testid="calendar-company-filter"
        />
      )}
      <InterviewsCalendar companyId={companyId} />
      <CalendarFeedPanel />
    </div>
  );
}
