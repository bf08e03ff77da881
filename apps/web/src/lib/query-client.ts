import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';

/** The app's one query cache: the screens read it, route loaders start filling it early. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// What the server wrote in the old language (match reasons) is fetched again in the new one.
i18next.on('languageChanged', () => void queryClient.invalidateQueries());
