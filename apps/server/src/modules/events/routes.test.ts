import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

interface Received {
  type: string;
  data: Record<string, unknown>;
}

/** Reads a server-sent event stream as a browser's fetch does, collecting the events. */
function listen(url: string, session: TSession | null) {
  const received: Received[] = [];
  const controller = new AbortController();
  const ready = (async () => {
    const res = await fetch(url, {
      headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
      signal: controller.signal,
    });
    if (!res.ok || !res.body) return res.status;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) received.push({ type, data: JSON.parse(data) });
          }
        }
      } catch {
        // Aborted.
      }
    })();
    return res.status;
  })();
  return { received, ready, close: () => controller.abort() };
}

describe.each(databaseKinds())('realtime events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new application reaches its company, the admin and the candidate, and no one else', async () => {
    const docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    const hrX = await signUp(t.app, { role: 'company', companyName: 'Company X' });
    const hrY = await signUp(t.app, { role: 'company', companyName: 'Company Y' });
    const admin = await signInAdmin(t);
    const candidate = await signUp(t.app);
    const bystander = await signUp(t.app);
    const job = await createJob(t.app, hrX);
    const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');

    const streams = {
      x: listen(`${base}/api/events`, hrX),
      y: listen(`${base}/api/events`, hrY),
      admin: listen(`${base}/api/events`, admin),
      candidate: listen(`${base}/api/events`, candidate),
      bystander: listen(`${base}/api/events`, bystander),
    };
    for (const s of Object.values(streams)) expect(await s.ready).toBe(200);
    const anonymous = listen(`${base}/api/events`, null);
    expect(await anonymous.ready).toBe(401);

    const applied = await apply(t.app, candidate, job.id, resume.id);
    const applicationId = applied.json().id;
    await expect.poll(() => streams.x.received.length).toBe(1);
    expect(streams.x.received[0]).toEqual({
      type: 'application.created',
      data: { applicationId, jobId: job.id, applicantCounts: { [job.id]: 1 } },
    });
    await expect.poll(() => streams.admin.received.length).toBe(1);
    await expect.poll(() => streams.candidate.received.length).toBe(1);
    // The candidate hears of the application, not of the job's applicant count.
    expect(streams.candidate.received[0]!.data).toEqual({ applicationId, jobId: job.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(streams.y.received).toEqual([]);
    expect(streams.bystander.received).toEqual([]);
    for (const s of Object.values(streams)) s.close();
  });
});
