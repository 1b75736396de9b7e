import { isAdminRole } from '@core/contracts/auth';
import { ERROR_MESSAGES } from '@core/errors';
import { SITE_NAME } from '@core/seo';
import { paths } from '@web/config/paths';
import { PendingAccounts } from '@web/features/admin-accounts/components/pending-accounts';
import { Protected } from '@web/features/auth/components/protected';
import { PageHead } from '@web/lib/page-meta';

/**
 * /admin, protected: anonymous visitors go to /auth, other roles see a
 * refusal. Site admins review admin registrations here; the admin tabs of
 * SPEC §2 compose into this page.
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
            <div className="mx-auto max-w-7xl px-4 py-10">
              <h1 className="text-2xl font-bold">Dashboard Admin</h1>
              {user.role === 'site_admin' && (
                <div className="mt-8">
                  <PendingAccounts />
                </div>
              )}
            </div>
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
