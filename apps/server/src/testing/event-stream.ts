import type { TSession } from '@gius/shared/auth';

export interface ReceivedEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Reads a server-sent event stream as a browser's fetch does, collecting the events.
 * `ready` resolves with the answer's status once the stream is open.
 */
export function listenToEvents(url: string, session: TSession | null) {
  const received: ReceivedEvent[] = [];
  const controller = new AbortController();
  let markEnded: () => void = () => {};
  /** Resolves when the server ends the stream. */
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
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
          if (done) {
            markEnded();
            return;
          }
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
  return { received, ready, ended, close: () => controller.abort() };
}
