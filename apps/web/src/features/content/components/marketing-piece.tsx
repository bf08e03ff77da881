import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING_LIMITS, type ContentLanguage, type MarketingChannel } from '@gius/shared/content';
import { marketingTextProblem, parseSeoText } from '@gius/shared/marketing-text';
import { Button } from '../../../components/ui/button.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useSaveContent } from '../api/content-api.ts';
import { CopyTextButton } from './copy-text-button.tsx';

/** One marketing piece as its text: edit, copy, regenerate (the whole set) and save. */
export function MarketingPiece({
  jobId,
  channel,
  language,
  initial,
  onRegenerate,
  regenerating,
}: {
  jobId: string;
  channel: MarketingChannel;
  language: ContentLanguage;
  initial: string;
  onRegenerate: () => void;
  regenerating: boolean;
}) {
  const { t } = useTranslation('content');
  const [text, setText] = useState(initial);
  const [savedId, setSavedId] = useState<string>();
  const save = useSaveContent();
  const problem = marketingTextProblem(channel, text);
  const testId = `marketing-${channel}`;
  const seo = channel === 'seo' ? parseSeoText(text) : null;
  return (
    <section
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold text-slate-900">{t(`channels.${channel}`)}</h4>
        <span className="text-sm text-slate-600">{t(`marketing.hints.${channel}`, MARKETING_LIMITS)}</span>
      </div>
      <label className="sr-only" htmlFor={`${testId}-text`}>
        {t(`channels.${channel}`)}
      </label>
      <textarea
        id={`${testId}-text`}
        dir={language === 'en' ? 'ltr' : 'rtl'}
        lang={language}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={Math.min(18, text.split('\n').length + 1)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        data-testid={`${testId}-text`}
      />
      {seo && (
        <p className="text-sm text-slate-600" dir="ltr" data-testid="seo-lengths">
          {t('marketing.seoLengths', {
            title: seo.title.length,
            titleMax: MARKETING_LIMITS.seoTitle,
            description: seo.description.length,
            descriptionMax: MARKETING_LIMITS.seoDescription,
          })}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {t('marketing.overLimit')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyTextButton text={text} testId={`${testId}-copy`} />
        <Button
          variant="secondary"
          loading={regenerating}
          onClick={onRegenerate}
          data-testid={`${testId}-regenerate`}
        >
          {t('regenerate')}
        </Button>
        <Button
          loading={save.isPending}
          disabled={Boolean(problem) || !text.trim()}
          data-testid={`${testId}-save`}
          onClick={() =>
            save.mutate(
              { id: savedId, item: { jobId, kind: 'marketing', channel, language, text } },
              {
                onSuccess: (item) => {
                  setSavedId(item.id);
                  addToast({ title: t('saved'), variant: 'success' });
                },
              },
            )
          }
        >
          {savedId ? t('saveChanges') : t('save')}
        </Button>
      </div>
    </section>
  );
}
