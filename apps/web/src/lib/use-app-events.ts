import { useEffect, useRef } from 'react';
import { subscribeAppEvents, type AppEvent } from './app-events.ts';

/** Calls `onEvent` for each realtime event of the given types (and on `reconnected`). */
export function useAppEvents(types: readonly string[], onEvent: (event: AppEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set([...key.split(','), 'reconnected']);
    return subscribeAppEvents((event) => {
      if (wanted.has(event.type)) handler.current(event);
    });
  }, [key]);
}
