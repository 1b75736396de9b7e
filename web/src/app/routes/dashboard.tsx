import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@core/contracts/auth';
import { SITE_NAME } from '@core/seo';
import { paths } from '@web/config/paths';
import { Protected } from '@web/features/auth/components/protected';
import { AccountInfo, displayName } from '@web/features/dashboard/components/account-info';
import { FavoriteList, favoritesQuery } from '@web/features/favorites';
import { MyRequests, MySubmissions } from '@web/features/my-contributions';
import { PageHead } from '@web/lib/page-meta';

function Dashboard({ user }: { user: AuthUser }) {
  const favorites = useQuery(favoritesQuery());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="mt-1 text-slate-700">Halo, {displayName(user)}!</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="grid min-w-0 gap-10">
          <section aria-labelledby="favorites-title">
            <h2 id="favorites-title" className="mb-4 text-xl font-semibold">
              Sekolah Favorit
            </h2>
            <FavoriteList favorites={favorites.data} isLoading={favorites.isPending} />
          </section>
          <section aria-labelledby="contributions-title">
            <h2 id="contributions-title" className="mb-4 text-xl font-semibold">
              Kontribusi Saya
            </h2>
            <MySubmissions />
          </section>
          <section aria-labelledby="requests-title">
            <h2 id="requests-title" className="mb-4 text-xl font-semibold">
              Request Saya
            </h2>
            <MyRequests />
          </section>
        </div>
        <aside className="lg:row-start-1 lg:col-start-2">
          <AccountInfo user={user} favoriteCount={favorites.data?.length} />
        </aside>
      </div>
    </div>
  );
}

/**
 * /dashboard: the parent's favourites and account (SPEC §2), signed-in only;
 * beyond SPEC, their contributions with what became of them, and their
 * school requests.
 */
export default function DashboardPage() {
  return (
    <>
      <PageHead
        meta={{
          title: `Dashboard | ${SITE_NAME}`,
          description: 'Sekolah favorit dan informasi akun Anda.',
          canonicalPath: paths.dashboard(),
        }}
      />
      <Protected anonymous={{ kind: 'parent-login', returnTo: paths.dashboard() }}>
        {(user) => <Dashboard user={user} />}
      </Protected>
    </>
  );
}
