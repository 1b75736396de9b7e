import { Navigate } from 'react-router-dom';
import { SITE_NAME } from '@core/seo';
import { paths } from '@web/config/paths';
import { AuthPanel } from '@web/features/auth/components/auth-panel';
import { PageSpinner } from '@web/features/auth/components/protected';
import { useCurrentUser } from '@web/lib/current-user';
import { PageHead } from '@web/lib/page-meta';

/** /auth: admin login and registration; a signed-in user goes on to /admin (SPEC §2). */
export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  if (user) return <Navigate to={paths.admin()} replace />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        meta={{
          title: `Masuk Admin | ${SITE_NAME}`,
          description: 'Masuk atau daftar sebagai admin untuk mengelola data biaya sekolah.',
          canonicalPath: paths.auth(),
        }}
      />
      <h1 className="sr-only">Masuk Admin</h1>
      {isLoading ? <PageSpinner /> : <AuthPanel />}
    </div>
  );
}
