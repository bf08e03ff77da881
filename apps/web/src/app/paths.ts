/** Every route of the web app, defined once (DESIGN section 1). */
export const paths = {
  home: '/',
  jobs: '/jobs',
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  invite: '/invite',
  account: '/account',
  dashboard: (tab?: string) => (tab ? `/dashboard/${tab}` : '/dashboard'),
  help: '/help',
  tools: '/tools',
} as const;
