import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';

/** Copies a text with one click and says so. */
export function CopyTextButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('content');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      addToast({ title: t('copied'), variant: 'success' });
    } catch (err) {
      console.error('[content] copy failed', err);
      addToast({ title: t('copyFailed'), variant: 'error' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} data-testid={testId}>
      {t('copy')}
    </Button>
  );
}
