import { accessToken } from './api-fetch.ts';
import { getSession, onSessionEvent } from './session-store.ts';

/**
 * Realtime events from the server (`GET /api/events`, server-sent events), read with fetch so the
 * bearer token goes in a header, never in the address. One stream per tab, opened while someone
 * listens and a user is signed in; it reconnects (the server ends it when the token expires).
 * Each time the stream opens, the first time too, listeners are told `reconnected`: what a page
 * fetched before the stream was open may have changed unseen (a score stored between the list's
 * fetch and the stream's opening would otherwise never show).
 */
export interface AppEvent {
  type: string;
  data: Record<string, unknown>;
}
type Listener = (event: AppEvent) => void;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let retryMs = 1000;

function dispatch(event: AppEvent) {
  for (const listener of listeners) listener(event);
}

function parseBlock(block: string): AppEvent | null {
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return null;
  try {
    return { type, data: JSON.parse(data) as Record<string, unknown> };
  } catch {
    return null;
  }
}

async function run(signal: AbortSignal) {
  const token = await accessToken();
  if (!token || signal.aborted) return;
  const res = await fetch('/api/events', { headers: { authorization: `Bearer ${token}` }, signal });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
  retryMs = 1000;
  dispatch({ type: 'reconnected', data: {} });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) dispatch(event);
    }
  }
}

function start() {
  if (controller || !getSession() || listeners.size === 0) return;
  const own = new AbortController();
  controller = own;
  void (async () => {
    while (!own.signal.aborted) {
      try {
        await run(own.signal);
      } catch {
        // Network, server restart: try again after a pause.
      }
      if (own.signal.aborted || !getSession()) break;
      await new Promise((r) => setTimeout(r, retryMs));
      retryMs = Math.min(retryMs * 2, 30_000);
    }
    if (controller === own) controller = null;
  })();
}

function stop() {
  controller?.abort();
  controller = null;
}

onSessionEvent((event) => {
  if (event === 'SIGNED_OUT' || event === 'SIGNED_IN') stop();
  start();
});

/** Listens to the signed-in user's events; answers the function that stops listening. */
export function subscribeAppEvents(listener: Listener): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}
