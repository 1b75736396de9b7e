// The school page's sections below its cost table, its side column (on a
// phone, below everything), its share and save buttons and its not-found
// state, in a chunk of their own
// (app/lazy-section.tsx): their code is not in the page's first load. Each
// takes only props that stay equal between renders (ids, objects from the
// query cache); what they show beside their data is made here.
import type { FieldChange } from '@core/contracts/school-profile';
import type { SchoolDetail } from '@core/contracts/schools';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import { ChangedBy } from '@web/components/changed-by';
import { FavoriteButton } from '@web/features/favorites/components/favorite-button';
import { ShareButton } from '@web/features/fee-insights/components/share-button';
import { AdmissionsSection } from '@web/features/admissions/components/admissions-section';
import {
  SchoolInsights,
  WholeCostOfYear,
} from '@web/features/fee-insights/components/school-insights';
import { HouseholdSpendingOfSchool } from '@web/features/fee-insights/components/household-spending';
import { Gallery } from '@web/features/gallery/components/gallery';
import { LevyReportButton } from '@web/features/levy-reports/components/levy-report-button';
import { ReportButton } from '@web/features/reports/components/report-button';
import { ClaimCard } from '@web/features/school-claims/components/claim-card';
import { ContributeLink } from '@web/features/school-detail/components/contribute-link';
import { QuickActions } from '@web/features/school-detail/components/quick-actions';
import { SchoolInfo } from '@web/features/school-detail/components/school-info';
import { SchoolNotFound } from '@web/features/school-detail/components/school-not-found';
import { SchoolFactsCard } from '@web/features/school-facts/components/school-facts-card';
import { SchoolContacts } from '@web/features/school-profile/components/school-contacts';

/** 'Bagikan' and 'Simpan' in the header: shown by the server's HTML, working once this chunk is here. */
function ShareAndSave({ school }: { school: SchoolDetail }) {
  return (
    <>
      <ShareButton school={school} />
      <FavoriteButton schoolId={school.id} schoolName={school.name} />
    </>
  );
}

export interface SchoolPlace {
  schoolId: number;
  level: EducationLevel;
  status: SchoolStatus;
}

/** Fee history, area benchmarks and affordability of the chosen year. */
function Insights({ yearId, ...place }: SchoolPlace & { yearId: number | undefined }) {
  return (
    <SchoolInsights
      {...place}
      yearId={yearId}
      contribute={<ContributeLink schoolId={place.schoolId} variant="default" />}
    />
  );
}

function Photos({
  schoolId,
  schoolName,
  change,
}: {
  schoolId: number;
  schoolName: string;
  change: FieldChange | undefined;
}) {
  return (
    <Gallery schoolId={schoolId} schoolName={schoolName} footer={<ChangedBy change={change} />} />
  );
}

/** 'Aksi Cepat': report the data or a levy, send fees (dialogs that load when opened). */
function Actions({
  schoolId,
  schoolName,
  lastUpdatedAt,
}: {
  schoolId: number;
  schoolName: string;
  lastUpdatedAt: string | null;
}) {
  return (
    <QuickActions
      schoolId={schoolId}
      lastUpdatedAt={lastUpdatedAt}
      reportButton={
        <>
          <ReportButton schoolId={schoolId} schoolName={schoolName} />
          <LevyReportButton schoolId={schoolId} schoolName={schoolName} />
        </>
      }
    />
  );
}

export {
  Actions,
  AdmissionsSection,
  ClaimCard,
  HouseholdSpendingOfSchool,
  Insights,
  Photos,
  SchoolContacts,
  SchoolFactsCard,
  SchoolInfo,
  SchoolNotFound,
  ShareAndSave,
  WholeCostOfYear,
};
