import { lazy, type ComponentType } from 'react';
import type { DashboardTabId } from '@gius/shared/roles';
import { TabPlaceholder } from '../features/dashboard/tab-placeholder.tsx';

/** A tab's code is fetched when the tab is first opened. */
function tab<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const CompaniesManagement = tab(
  async () => (await import('../features/companies-admin/companies-management.tsx')).CompaniesManagement,
);
const OutboxView = tab(async () => (await import('../features/outbox/outbox-view.tsx')).OutboxView);
const TeamTab = tab(async () => (await import('../features/team/team-tab.tsx')).TeamTab);
const OpenJobsList = tab(
  async () => (await import('../features/jobs/components/open-jobs-list.tsx')).OpenJobsList,
);
const MyApplicationsTab = tab(
  async () => (await import('../features/my-applications/my-applications-tab.tsx')).MyApplicationsTab,
);
const ResumesTab = tab(async () => (await import('../features/resumes/resumes-tab.tsx')).ResumesTab);
const JobsTab = tab(async () => (await import('../features/jobs-management/jobs-tab.tsx')).JobsTab);
const ApplicationsTab = tab(
  async () => (await import('../features/applications/applications-tab.tsx')).ApplicationsTab,
);
const CandidatesTab = tab(
  async () => (await import('../features/applications/candidates-tab.tsx')).CandidatesTab,
);
const BulkUploadTab = tab(
  async () => (await import('../features/bulk-upload/bulk-upload-tab.tsx')).BulkUploadTab,
);
const CalendarTab = tab(async () => (await import('../features/calendar/calendar-tab.tsx')).CalendarTab);
const SocialContentTab = tab(
  async () => (await import('../features/content/social-content-tab.tsx')).SocialContentTab,
);
const MarketingContentTab = tab(
  async () => (await import('../features/content/marketing-content-tab.tsx')).MarketingContentTab,
);

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
    case 'social-content':
      return <SocialContentTab />;
    case 'marketing-content':
      return <MarketingContentTab />;
    case 'calendar':
      return <CalendarTab centralized={false} />;
    case 'centralized-calendar':
      return <CalendarTab centralized />;
    default:
      return <TabPlaceholder tab={tab} />;
  }
}
