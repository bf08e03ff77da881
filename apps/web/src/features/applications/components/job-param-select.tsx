import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCompanyJobs } from '../api/applications-api.ts';

/** The job chosen in the address (`?job=`), or '' for none. */
export function useJobParam(): string {
  const [params] = useSearchParams();
  return params.get('job') ?? '';
}

/** The company's jobs in a select kept in the address, so the choice survives a reload and can be linked to. */
export function JobParamSelect({
  label,
  noneLabel,
  testId,
}: {
  label: string;
  /** The first option, for "no job". */
  noneLabel: string;
  testId: string;
}) {
  const [, setParams] = useSearchParams();
  const jobId = useJobParam();
  const jobs = useCompanyJobs();
  return (
    <SelectField
      className="min-w-56"
      label={label}
      value={jobId}
      onChange={(e) => setParams(e.target.value ? { job: e.target.value } : {}, { replace: true })}
      options={[
        { value: '', label: noneLabel },
        ...(jobs.data ?? []).map((j) => ({ value: j.id, label: j.title })),
      ]}
      data-testid={testId}
    />
  );
}
