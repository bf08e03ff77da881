import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router, routerReady } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The first screen's code and translations were asked for when the router was made, beside the
// header's translations: one render once all are in, with no spinner in between. Rendered as a
// transition, React works in slices of a few milliseconds and lets the browser in between, instead of
// holding the main thread for the whole first render (on a slow phone, a third of a second).
void Promise.allSettled([initI18n(), routerReady()]).finally(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
