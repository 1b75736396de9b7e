import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { FeeInsights } from '@core/contracts/insights';
import { householdSpendingText, reportSources } from '@core/household-spending';
import { Card, CardContent } from '@web/components/ui/card';
import { feeInsightsQuery } from '../api/fee-insights';

type Spending = NonNullable<FeeInsights['householdSpending']>;

/** The BPS figure, plainly not the school's fee, and where it comes from. */
function SpendingFacts({ spending }: { spending: Spending }) {
  const levels = spending.levels.replace(';', '/');
  return (
    <div className="text-left" data-testid="household-spending">
      <p className="text-sm text-slate-900">{householdSpendingText(spending)}</p>
      <p className="mt-2 flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Ini bukan biaya sekolah ini.</strong> Angka BPS adalah rata-rata semua siswa{' '}
          {levels} di {spending.areaName}, termasuk pendaftaran, SPP, seragam, buku, transportasi,
          dan uang saku. Biaya sekolah ini bisa jauh lebih rendah atau lebih tinggi.
        </span>
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Sumber: {spending.publication} (tahun ajaran {spending.academicYear}), dikutip dari{' '}
        {reportSources(spending.reportedBy)}.
      </p>
    </div>
  );
}

/**
 * Inside the empty cost table ('Belum ada data biaya'), above its call to
 * send the price list: what households spend on education (BPS) for the
 * school's level and area. Nothing until the insights have loaded.
 */
export function HouseholdSpendingOfSchool({ schoolId }: { schoolId: number }) {
  const insights = useQuery(feeInsightsQuery(schoolId));
  const spending = insights.data?.householdSpending;
  if (!spending) return null;
  return (
    <div className="mt-4 w-full max-w-xl">
      <SpendingFacts spending={spending} />
    </div>
  );
}

/**
 * Where the school has years of fees but none from its own side (only a
 * rule's lines): the same context as a card, with the call to send the
 * school's price list (`contribute`, composed by the page).
 */
export function HouseholdSpendingCard({
  spending,
  contribute,
}: {
  spending: Spending;
  contribute?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-5">
        <section aria-labelledby="household-spending-title">
          <h2 id="household-spending-title" className="text-lg leading-tight font-semibold">
            Gambaran pengeluaran pendidikan
          </h2>
          <div className="mt-2">
            <SpendingFacts spending={spending} />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            Punya brosur atau daftar biaya sekolah ini? Kirimkan agar orang tua lain tahu biaya
            sebenarnya.
          </p>
          {contribute && <div className="mt-2">{contribute}</div>}
        </section>
      </CardContent>
    </Card>
  );
}
