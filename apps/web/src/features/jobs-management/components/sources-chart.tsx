import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ApplicantSource, TApplicantSources } from '@gius/shared/applications';
import { formatDate } from '../../../lib/format-date.ts';

export const SOURCE_COLORS: Record<ApplicantSource, string> = {
  linkedin: '#0a66c2',
  facebook: '#1877f2',
  instagram: '#c13584',
  x: '#111827',
  whatsapp: '#25d366',
  telegram: '#229ed9',
  email: '#f59e0b',
  jobs_list: '#4f46e5',
  direct: '#94a3b8',
  company: '#0d9488',
  auto: '#a855f7',
};

/**
 * Applicants per day, stacked by source (recharts). In a right-to-left page the time axis runs
 * from the right and the count axis stands on the right, as a Hebrew or Arabic reader expects.
 */
export default function SourcesChart({ data }: { data: TApplicantSources }) {
  const { t, i18n } = useTranslation('jobs');
  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';
  const sources = data.bySource.map((s) => s.source);
  const rows = data.daily.map((d) => ({
    day: formatDate(`${d.date}T00:00:00Z`, i18n.resolvedLanguage, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
    ...d.counts,
  }));
  return (
    <figure className="h-48 w-full" data-testid="sources-chart" aria-label={t('sources.chart')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" reversed={rtl} tick={{ fontSize: 12 }} />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={28}
            tick={{ fontSize: 12 }}
          />
          <Tooltip formatter={(value, name) => [value, t(`sources.names.${String(name)}`)]} />
          <Legend formatter={(value: string) => t(`sources.names.${value}`)} />
          {sources.map((source) => (
            <Bar
              key={source}
              dataKey={source}
              stackId="day"
              fill={SOURCE_COLORS[source]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
