import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { SITE_NAME } from '@core/seo';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { comparisonQuery, pickedComparisonQuery } from '@web/features/comparison/api/comparison';
import { ComparisonFilterBar } from '@web/features/comparison/components/comparison-filters';
import { ComparisonTable } from '@web/features/comparison/components/comparison-table';
import { UnlockPrompt } from '@web/features/comparison/components/unlock-prompt';
import { AreaResults } from '@web/features/comparison/components/area-results';
import {
  comparisonHref,
  filtersAtLocation,
  parseComparisonFilters,
  parsePickedIds,
  updateComparison,
  type ComparisonFilters,
} from '@web/features/comparison/filters';
import { CitySelect, ProvinceSelect } from '@web/features/school-search/components/fields';
import { useCurrentUser } from '@web/lib/current-user';
import { useKnownOrigin } from '@web/lib/known-origin';
import { PageHead } from '@web/lib/page-meta';
import { citiesQuery, provincesQuery } from '@web/lib/regions';
import { areaScope, type PageData, type PageLoader } from '../page-module';
import { PickedComparison } from './comparison-picked';

/**
 * The rows depend on who asks. The server never knows the visitor, so it
 * renders the anonymous rows (5); the page shows them until the user is
 * known, and a signed-in visitor's browser then reads their own rows. The
 * page titles itself (no head of its route).
 */
export const loader: PageLoader = ({ params, search }) => {
  const picked = parsePickedIds(search.get('ids'));
  const filters = parseComparisonFilters(params, search);
  return [
    provincesQuery(),
    // the filter's city select, once a province is chosen
    ...(filters.province ? [citiesQuery(filters.province)] : []),
    picked.length > 0
      ? pickedComparisonQuery(picked, 'anonymous')
      : comparisonQuery(filters, 'anonymous'),
  ];
};

/** Picked schools (?ids=) may be anywhere: every school change bumps 'area:'. */
export function scopes({ params, search }: PageData): string[] {
  if (search.has('ids')) return ['site', 'area:'];
  const filters = parseComparisonFilters(params, search);
  return ['site', areaScope(filters.province, filters.city)];
}

/** /comparison?ids=12,34,56 shows the picked schools; otherwise the area comparison. */
export default function ComparisonPage() {
  const [search] = useSearchParams();
  const picked = parsePickedIds(search.get('ids'));
  return picked.length > 0 ? <PickedComparison ids={picked} /> : <AreaComparison />;
}

/** /comparison[/{province}[/{city}[/{level}]]] (SPEC §2 'Comparison'). */
function AreaComparison() {
  const params = useParams<'province' | 'city' | 'educationLevel'>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseComparisonFilters(params, search);
  const { user, isLoading: userLoading } = useCurrentUser();
  const list = useQuery({
    ...comparisonQuery(filters, user?.id ?? 'anonymous'),
    // Until the user is known only the server's rows show (the anonymous 5,
    // in the HTML); nothing is read, so a signed-in visitor's first read is their own rows.
    enabled: !userLoading,
  });
  const place = usePlaceName(filters);
  const origin = useKnownOrigin();

  // builds on the URL as it is now: a render may still be catching up with the last change
  const go = (change: Partial<ComparisonFilters>) => {
    const current = filtersAtLocation(window.location.pathname, window.location.search);
    void navigate(comparisonHref(updateComparison(current, change)), { replace: 'q' in change });
  };

  const data = list.data;
  const level = filters.level ? ` ${EDUCATION_LEVEL_LABELS[filters.level]}` : '';
  return (
    <TooltipProvider>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <PageHead
          meta={{
            title: `Perbandingan Biaya Sekolah${level}${place ? ` di ${place}` : ''} | ${SITE_NAME}`,
            description: `Bandingkan biaya pendaftaran, uang pangkal, SPP, seragam, dan buku sekolah${level}${place ? ` di ${place}` : ''} dalam satu tabel.`,
            canonicalPath: comparisonHref({ ...filters, q: undefined }),
          }}
        />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Perbandingan Biaya Sekolah
        </h1>
        <p className="mt-2 text-slate-700">
          Bandingkan biaya masuk dan biaya bulanan sekolah berdampingan.
        </p>

        <div className="mt-6">
          <ComparisonFilterBar
            filters={filters}
            onChange={go}
            provinceField={
              <ProvinceSelect value={filters.province} onChange={(province) => go({ province })} />
            }
            cityField={
              <CitySelect
                province={filters.province}
                value={filters.city}
                onChange={(city) => go({ city })}
              />
            }
          />
        </div>

        <div className="mt-6 min-h-[24rem]" aria-busy={list.isFetching}>
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
            <p className="rounded-lg border border-dashed border-slate-300 bg-white py-12 text-center font-medium text-slate-800">
              Tidak ada sekolah yang ditemukan
            </p>
          ) : (
            <AreaResults
              data={data}
              fetching={list.isFetching}
              sort={filters.sort}
              onSort={(sort) => go({ sort })}
              hrefForPage={(page) => comparisonHref(updateComparison(filters, { page }))}
              table={<ComparisonTable schools={data.schools} origin={origin} />}
              origin={origin}
              // sign-in comes back to this comparison, its area and filters included
              unlock={<UnlockPrompt total={data.total} redirect={comparisonHref(filters)} />}
            />
          )}
        </div>
      </div>
    </TooltipProvider>
  );
}

/** 'Kota Bandung' or 'Jawa Barat' from the region lists the selects already load. */
function usePlaceName(filters: ComparisonFilters): string | undefined {
  const provinces = useQuery(provincesQuery());
  const cities = useQuery(citiesQuery(filters.province));
  const city = filters.city ? cities.data?.find((c) => c.slug === filters.city) : undefined;
  const province = provinces.data?.find((p) => p.slug === filters.province);
  return city?.name ?? province?.name;
}
