import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
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
const Reports = lazy(() => import('@web/features/admin-reports/components/reports-tab'));
const LevyReports = lazy(
  () => import('@web/features/admin-levy-reports/components/levy-reports-panel'),
);
const SchoolAdmins = lazy(
  () => import('@web/features/admin-school-admins/components/school-admins-tab'),
);
const FeeRules = lazy(() => import('@web/features/admin-fee-rules/components/fee-rules-tab'));
const Coverage = lazy(() => import('@web/features/admin-coverage/components/coverage-tab'));
const Claims = lazy(() => import('@web/features/school-claims/components/claims-tab'));
const Profile = lazy(() => import('@web/features/school-profile/components/profile-tab'));
const Admissions = lazy(() => import('@web/features/admissions/components/admissions-tab'));
const Registry = lazy(() => import('@web/features/admin-registry/components/registry-tab'));

// The new-school form and dialog (their own chunk) for the tabs that create schools.
const newSchool = () => import('@web/features/new-school');
const LazyCreateSchoolDialog = lazy(() =>
  newSchool().then((module) => ({ default: module.CreateSchoolDialog })),
);
const LazyNewSchoolForm = lazy(() =>
  newSchool().then((module) => ({ default: module.NewSchoolForm })),
);

type CreateSchoolProps = ComponentProps<typeof LazyCreateSchoolDialog>;
/** Loads the dialog's code only once it is opened. */
function CreateSchool(props: CreateSchoolProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyCreateSchoolDialog {...props} />
    </Suspense>
  );
}
function NewSchoolForm(props: ComponentProps<typeof LazyNewSchoolForm>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyNewSchoolForm {...props} />
    </Suspense>
  );
}

export const TAB_IDS = [
  'overview',
  'manage',
  'contributions',
  'requests',
  'reports',
  'school-admins',
  'fee-rules',
  'coverage',
  'claims',
  'profile',
  'admissions',
  'registry',
] as const;
type TabId = (typeof TAB_IDS)[number];

const LABELS: Record<TabId, string> = {
  overview: 'Overview',
  manage: 'Kelola Sekolah',
  profile: 'Profil Sekolah',
  admissions: 'SPMB/PPDB',
  registry: 'Registri',
  contributions: 'Kontribusi User',
  requests: 'Request Sekolah',
  reports: 'Laporan',
  'school-admins': 'Admin Sekolah',
  'fee-rules': 'Aturan Biaya',
  coverage: 'Cakupan Data',
  claims: 'Klaim',
};

/** Kelola Sekolah opened on one school. */
export const manageLink = (schoolId: number) => `${paths.admin()}?tab=manage&schoolId=${schoolId}`;

/**
 * SPEC §2, §6: site admins see every tab (Overview first), school admins
 * Kelola Sekolah (and, beyond SPEC, their school's profile and admissions). Beyond SPEC: 'Laporan', 'Admin Sekolah' and 'Aturan Biaya'
 * and 'Cakupan Data' (issue 20) for site admins; issue 23 adds 'Klaim'
 * (site admins review claims of schools), 'Profil Sekolah' and 'SPMB/PPDB'
 * (both admin roles: a school's profile, photos and admissions facts) and
 * 'Registri' (site admins: edit, merge, retire a registry record).
 */
export function tabsFor(role: AuthUser['role']): TabId[] {
  if (role === 'site_admin') return [...TAB_IDS];
  if (role === 'school_admin') return ['manage', 'profile', 'admissions'];
  return [];
}

function content(tab: TabId, user: AuthUser, open: (tab: TabId) => void, schoolId?: number) {
  const siteAdmin = user.role === 'site_admin';
  const tabs: Record<TabId, ReactNode> = {
    overview: (
      <Overview onOpen={open} CreateSchool={CreateSchool}>
        <PendingAccounts />
      </Overview>
    ),
    manage: (
      <ManageSchools
        // a link to another school starts afresh
        key={schoolId ?? 'none'}
        initialSchoolId={schoolId}
        isSiteAdmin={siteAdmin}
        CreateSchool={siteAdmin ? CreateSchool : undefined}
      />
    ),
    profile: <Profile />,
    admissions: <Admissions />,
    registry: <Registry />,
    contributions: <Submissions CreateSchool={CreateSchool} manageLink={manageLink} />,
    requests: <RequestAdmin NewSchoolForm={NewSchoolForm} />,
    reports: (
      <>
        <Reports manageLink={manageLink} />
        {/* levies parents say a rule forbids, counted per school (issue 20) */}
        <LevyReports manageLink={manageLink} />
      </>
    ),
    'school-admins': <SchoolAdmins />,
    'fee-rules': <FeeRules />,
    coverage: <Coverage />,
    claims: <Claims />,
  };
  return tabs[tab];
}

function Dashboard({ user }: { user: AuthUser }) {
  const tabs = tabsFor(user.role);
  const [params, setParams] = useSearchParams();
  // the tab is in the URL (?tab=), so a link or a reload opens it again
  const asked = params.get('tab') as TabId | null;
  const active = asked && tabs.includes(asked) ? asked : tabs[0]!;
  const schoolId = Number(params.get('schoolId')) || undefined;
  const open = (tab: TabId) => setParams({ tab }, { replace: false });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">Dashboard Admin</h1>
      <Tabs value={active} onValueChange={(tab) => open(tab as TabId)} className="mt-6">
        {/* on a phone the tabs wrap onto two rows: every tab in sight, none behind a scroll */}
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {LABELS[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <Suspense fallback={<PageSpinner />}>
              {tab === active && content(tab, user, open, schoolId)}
            </Suspense>
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
