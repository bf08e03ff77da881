import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: below it a phone, at or above it a tablet or wider. */
export const TABLET_QUERY = '(min-width: 768px)';

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
