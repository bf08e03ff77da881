import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on loopback, for tests: each request is recorded
 * and answered by the test's handler (a status, a JSON body, raw text, or no answer at all).
 */

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type FakeReply =
  | { status: number; json: unknown }
  | { status: number; text: string }
  /** Never answers: for timeouts. */
  | { hang: true };

export interface FakeOpenAi {
  /** Base URL to give as AI_BASE_URL (ends with /v1). */
  baseUrl: string;
  requests: FakeRequest[];
  reply(handler: (request: FakeRequest, index: number) => FakeReply): void;
  close(): Promise<void>;
}

/** A chat completion whose message is `content` (an object is sent as JSON text). */
export function chatAnswer(content: unknown): FakeReply {
  return {
    status: 200,
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
        },
      ],
    },
  };
}

export function errorAnswer(status: number, message = 'error'): FakeReply {
  return { status, json: { error: { message, type: 'test', code: String(status) } } };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  let handler: (request: FakeRequest, index: number) => FakeReply = () => errorAnswer(500, 'no handler');
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // Recorded as text.
      }
      const request: FakeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(request);
      const reply = handler(request, requests.length - 1);
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      res.writeHead(reply.status, { 'content-type': 'json' in reply ? 'application/json' : 'text/plain' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      handler = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
