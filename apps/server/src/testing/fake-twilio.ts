import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Twilio-compatible Messages API on loopback, for tests: POST
 * /2010-04-01/Accounts/<sid>/Messages.json, form-encoded (To, From, Body), basic authentication,
 * answered as Twilio answers: 201 with the message as JSON, or an error JSON (code, message,
 * status). The test says how to answer each request: accept, a status (429, 5xx, ...), or no answer.
 */
export interface TwilioRequest {
  accountSid: string;
  user: string | null;
  password: string | null;
  to: string;
  from: string;
  body: string;
}

export type TwilioMode = 'accept' | { status: number; code: number; message: string } | 'hang';

export interface FakeTwilio {
  baseUrl: string;
  requests: TwilioRequest[];
  /** How the next requests are answered (default: accept). */
  mode: TwilioMode;
  close(): Promise<void>;
}

export async function startFakeTwilio(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state: { mode: TwilioMode } = { mode: 'accept' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const auth = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [user, password] = auth ? Buffer.from(auth, 'base64').toString().split(':') : [null, null];
      const form = new URLSearchParams(raw);
      const request: TwilioRequest = {
        accountSid: decodeURIComponent(match[1]!),
        user: user ?? null,
        password: password ?? null,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      requests.push(request);
      if (user !== credentials.accountSid || password !== credentials.authToken)
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return json(400, { code: 20001, message: 'Expected a form-encoded body', status: 400 });
      if (!/^\+[1-9]\d{6,14}$/.test(request.to))
        return json(400, {
          code: 21211,
          message: `The 'To' number ${request.to} is not a valid phone number.`,
          status: 400,
        });
      const mode = state.mode;
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (mode !== 'accept')
        return json(mode.status, { code: mode.code, message: mode.message, status: mode.status });
      return json(201, {
        sid: `SM${requests.length.toString(16).padStart(32, '0')}`,
        status: 'queued',
        to: request.to,
        from: request.from,
        body: request.body,
        num_segments: '1',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(value: TwilioMode) {
      state.mode = value;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
