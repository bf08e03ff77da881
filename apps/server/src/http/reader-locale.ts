import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@gius/shared/constants';
import { currentUser } from '../modules/auth/guard.ts';

/**
 * The language the reader reads in: the page's, which the web app sends as Accept-Language with
 * every call (a user may switch the page to English on a Hebrew account), else the account's.
 */
export function readerLocale(request: FastifyRequest): Language {
  const asked = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  const known = LANGUAGES.find((l) => l === asked);
  return known ?? currentUser(request).locale;
}
