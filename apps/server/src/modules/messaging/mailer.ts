import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** An RFC 5545 invitation (text/calendar; method REQUEST or CANCEL), sent as the calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
}

/**
 * Where e-mail goes. `outbox`: nowhere outside the app (the messaging service keeps it in the
 * database for the admin to read). `smtp`: delivered through the SMTP server of SMTP_URL.
 */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  /** Delivers the message; answers the provider's message id. Throws when delivery fails. */
  deliver(message: EmailMessage): Promise<{ providerId: string | null }>;
  close(): void;
}

export function createOutboxMailer(): Mailer {
  return { kind: 'outbox', deliver: async () => ({ providerId: null }), close: () => {} };
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    deliver: async (message) => {
      const { calendar, ...mail } = message;
      const info = await transport.sendMail({
        from: options.from,
        ...mail,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
      });
      return { providerId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer();
}
