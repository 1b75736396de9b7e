import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import { Card, CardContent } from '@web/components/ui/card';
import { feeInsightsQuery } from '../api/fee-insights';
import { Affordability } from './affordability';
import { AreaBenchmarks } from './area-benchmarks';
import { FeeHistory } from './fee-history';
import { HouseholdSpendingCard } from './household-spending';
import { WholeCost } from './whole-cost';

interface SchoolRef {
  schoolId: number;
  level: EducationLevel;
  status: SchoolStatus;
}

/** The whole cost of the selected year, for the cost card under 'Total Biaya Awal'. */
export function WholeCostOfYear({
  schoolId,
  level,
  status,
  yearId,
}: SchoolRef & { yearId: number }) {
  const insights = useQuery(feeInsightsQuery(schoolId));
  const insight = insights.data?.years.find((year) => year.academicYearId === yearId);
  if (!insight) return null;
  return <WholeCost insight={insight} level={level} isPublic={status === 'public'} />;
}

/**
 * Below the cost card: BPS's household spending where the school has years of
 * fees but none of its own (without any fees the empty cost table shows it),
 * the fee history, the area benchmarks and the affordability context of the
 * selected year (one request for all of them). `contribute` is the page's
 * link to send the school's fees.
 */
export function SchoolInsights({
  schoolId,
  level,
  status,
  yearId,
  contribute,
}: SchoolRef & { yearId?: number; contribute?: ReactNode }) {
  const insights = useQuery(feeInsightsQuery(schoolId));
  if (!insights.data) return null;
  const insight = insights.data.years.find((year) => year.academicYearId === yearId);
  const isPublic = status === 'public';
  return (
    <>
      {insights.data.householdSpending && (
        <HouseholdSpendingCard spending={insights.data.householdSpending} contribute={contribute} />
      )}
      {insights.data.history && <FeeHistory history={insights.data.history} />}
      {insight && (
        <Card>
          <CardContent className="pt-5">
            <AreaBenchmarks insight={insight} level={level} status={status} />
          </CardContent>
        </Card>
      )}
      <Affordability insight={insight} level={level} isPublic={isPublic} />
    </>
  );
}
