import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router, routerReady } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The first screen's code and translations were asked for when the router was made, beside the
// header's translations: one render once all are in, with no spinner in between.
void Promise.allSettled([initI18n(), routerReady()]).finally(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
