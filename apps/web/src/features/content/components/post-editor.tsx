import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSocialPost } from '@gius/shared/content';
import { postLength } from '@gius/shared/post-length';
import { Button } from '../../../components/ui/button.tsx';
import { addToast } from '../../../components/ui/toast-store.ts';
import { useSaveContent } from '../api/content-api.ts';
import { CopyTextButton } from './copy-text-button.tsx';

/**
 * One generated post: editable, with its length as the network counts it (X weighs letters), copy,
 * regenerate and save (a second save updates the saved text).
 */
export function PostEditor({
  post,
  onRegenerate,
  regenerating,
}: {
  post: TSocialPost;
  onRegenerate: () => void;
  regenerating: boolean;
}) {
  const { t } = useTranslation('content');
  const [text, setText] = useState(post.text);
  const [savedId, setSavedId] = useState<string>();
  const save = useSaveContent();
  const length = postLength(post.network, text);
  const over = length > post.maxLength;
  const testId = `post-${post.network}`;
  const doSave = () =>
    save.mutate(
      {
        id: savedId,
        item: { jobId: post.jobId, kind: 'social', channel: post.network, language: post.language, text },
      },
      {
        onSuccess: (item) => {
          setSavedId(item.id);
          addToast({ title: t('saved'), variant: 'success' });
        },
      },
    );
  return (
    <section
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-bold text-slate-900">
          {t(`networks.${post.network}`)} · <bdi>{post.jobTitle}</bdi>
        </h4>
        <span
          dir="ltr"
          className={`text-sm ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          data-testid={`${testId}-length`}
        >
          {t('length', { length, max: post.maxLength })}
        </span>
      </div>
      <label className="sr-only" htmlFor={`${testId}-${post.jobId}`}>
        {t('postText', { network: t(`networks.${post.network}`) })}
      </label>
      <textarea
        id={`${testId}-${post.jobId}`}
        dir={post.language === 'en' ? 'ltr' : 'rtl'}
        lang={post.language}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={Math.min(16, text.split('\n').length + 1)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-sans shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        data-testid={`${testId}-text`}
      />
      {post.network === 'instagram' && (
        <p className="text-sm text-slate-600">
          {t('bioLink')} <bdi dir="ltr">{post.link}</bdi>
        </p>
      )}
      {over && (
        <p role="alert" className="text-sm text-red-700">
          {t('overLimit', { network: t(`networks.${post.network}`) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyTextButton text={text} testId={`${testId}-copy`} />
        <Button
          variant="secondary"
          loading={regenerating}
          onClick={() => {
            onRegenerate();
          }}
          data-testid={`${testId}-regenerate`}
        >
          {t('regenerate')}
        </Button>
        <Button
          onClick={doSave}
          loading={save.isPending}
          disabled={over || !text.trim()}
          data-testid={`${testId}-save`}
        >
          {savedId ? t('saveChanges') : t('save')}
        </Button>
      </div>
    </section>
  );
}
