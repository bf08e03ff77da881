export const ROLES = ['candidate', 'hr', 'company_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const COMPANY_ROLES: readonly Role[] = ['hr', 'company_manager'];

/** Dashboard tabs of spec section 2, and the roles that may see each (DESIGN section 5). */
export const DASHBOARD_TABS = [
  { id: 'open-jobs', roles: ['candidate', 'hr', 'company_manager', 'admin'] },
  { id: 'my-applications', roles: ['candidate'] },
  { id: 'resumes', roles: ['candidate'] },
  { id: 'my-jobs', roles: ['hr', 'company_manager'] },
  { id: 'applications', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'candidates', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'jobs-management', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'all-jobs', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'upload-resumes', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'marketing-content', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'social-content', roles: ['hr', 'company_manager', 'admin'] },
  { id: 'calendar', roles: ['hr', 'company_manager'] },
  { id: 'companies-management', roles: ['admin'] },
  { id: 'centralized-calendar', roles: ['admin'] },
  /** Not in spec section 2: the company manager invites HR users here. */
  { id: 'team', roles: ['company_manager'] },
  /** Not in spec section 2: the e-mail outbox (DESIGN section 2, "SMS / e-mail"). */
  { id: 'outbox', roles: ['admin'] },
] as const satisfies readonly { id: string; roles: readonly Role[] }[];

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

export function tabsForRole(role: Role): DashboardTabId[] {
  return DASHBOARD_TABS.filter((tab) => (tab.roles as readonly Role[]).includes(role)).map((tab) => tab.id);
}
