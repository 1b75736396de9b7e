import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isAdminRole, type AuthUser } from '@core/contracts/auth';
import { ERROR_MESSAGES } from '@core/errors';
import { SITE_NAME } from '@core/seo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { PendingAccounts } from '@web/features/admin-accounts/components/pending-accounts';
import { PageSpinner, Protected } from '@web/features/auth/components/protected';
import { PageHead } from '@web/lib/page-meta';

// Each tab is its own chunk, loaded when the tab opens: a school admin never
// downloads the site admin's tabs, and no admin code reaches public pages.
const Overview = lazy(() => import('@web/features/admin-overview/components/overview'));
const ManageSchools = lazy(() => import('@web/features/admin-costs/components/manage-schools'));
const Submissions = lazy(() =>
  import('@web/features/admin-submissions').then((module) => ({
    default: module.SubmissionsTab,
  })),
);
const RequestAdmin = lazy(() => import('@web/features/school-requests/components/request-admin'));

type TabId = 'overview' | 'manage' | 'contributions' | 'requests';

interface AdminTab {
  id: TabId;
  label: string;
  content: ReactNode;
}

const TABS: AdminTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    content: (
      <Overview>
        <PendingAccounts />
      </Overview>
    ),
  },
  { id: 'manage', label: 'Kelola Sekolah', content: <ManageSchools /> },
  { id: 'contributions', label: 'Kontribusi User', content: <Submissions /> },
  { id: 'requests', label: 'Request Sekolah', content: <RequestAdmin /> },
];

/** SPEC §2, §6: site admins see every tab (Overview first), school admins only Kelola Sekolah. */
export function tabsFor(role: AuthUser['role']): AdminTab[] {
  if (role === 'site_admin') return TABS;
  if (role === 'school_admin') return TABS.filter((tab) => tab.id === 'manage');
  return [];
}

function Dashboard({ user }: { user: AuthUser }) {
  const tabs = tabsFor(user.role);
  const [active, setActive] = useState<string>(tabs[0]!.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">Dashboard Admin</h1>
      <Tabs value={active} onValueChange={setActive} className="mt-6">
        <div className="overflow-x-auto pb-1">
          <TabsList>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <Suspense fallback={<PageSpinner />}>{tab.content}</Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * /admin, protected: anonymous visitors go to /auth (nothing renders without
 * a user), parents see a refusal, admins their tabs.
 */
export default function AdminPage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Admin | ${SITE_NAME}`,
          description: 'Dashboard admin Biaya Sekolah.',
          canonicalPath: paths.admin(),
        }}
      />
      <Protected anonymous={{ kind: 'auth-page' }}>
        {(user) =>
          isAdminRole(user.role) ? (
            <Dashboard user={user} />
          ) : (
            <div className="mx-auto max-w-7xl px-4 py-10">
              <p role="alert" className="text-slate-700">
                {ERROR_MESSAGES.FORBIDDEN}
              </p>
            </div>
          )
        }
      </Protected>
    </>
  );
}
