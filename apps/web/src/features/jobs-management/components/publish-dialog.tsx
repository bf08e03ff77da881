import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, type DialogState } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * Publish now, or at a date and time (the job appears to the public at that moment). A time already
 * past would publish at once: the dialog says so before saving, and the user confirms ("publish now")
 * or changes the time.
 */
export function PublishDialog({
  open,
  onOpenChange,
  onPublish,
}: {
  onPublish: (publishAt: string | null) => Promise<unknown>;
} & DialogState) {
  const { t } = useTranslation('jobs');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const invalid = when === 'later' && (!at || Number.isNaN(new Date(at).getTime()));
  const past = when === 'later' && !invalid && new Date(at).getTime() <= Date.now();
  const publish = async () => {
    setBusy(true);
    try {
      // datetime-local is the user's local time; the server keeps the instant.
      await onPublish(when === 'now' ? null : new Date(at).toISOString());
      onOpenChange(false);
    } catch {
      // Shown by apiFetch.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('publish.title')}>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('publish.title')}</legend>
        {(['now', 'later'] as const).map((w) => (
          <label key={w} className="flex items-center gap-2">
            <input type="radio" name="when" checked={when === w} onChange={() => setWhen(w)} />
            {t(`publish.${w}`)}
          </label>
        ))}
      </fieldset>
      {when === 'later' && (
        <TextField
          className="mt-3"
          type="datetime-local"
          label={t('publish.at')}
          value={at}
          onChange={(e) => setAt(e.target.value)}
          data-testid="publish-at"
          {...(past ? { 'aria-describedby': 'publish-past-warning' } : {})}
        />
      )}
      {past && (
        <p
          id="publish-past-warning"
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="publish-past-warning"
        >
          {t('publish.pastWarning')}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('form.cancel')}
        </Button>
        <Button
          onClick={() => void publish()}
          disabled={invalid}
          loading={busy}
          data-testid="publish-confirm"
        >
          {when === 'now' ? t('publish.publishNow') : past ? t('publish.pastConfirm') : t('publish.schedule')}
        </Button>
      </div>
    </Dialog>
  );
}
