/**
 * Namespaces: one JSON per namespace and language under ./locales/<lng>/<ns>.json, each its own
 * small file fetched when first needed. The header's (`common`, `auth`) come before the first
 * render; a screen's come with it (the route's `loader` in app/router.tsx, or a suspending
 * `useTranslation(ns)`); `errors` right after the first render, for the toasts.
 */
export type Namespace =
  | 'common'
  | 'errors'
  | 'auth'
  | 'dashboard'
  | 'jobs'
  | 'applications'
  | 'resumes'
  | 'help'
  | 'tools'
  | 'content'
  | 'calendar';

/** The header's, loaded before the first render. */
export const FIRST_NAMESPACES: Namespace[] = ['common', 'auth'];
