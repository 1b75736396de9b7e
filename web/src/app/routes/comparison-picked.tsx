import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import { X } from 'lucide-react';
import type { SchoolSummary } from '@core/contracts/schools';
import { SITE_NAME } from '@core/seo';
import { Button, buttonVariants } from '@web/components/ui/button';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { compareStore, comparisonHref } from '@web/features/compare-list/store';
import { pickedComparisonQuery } from '@web/features/comparison/api/comparison';
import { FeeCards } from '@web/features/comparison/components/fee-cards';
import { PickedTable } from '@web/features/comparison/components/picked-table';
import { ShareComparison } from '@web/features/comparison/components/share-comparison';
import { UnlockPrompt } from '@web/features/comparison/components/unlock-prompt';
import { useCurrentUser } from '@web/lib/current-user';
import { useKnownOrigin } from '@web/lib/known-origin';
import { PageHead } from '@web/lib/page-meta';

/**
 * /comparison?ids=12,34,56: exactly the schools in the link, side by side (a
 * table on wide screens, stacked cards on a phone), shareable as it is.
 */
export function PickedComparison({ ids }: { ids: number[] }) {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const list = useQuery({
    ...pickedComparisonQuery(ids, user?.id ?? 'anonymous'),
    // until the user is known, only the server's rows (the anonymous ones, in the HTML)
    enabled: !isLoading,
  });
  const path = comparisonHref(ids);
  // distances when the parent shared a position on a listing ('Sekolah terdekat')
  const origin = useKnownOrigin();
  const remove = useCallback(
    (school: SchoolSummary) => {
      compareStore.remove(school.id);
      const rest = ids.filter((id) => id !== school.id);
      void navigate(rest.length ? comparisonHref(rest) : '/comparison', { replace: true });
    },
    [ids, navigate],
  );
  const removeButton = (school: SchoolSummary) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={`Hapus ${school.name} dari perbandingan`}
      onClick={() => remove(school)}
    >
      <X aria-hidden="true" />
      Hapus
    </Button>
  );
  const data = list.data;
  return (
    <TooltipProvider>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <PageHead
          meta={{
            title: `Perbandingan Sekolah Pilihan | ${SITE_NAME}`,
            description:
              'Biaya pendaftaran, uang pangkal, SPP, seragam, dan buku sekolah pilihan, berdampingan.',
            canonicalPath: path,
          }}
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Perbandingan Sekolah Pilihan
            </h1>
            <p className="mt-2 text-slate-700">
              Sekolah yang Anda pilih, berdampingan. Bagikan tautannya agar keluarga melihat
              perbandingan yang sama.
            </p>
          </div>
          <ShareComparison
            path={path}
            count={ids.length}
            hasSample={!!data?.schools.some((school) => school.costs?.isSample)}
          />
        </div>
        <div className="mt-6 min-h-[20rem]" aria-busy={list.isFetching}>
          {!data ? (
            list.isError ? (
              <LoadError
                message="Data sekolah gagal dimuat."
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            ) : (
              <p className="py-12 text-center text-slate-700">Memuat data sekolah...</p>
            )
          ) : data.schools.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center">
              <p className="font-medium text-slate-800">Tidak ada sekolah yang ditemukan</p>
              <Link to="/indonesia" className={`${buttonVariants()} mt-4`}>
                Cari sekolah
              </Link>
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                Menampilkan {data.schools.length}
                {data.total > data.schools.length ? ` dari ${data.total}` : ''} sekolah
              </p>
              <div className="hidden md:block">
                <PickedTable schools={data.schools} actionFor={removeButton} origin={origin} />
              </div>
              <div className="md:hidden">
                <FeeCards schools={data.schools} actionFor={removeButton} origin={origin} />
              </div>
              {data.limited && (
                <div className="mt-6">
                  <UnlockPrompt total={data.total} redirect={path} />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </TooltipProvider>
  );
}
