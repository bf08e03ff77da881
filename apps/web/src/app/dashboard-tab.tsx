import type { DashboardTabId } from '@gius/shared/roles';
import { CompaniesManagement } from '../features/companies-admin/companies-management.tsx';
import { TabPlaceholder } from '../features/dashboard/tab-placeholder.tsx';
import { OutboxView } from '../features/outbox/outbox-view.tsx';
import { TeamTab } from '../features/team/team-tab.tsx';

/** The content of each dashboard tab; tabs whose issue is not built yet show a placeholder. */
export function DashboardTab({ tab }: { tab: DashboardTabId }) {
  switch (tab) {
    case 'companies-management':
      return <CompaniesManagement />;
    case 'outbox':
      return <OutboxView />;
    case 'team':
      return <TeamTab />;
    default:
      return <TabPlaceholder tab={tab} />;
  }
}
