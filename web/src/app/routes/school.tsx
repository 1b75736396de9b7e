import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { schoolBreadcrumbs } from '@core/breadcrumbs';
import { galleryImageUrl, thumbnailPath } from '@core/gallery';
import type { SchoolDetail } from '@core/contracts/schools';
import { isPublicSchool } from '@core/school';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFoundHead } from '@core/page-heads';
import { breadcrumbJsonLd, schoolMeta } from '@core/school-head';
import type { RouteHead as Head } from '@core/seo';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { feeInsightsQuery } from '@web/features/fee-insights/api/fee-insights';
import { galleryQuery } from '@web/features/gallery/api/gallery';
import { feeFactsQuery, schoolQuery, trackView } from '@web/features/school-detail/api/school';
import { CostSection } from '@web/features/school-detail/components/cost-section';
import { JsonLd } from '@web/features/school-detail/components/json-ld';
import { SchoolBreadcrumb } from '@web/features/school-detail/components/school-breadcrumb';
import { SchoolHeader } from '@web/features/school-detail/components/school-header';
import { SchoolSkeleton } from '@web/features/school-detail/components/school-skeleton';
import { pickYear } from '@web/features/school-detail/school-page';
import { LoadError } from '@web/components/load-error';
import { httpStatus } from '@web/lib/fetch-failure';
import { schoolFeeRulesQuery } from '@web/lib/fee-rules-query';
import { schoolFactsQuery } from '@web/features/school-facts/api/school-facts';
import { lazySection } from '../lazy-section';
import { failedWith, type PageData, type PageLoader } from '../page-module';
import { RouteHead } from '../route-head';
import type { SchoolPlace } from './school-sections';

// below the cost table, the side column, share and save, and the not-found state: hydrated
// when their chunk arrives (the server's HTML shows them until then)
const sections = () => import('./school-sections');
const ShareAndSave = lazySection(async () => (await sections()).ShareAndSave);
const HouseholdSpending = lazySection(async () => (await sections()).HouseholdSpendingOfSchool);
const WholeCostOfYear = lazySection(async () => (await sections()).WholeCostOfYear);
const AdmissionsSection = lazySection(async () => (await sections()).AdmissionsSection);
const Insights = lazySection(async () => (await sections()).Insights);
const SchoolInfo = lazySection(async () => (await sections()).SchoolInfo);
const SchoolContacts = lazySection(async () => (await sections()).SchoolContacts);
const SchoolFactsCard = lazySection(async () => (await sections()).SchoolFactsCard);
const Photos = lazySection(async () => (await sections()).Photos);
const Actions = lazySection(async () => (await sections()).Actions);
const ClaimCard = lazySection(async () => (await sections()).ClaimCard);
const SchoolNotFound = lazySection(async () => (await sections()).SchoolNotFound);

/** The school, then the reads that need its id. */
export const loader: PageLoader = async ({ client, params }) => {
  const school = await client.fetchQuery(schoolQuery(params.slug ?? '')).catch(() => undefined);
  if (!school) return [];
  return [
    galleryQuery(school.id),
    feeInsightsQuery(school.id),
    schoolFactsQuery(school.id),
    feeFactsQuery(school.id, pickYear(school.costYears, null)?.id),
    // the levy report's check against the rules that apply
    schoolFeeRulesQuery(school.id),
  ];
};

/** The school and its area (its city's benchmarks, its place in listings). */
export function scopes({ client, params }: PageData): string[] {
  const school = client.getQueryData(schoolQuery(params.slug ?? '').queryKey);
  if (!school) return ['site'];
  return ['site', `school:${school.id}`, `area:${school.province.slug}/${school.city.slug}`];
}

/** SPEC §2's title pattern, its share image and breadcrumbs; 404 for a school that is not. */
export function head(page: PageData): Head | null {
  const ref = page.params.slug ?? '';
  const read = schoolQuery(ref);
  const failed = failedWith(page, read);
  // 400 is a malformed slug: a school that does not exist
  if (failed === 404 || failed === 400) return notFoundHead(SCHOOL_NOT_FOUND, `/school/${ref}`);
  const school = page.client.getQueryData(read.queryKey);
  if (!school) return null;
  const insights = page.client.getQueryData(feeInsightsQuery(school.id).queryKey);
  return {
    meta: schoolMeta({ ...school, shareImage: insights?.shareImagePath }),
    jsonLd: breadcrumbJsonLd(schoolBreadcrumbs(school), page.origin),
  };
}

/** /school/{slug}: slug or id (SPEC §2 'School detail'). Loading -> not found or found. */
export default function SchoolPage() {
  const { slug = '' } = useParams<'slug'>();
  const school = useQuery(schoolQuery(slug));

  if (school.isPending) return <SchoolSkeleton />;
  if (school.isError) {
    const status = httpStatus(school.error);
    // 400 is a malformed slug: for the visitor that is a school that does not exist
    if (status === 404 || status === 400) return <SchoolNotFound />;
    return <LoadFailed onRetry={() => void school.refetch()} retrying={school.isFetching} />;
  }
  return <SchoolView key={school.data.id} school={school.data} />;
}

function SchoolView({ school }: { school: SchoolDetail }) {
  const [chosenYearId, setChosenYearId] = useState<number | null>(null);
  const gallery = useQuery(galleryQuery(school.id));
  // its share image is in the head: the page renders again when it arrives
  useQuery(feeInsightsQuery(school.id));
  // one object while the school is the same: the lazy sections keep their server HTML
  const place = useMemo<SchoolPlace>(
    () => ({
      schoolId: school.id,
      level: school.educationLevel,
      status: isPublicSchool(school.status, school.name) ? 'public' : 'private',
    }),
    [school],
  );
  const crumbs = schoolBreadcrumbs(school);
  useViewTracking(school.id);

  const firstImage = gallery.data?.[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <RouteHead head={head} />
      <JsonLd id="breadcrumb" data={breadcrumbJsonLd(crumbs, pageOrigin())} />
      <div className="min-h-5">
        <SchoolBreadcrumb items={crumbs} />
      </div>
      <div className="mt-4">
        <SchoolHeader
          school={school}
          pictureUrl={firstImage ? galleryImageUrl(thumbnailPath(firstImage)) : null}
          actions={
            <>
              <ShareAndSave school={school} />
              <CompareToggle school={school} size="default" />
            </>
          }
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <CostSection
            schoolId={school.id}
            costYears={school.costYears}
            chosenYearId={chosenYearId}
            onChooseYear={setChosenYearId}
            footer={(yearId) => <WholeCostOfYear {...place} yearId={yearId} />}
            whenEmpty={<HouseholdSpending schoolId={school.id} />}
          />
          {/* what it costs, then when and how to enrol */}
          <AdmissionsSection admissions={school.admissions} today={school.today} />
          <Insights {...place} yearId={pickYear(school.costYears, chosenYearId)?.id} />
          <SchoolInfo school={school} />
          <SchoolContacts school={school} />
          <SchoolFactsCard schoolId={school.id} />
          <Photos
            schoolId={school.id}
            schoolName={school.name}
            change={school.profileChanges.photos}
          />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <Actions
            schoolId={school.id}
            schoolName={school.name}
            lastUpdatedAt={school.lastUpdatedAt}
          />
          {!school.retired && <ClaimCard school={school} managed={school.managedBySchool} />}
        </aside>
      </div>
    </div>
  );
}

/** The page's origin; empty on the server, where JsonLd renders nothing anyway. */
function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** POST /api/schools/{id}/view once per page view (a StrictMode re-run is not a view). */
function useViewTracking(schoolId: number) {
  const tracked = useRef<number | null>(null);
  useEffect(() => {
    if (tracked.current === schoolId) return;
    tracked.current = schoolId;
    void trackView(schoolId);
  }, [schoolId]);
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col justify-center px-4 py-16">
      <h1 className="sr-only">Data sekolah gagal dimuat</h1>
      <LoadError message="Data sekolah gagal dimuat." onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
