import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useApplication } from '../api/applications-api.ts';
import { TABLET_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { ApplicationCard } from './application-card.tsx';
import { ApplicationRow } from './application-row.tsx';

/** The application asked for in the address (`?application=`, a click on the calendar), above the list. */
export function OpenedApplication() {
  const { t } = useTranslation('applications');
  const [params, setParams] = useSearchParams();
  const id = params.get('application') ?? '';
  const one = useApplication(id);
  const wide = useMediaQuery(TABLET_QUERY);
  if (!id || !one.data) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('application');
    setParams(next, { replace: true });
  };
  return (
    <section
      className="rounded-xl border-2 border-indigo-300 bg-white"
      aria-label={t('opened.title')}
      data-testid="opened-application"
    >
      <div className="flex items-center justify-between gap-2 px-3 pt-2">
        <h2 className="font-semibold">{t('opened.title')}</h2>
        <Button variant="secondary" onClick={close}>
          {t('opened.close')}
        </Button>
      </div>
      {wide ? (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <tbody>
              <ApplicationRow application={one.data} />
            </tbody>
          </table>
        </div>
      ) : (
        <div className="p-2">
          <ApplicationCard application={one.data} />
        </div>
      )}
    </section>
  );
}
