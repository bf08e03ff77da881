import type { Config } from '../../config.ts';

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

/** Why a provider did not take an SMS: its HTTP status (or none: no answer) and its words. */
export class SmsError extends Error {
  override name = 'SmsError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * Where SMS go. `outbox`: nowhere outside the app (the messaging service keeps it for the admin).
 * `twilio`: Twilio's Messages API or any service that speaks it.
 */
export interface SmsSender {
  kind: 'outbox' | 'twilio';
  /** Sends; answers the provider's message id. Throws SmsError when the provider does not take it. */
  send(message: SmsMessage): Promise<{ providerId: string | null }>;
}

export function createOutboxSms(): SmsSender {
  return { kind: 'outbox', send: async () => ({ providerId: null }) };
}

/**
 * Twilio's Messages API: a form-encoded POST to /2010-04-01/Accounts/<sid>/Messages.json with basic
 * authentication (account id, token), answered with the message as JSON (`sid`, `status`), or an error
 * JSON (`code`, `message`, `status`). No retry here: a failure is recorded and shown to the sender.
 */
export function createTwilioSms(options: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs: number;
}): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    send: async ({ to, body }) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: options.from, Body: body }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new SmsError(
          timedOut ? `no answer in ${options.timeoutMs} ms` : `unreachable: ${String(err)}`,
          null,
        );
      }
      const answer = (await res.json().catch(() => null)) as {
        sid?: string;
        code?: number;
        message?: string;
      } | null;
      if (!res.ok) {
        const detail = answer?.message ? `${answer.code ?? ''} ${answer.message}`.trim() : res.statusText;
        throw new SmsError(`${res.status}: ${detail}`, res.status);
      }
      return { providerId: answer?.sid ?? null };
    },
  };
}

export function createSmsSender(config: Config): SmsSender {
  if (config.SMS_PROVIDER === 'twilio')
    return createTwilioSms({
      baseUrl: config.SMS_URL,
      accountSid: config.SMS_ACCOUNT_SID!,
      authToken: config.SMS_AUTH_TOKEN!,
      from: config.SMS_FROM!,
      timeoutMs: config.SMS_TIMEOUT_MS,
    });
  return createOutboxSms();
}
