import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.ts';
import type { AiProvider } from './ai-tasks.ts';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider.ts';

const AD_INPUT = {
  jobTitle: 'מפתח/ת Backend',
  jobDescription: 'פיתוח שירותים',
  requirements: 'Node.js',
  companyName: '',
  location: '',
  employmentType: '',
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('openai provider against a fake OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  let sleeps: number[];
  const provider = (overrides: Partial<OpenAiProviderOptions> = {}): AiProvider =>
    createOpenAiProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 2000,
      maxRetries: 2,
      retryBaseMs: 10,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    sleeps = [];
  });

  it('asks for structured output with the task schema and returns the validated answer', async () => {
    fake.reply(() => chatAnswer({ facebook: 'פוסט', whatsapp: '*הודעה*' }));
    const answer = await provider().run('writeJobAd', AD_INPUT);
    expect(answer).toEqual({ facebook: 'פוסט', whatsapp: '*הודעה*' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      messages: [{ role: 'system' }, { role: 'user' }],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'writeJobAd',
          strict: true,
          schema: { type: 'object', required: ['facebook', 'whatsapp'], additionalProperties: false },
        },
      },
    });
    expect(JSON.parse((request?.body as { messages: { content: string }[] }).messages[1]!.content)).toEqual(
      AD_INPUT,
    );
  });

  it('reads an answer wrapped in a ```json fence, and sends no key when none is set', async () => {
    fake.reply(() => chatAnswer('```json\n{"resumeContent": "קורות חיים"}\n```'));
    const answer = await provider({ apiKey: undefined }).run('tailorResume', {
      resume: 'דנה לוי',
      jobTitle: '',
      jobDescription: 'מפתחת',
      jobRequirements: '',
      personalInfo: { fullName: 'דנה לוי', email: '', phone: '', linkedIn: '' },
      enhance: true,
    });
    expect(answer).toEqual({ resumeContent: 'קורות חיים' });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('passes a 429 through as RATE_LIMITED, without trying again', async () => {
    fake.reply(() => errorAnswer(429, 'Rate limit reached'));
    const err = await failure(provider().run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('passes a 402 through as PAYMENT_REQUIRED', async () => {
    fake.reply(() => errorAnswer(402, 'Payment required'));
    const err = await failure(provider().run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'PAYMENT_REQUIRED', status: 402 });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', chatAnswer('Sure! Here is your ad: ...')],
    ['JSON without the expected fields', chatAnswer({ facebook: 'only one' })],
    ['fields of the wrong type', chatAnswer({ facebook: 1, whatsapp: ['x'] })],
    ['a body that is not a chat completion', { status: 200, json: { hello: 'world' } }],
    ['a body that is not JSON at all', { status: 200, text: '<html>proxy error</html>' }],
  ] as const)('calls %s a bad response (AI_BAD_RESPONSE, 502)', async (_name, reply) => {
    fake.reply(() => reply);
    const err = await failure(provider().run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'AI_BAD_RESPONSE', status: 502 });
  });

  it('tries a 5xx again with exponential backoff, and succeeds when the provider recovers', async () => {
    fake.reply((_req, n) =>
      n < 2 ? errorAnswer(n === 0 ? 500 : 503) : chatAnswer({ facebook: 'a', whatsapp: 'b' }),
    );
    expect(await provider().run('writeJobAd', AD_INPUT)).toEqual({ facebook: 'a', whatsapp: 'b' });
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([10, 20]);
  });

  it('gives up after the retries with SERVICE_UNAVAILABLE (503)', async () => {
    fake.reply(() => errorAnswer(502));
    const err = await failure(provider().run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(err.message).toContain('after 3 attempts');
    expect(fake.requests).toHaveLength(3);
  });

  it('calls a slow provider a timeout (AI_TIMEOUT, 504) after the time limit', async () => {
    fake.reply(() => ({ hang: true }));
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 300 }).run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'AI_TIMEOUT', status: 504 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('calls a refused key a provider error (AI_PROVIDER_ERROR, 502)', async () => {
    fake.reply(() => errorAnswer(401, 'Incorrect API key'));
    const err = await failure(provider().run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'AI_PROVIDER_ERROR', status: 502 });
    expect(fake.requests).toHaveLength(1);
  });

  it('tries again when the provider cannot be reached at all', async () => {
    const closed = createOpenAiProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 1000,
      maxRetries: 1,
      retryBaseMs: 1,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const err = await failure(closed.run('writeJobAd', AD_INPUT));
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(sleeps).toEqual([1]);
  });

  it('refuses to send images to a model that does not read them, without calling it', async () => {
    const err = await failure(provider().run('readResumeImages', { pages: [{ png: Buffer.from('png') }] }));
    expect(err).toMatchObject({ code: 'AI_CANNOT_READ_IMAGES', status: 409 });
    expect(fake.requests).toHaveLength(0);
  });

  it('sends each page as an image_url part to the vision model, and answers the text', async () => {
    fake.reply(() => chatAnswer({ text: 'דנה לוי\ndana@example.com' }));
    const answer = await provider({ readsImages: true, visionModel: 'vision' }).run('readResumeImages', {
      pages: [{ png: Buffer.from('page-1') }, { png: Buffer.from('page-2') }],
    });
    expect(answer).toEqual({ text: 'דנה לוי\ndana@example.com' });
    const body = fake.requests[0]?.body as { model: string; messages: { content: unknown }[] };
    expect(body.model).toBe('vision');
    expect(body.messages[1]!.content).toEqual([
      { type: 'text', text: expect.any(String) },
      {
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${Buffer.from('page-1').toString('base64')}` },
      },
      {
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${Buffer.from('page-2').toString('base64')}` },
      },
    ]);
  });
});
