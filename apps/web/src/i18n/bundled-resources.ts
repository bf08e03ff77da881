import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enJobs from './locales/en/jobs.json';
import heAuth from './locales/he/auth.json';
import heCommon from './locales/he/common.json';
import heJobs from './locales/he/jobs.json';

/**
 * In the app's first download (and left out of the fetched files in ./i18n.ts): the header's
 * namespaces and the home page's (`jobs`) in the default language and the fallback, so the first
 * screen renders with no request for text after the script (about 6 KiB brotli). Everything else,
 * Arabic included, is fetched when needed.
 */
export const BUNDLED_RESOURCES = {
  he: { common: heCommon, auth: heAuth, jobs: heJobs },
  en: { common: enCommon, auth: enAuth, jobs: enJobs },
};
