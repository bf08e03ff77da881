import type { DashboardTabId } from '@gius/shared/roles';
import { ApplicationsTab } from '../features/applications/applications-tab.tsx';
import { CandidatesTab } from '../features/applications/candidates-tab.tsx';
import { BulkUploadTab } from '../features/bulk-upload/bulk-upload-tab.tsx';
import { CompaniesManagement } from '../features/companies-admin/companies-management.tsx';
import { TabPlaceholder } from '../features/dashboard/tab-placeholder.tsx';
import { OpenJobsList } from '../features/jobs/components/open-jobs-list.tsx';
import { JobsTab } from '../features/jobs-management/jobs-tab.tsx';
import { MyApplicationsTab } from '../features/my-applications/my-applications-tab.tsx';
import { OutboxView } from '../features/outbox/outbox-view.tsx';
import { ResumesTab } from '../features/resumes/resumes-tab.tsx';
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
    case 'open-jobs':
      return <OpenJobsList />;
    case 'my-applications':
      return <MyApplicationsTab />;
    case 'resumes':
      return <ResumesTab />;
    case 'my-jobs':
      return <JobsTab mode="mine" />;
    case 'jobs-management':
      return <JobsTab mode="manage" />;
    case 'all-jobs':
      return <JobsTab mode="all" />;
    case 'applications':
      return <ApplicationsTab />;
    case 'candidates':
      return <CandidatesTab />;
    case 'upload-resumes':
      return <BulkUploadTab />;
    default:
      return <TabPlaceholder tab={tab} />;
  }
}
