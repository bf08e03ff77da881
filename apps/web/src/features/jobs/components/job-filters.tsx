import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@gius/shared/constants';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useJobLocations, type OpenJobsFilters } from '../api/open-jobs-api.ts';

/** Search and the location and employment type filters of the open jobs list. */
export function JobFilters({
  value,
  onChange,
}: {
  value: OpenJobsFilters;
  onChange: (next: OpenJobsFilters) => void;
}) {
  const { t } = useTranslation('jobs');
  const locations = useJobLocations();
  const listId = useId();
  const [q, setQ] = useState(value.q);
  const [location, setLocation] = useState(value.location);
  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (q.trim() !== value.q || location.trim() !== value.location) {
        onChange({ ...value, q: q.trim(), location: location.trim() });
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [q, location, value, onChange]);

  return (
    <form role="search" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label={t('filters.search')}
        type="search"
        value={q}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(e) => setQ(e.target.value)}
        data-testid="jobs-search"
      />
      <TextField
        label={t('filters.location')}
        value={location}
        list={listId}
        placeholder={t('filters.anyLocation')}
        onChange={(e) => setLocation(e.target.value)}
        data-testid="jobs-location"
      />
      <datalist id={listId}>
        {locations.data?.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <SelectField
        label={t('filters.employmentType')}
        value={value.employmentType}
        onChange={(e) =>
          onChange({ ...value, employmentType: e.target.value as OpenJobsFilters['employmentType'] })
        }
        options={[
          { value: '', label: t('filters.anyType') },
          ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employmentType.${type}`) })),
        ]}
        data-testid="jobs-type"
      />
    </form>
  );
}
