import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ResumeUpload } from '../../../components/resume-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useMyApplications } from '../../../lib/queries/my-applications.ts';
import { useResumes } from '../../../lib/queries/resumes.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useApply } from '../api/open-jobs-api.ts';

const box = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** Applying: sign in first; then pick a resume already uploaded or upload one, and apply. */
export function ApplyPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const session = useSession();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname);

  if (!session) {
    return (
      <section className={box} data-testid="apply-sign-in">
        <h2 className="text-lg font-semibold">{t('apply.title')}</h2>
        <p className="mt-2 text-slate-700">{t('apply.signInFirst')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={`${paths.login}?next=${next}`}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            data-testid="apply-login"
          >
            {t('apply.signIn')}
          </Link>
          <Link
            to={`${paths.signup}?role=candidate&next=${next}`}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            data-testid="apply-signup"
          >
            {t('apply.signUp')}
          </Link>
        </div>
      </section>
    );
  }
  if (session.user.role !== 'candidate') {
    return (
      <section className={box}>
        <h2 className="text-lg font-semibold">{t('apply.title')}</h2>
        <p className="mt-2 text-slate-700">{t('apply.candidatesOnly')}</p>
      </section>
    );
  }
  return <CandidateApply jobId={jobId} />;
}

function CandidateApply({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const resumes = useResumes();
  const mine = useMyApplications();
  const apply = useApply(jobId);
  const [chosen, setChosen] = useState<string | null>(null);
  const applied = mine.data?.some((a) => a.jobId === jobId);
  const selected = chosen ?? resumes.data?.find((r) => r.isDefault)?.id ?? resumes.data?.[0]?.id ?? null;

  if (applied) {
    return (
      <section className={box} data-testid="apply-done">
        <h2 className="text-lg font-semibold text-emerald-800">{t('apply.applied')}</h2>
        <Link to={paths.dashboard('my-applications')} className="mt-2 inline-block text-indigo-700 underline">
          {t('apply.seeMine')}
        </Link>
      </section>
    );
  }

  const submit = async () => {
    if (!selected) return;
    try {
      await apply.mutateAsync(selected);
      addToast({ variant: 'success', title: t('apply.success') });
    } catch (err) {
      // A reason the server names is already a toast; anything else gets the spec's words.
      if (!(err instanceof ApiError)) addToast({ variant: 'error', title: t('errors.apply') });
    }
  };

  return (
    <section className={`${box} space-y-4`} data-testid="apply-panel">
      <h2 className="text-lg font-semibold">{t('apply.title')}</h2>
      {resumes.data && resumes.data.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('apply.pickResume')}</legend>
          <div className="mt-2 space-y-1">
            {resumes.data.map((r) => (
              <label key={r.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="resume"
                  value={r.id}
                  checked={selected === r.id}
                  onChange={() => setChosen(r.id)}
                />
                <bdi>{r.fileName}</bdi>
                {r.isDefault && <span className="text-xs text-slate-500">({t('apply.default')})</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ResumeUpload
        label={resumes.data?.length ? t('apply.uploadAnother') : t('apply.upload')}
        onUploaded={(r) => setChosen(r.id)}
      />
      <Button
        onClick={() => void submit()}
        disabled={!selected}
        loading={apply.isPending}
        data-testid="apply-submit"
      >
        {t('apply.submit')}
      </Button>
    </section>
  );
}
