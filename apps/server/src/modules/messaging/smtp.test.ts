import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, linkIn, signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { createSmtpMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(options: { auth?: { user: string; pass: string }; reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (options.reject) return callback(new Error('Mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The message as text: a base64 body decoded, quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return `${headers}\r\n\r\n${Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  }
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe('SMTP delivery against a real SMTP server on loopback', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ auth: { user: 'gius', pass: 's3cret' } });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('the SMTP mailer delivers with authentication, from MAIL_FROM, in UTF-8', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://gius:s3cret@127.0.0.1:${smtp.port}`,
      from: 'Gius <no-reply@gius.test>',
    });
    const { providerId } = await mailer.deliver({
      to: 'dana@example.com',
      subject: 'שלום',
      text: 'גוף ההודעה',
    });
    mailer.close();
    expect(providerId).toMatch(/@/);
    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@gius.test', to: ['dana@example.com'], user: 'gius' });
    expect(decodeQuotedPrintable(mail.raw)).toContain('גוף ההודעה');
  });

  it('an invitation goes as a text/calendar part (METHOD:REQUEST) that mail programs show as an invitation', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://gius:s3cret@127.0.0.1:${smtp.port}`,
      from: 'Gius <no-reply@gius.test>',
    });
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await mailer.deliver({
      to: 'invitee@example.com',
      subject: 'הזמנה לראיון',
      text: 'פרטי הראיון',
      calendar: { method: 'REQUEST', content, filename: 'invite.ics' },
    });
    mailer.close();
    const raw = smtp.received.find((m) => m.to.includes('invitee@example.com'))!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toContain('BEGIN:VCALENDAR');
  });

  it('wrong credentials make delivery fail', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://gius:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@gius.test',
    });
    await expect(mailer.deliver({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe.each(databaseKinds())('the app with SMTP_URL on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'no-reply@gius.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('password recovery is delivered by SMTP; the outbox records it without the link', async () => {
    const admin = await signInAdmin(t);
    const { user } = await signUp(t.app, { locale: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);

    const mail = smtp.received.find((m) => m.to.includes(user.email))!;
    expect(mail).toBeDefined();
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Subject: Reset your Gius password');
    const token = linkIn(text).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'changed by smtp link' },
    });
    expect(reset.statusCode).toBe(200);

    const outbox = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) })
    ).json();
    const record = outbox.items.find((m: { to: string }) => m.to === user.email);
    expect(record).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      subject: 'Reset your Gius password',
      body: '',
    });
  });
});

describe('a failing SMTP server', () => {
  it('answers 503 SERVICE_UNAVAILABLE to the caller and records the failure', async () => {
    const smtp = await startSmtp({ reject: true });
    const t = await createTestApp('pglite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const admin = await signInAdmin(t);
      const { user } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      const outbox = (
        await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) })
      ).json();
      expect(outbox.items.find((m: { to: string }) => m.to === user.email)).toMatchObject({
        status: 'failed',
      });
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
