// Runs before the app: a remembered non-Hebrew language sets <html lang dir> at once,
// so the page never shows in the wrong direction while React loads.
import { directionOf, LANGUAGES } from '@gius/shared/constants';
import { LANGUAGE_STORAGE_KEY } from './language-storage.ts';

const saved = (() => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
})();
if (saved && (LANGUAGES as readonly string[]).includes(saved)) {
  document.documentElement.lang = saved;
  document.documentElement.dir = directionOf(saved);
}
