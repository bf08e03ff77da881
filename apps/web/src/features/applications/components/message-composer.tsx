import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@gius/shared/applications';
import {
  fillPlaceholders,
  MESSAGE_TEMPLATES,
  SMS_MAX_SEGMENTS,
  smsLength,
  TEMPLATE_IDS,
  type MessageChannel,
  type TemplateId,
  type TMessageReach,
} from '@gius/shared/candidate-messages';
import { LANGUAGES, type Language } from '@gius/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

export interface ComposedMessage {
  channel: MessageChannel;
  subject?: string;
  body: string;
}

/**
 * Writes an SMS or an e-mail from a template (he/en/ar, the candidate's language first) whose
 * placeholders ({candidateName}, {jobTitle}, {interviewTime}, {company}) the server fills per
 * candidate. An SMS shows its length in characters and parts of the filled text (Hebrew and Arabic
 * are UCS-2: 70 a message, 67 a part). SMS is off, with the reason, when the candidate cannot get one.
 */
export function MessageComposer({
  sample,
  reach,
  busy,
  onSend,
}: {
  /** The application whose values the preview and the counter use. */
  sample: TApplication;
  /** One application: how its candidate can be reached. Several: unknown here (the server skips and says). */
  reach?: TMessageReach;
  busy: boolean;
  onSend: (message: ComposedMessage) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('applications');
  const smsBlocked = reach
    ? reach.smsOptOut
      ? t('messages.optedOut')
      : !reach.phone
        ? t('messages.noPhone')
        : null
    : null;
  const emailBlocked = reach && !reach.email ? t('messages.noEmail') : null;
  const [channel, setChannel] = useState<MessageChannel>(smsBlocked ? 'email' : 'sms');
  const [language, setLanguage] = useState<Language>(
    reach?.language ?? ((i18n.resolvedLanguage as Language | undefined) || 'he'),
  );
  const [template, setTemplate] = useState<TemplateId>('blank');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const pick = (id: TemplateId, lng: Language) => {
    setTemplate(id);
    setLanguage(lng);
    setSubject(MESSAGE_TEMPLATES[lng][id].subject);
    setBody(MESSAGE_TEMPLATES[lng][id].body);
  };
  const filled = fillPlaceholders(body, {
    candidateName: sample.candidateName,
    jobTitle: sample.jobTitle,
    company: sample.companyName,
    interviewTime: sample.interviewAt
      ? formatDateTime(sample.interviewAt, language, { dateStyle: 'full', timeStyle: 'short' })
      : '',
  });
  const length = smsLength(filled);
  const blocked = channel === 'sms' ? smsBlocked : emailBlocked;
  const tooLong = channel === 'sms' && length.segments > SMS_MAX_SEGMENTS;

  return (
    <form
      className="space-y-3"
      data-testid="message-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSend({ channel, body, ...(channel === 'email' ? { subject } : {}) }).then((sent) => {
          if (sent) setBody('');
        });
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('messages.channel')}</legend>
        {(['sms', 'email'] as const).map((c) => (
          <label key={c} className="flex items-center gap-2">
            <input
              type="radio"
              name="channel"
              value={c}
              checked={channel === c}
              onChange={() => setChannel(c)}
              disabled={c === 'sms' ? smsBlocked !== null : emailBlocked !== null}
              data-testid={`message-channel-${c}`}
            />
            {t(`messages.${c}`)}
          </label>
        ))}
      </fieldset>
      {[smsBlocked, emailBlocked]
        .filter((reason) => reason !== null)
        .map((reason) => (
          <p
            key={reason}
            role="status"
            className="rounded-lg bg-amber-50 p-3 text-amber-900"
            data-testid="message-blocked"
          >
            {reason}
          </p>
        ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('messages.template')}
          value={template}
          onChange={(e) => pick(e.target.value as TemplateId, language)}
          options={TEMPLATE_IDS.map((id) => ({ value: id, label: t(`messages.templates.${id}`) }))}
          data-testid="message-template"
        />
        <SelectField
          label={t('messages.language')}
          value={language}
          onChange={(e) => pick(template, e.target.value as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`messages.languages.${l}`) }))}
        />
      </div>
      {channel === 'email' && (
        <TextField
          label={t('messages.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          dir="auto"
        />
      )}
      <TextareaField
        label={t('messages.body')}
        rows={4}
        value={body}
        dir="auto"
        onChange={(e) => setBody(e.target.value)}
        data-testid="message-body"
      />
      <p className="text-xs text-slate-600">{t('messages.placeholders')}</p>
      {channel === 'sms' && body && (
        <p
          className={`text-sm ${tooLong ? 'text-red-700' : 'text-slate-700'}`}
          aria-live="polite"
          data-testid="sms-length"
        >
          {t('messages.length', { count: length.units, segments: length.segments })}
          {length.encoding === 'UCS-2' && ` · ${t('messages.unicode')}`}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={busy}
          disabled={!body.trim() || blocked !== null || tooLong}
          data-testid="message-send"
        >
          {channel === 'sms' ? t('messages.sendSms') : t('messages.sendEmail')}
        </Button>
      </div>
    </form>
  );
}
