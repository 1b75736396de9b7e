import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History, ReceiptText } from 'lucide-react';
import type { CostYear } from '@core/contracts/schools';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadError } from '@web/components/load-error';
import { feeFactsQuery } from '../api/school';
import { costTable, pickYear } from '../school-page';
import { ContributeLink } from './contribute-link';
import { CostTableView } from './cost-table';
import { RuleNotes } from './rule-notes';

/**
 * Academic-year selector (only years with fee facts, newest first, default the
 * newest) and the fee table of the selected year: the school's own lines, the
 * fees rules fix, and what rules say beside unknown fees (issue 20). The years
 * come with the school in one response; only the selected year's facts are fetched.
 */
export function CostSection({
  schoolId,
  costYears,
  chosenYearId,
  onChooseYear,
  footer,
  whenEmpty,
}: {
  schoolId: number;
  costYears: readonly CostYear[];
  chosenYearId: number | null;
  onChooseYear: (id: number) => void;
  /** more about the selected year's cost, under 'Total Biaya Awal' (the page composes it) */
  footer?: (academicYearId: number) => ReactNode;
  /** context inside the empty state, above its call to send the fees (the page composes it) */
  whenEmpty?: ReactNode;
}) {
  const year = pickYear(costYears, chosenYearId);
  const items = useQuery(feeFactsQuery(schoolId, year?.id));
  const table = items.data ? costTable(items.data.lines) : undefined;
  const notes = items.data?.notes ?? [];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg leading-tight font-semibold">Rincian Biaya</h2>
          {table?.isSample && (
            <Badge
              variant="warning"
              title="Biaya ini adalah data contoh, bukan biaya resmi sekolah"
            >
              Data contoh
            </Badge>
          )}
        </div>
        {year && (
          <div className="flex items-center gap-2">
            <Label htmlFor="academic-year" className="shrink-0">
              Tahun Ajaran
            </Label>
            <NativeSelect
              id="academic-year"
              className="w-36"
              value={String(year.id)}
              onChange={(event) => onChooseYear(Number(event.target.value))}
            >
              {costYears.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.isOld ? `${option.year} (lama)` : option.year}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {!year || (table && table.rows.length === 0) ? (
          <>
            <NoCosts schoolId={schoolId}>{whenEmpty}</NoCosts>
            <RuleNotes notes={notes} />
          </>
        ) : items.isError ? (
          <LoadError
            message="Data biaya gagal dimuat."
            onRetry={() => void items.refetch()}
            retrying={items.isFetching}
          />
        ) : !table ? (
          <div aria-busy="true">
            <span className="sr-only">Memuat...</span>
            <Skeleton className="h-72 w-full" />
          </div>
        ) : (
          <>
            {year.isOld && <OldYearNotice year={year.year} />}
            <CostTableView table={table} yearLabel={year.year} />
            <RuleNotes notes={notes} />
            {footer?.(year.id)}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Fees of a year that ended more than 12 months ago (core/provenance isOldAcademicYear). */
function OldYearNotice({ year }: { year: string }) {
  return (
    <p
      role="note"
      className="mb-4 flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>Biaya lama.</strong> Tahun ajaran {year} sudah berakhir lebih dari 12 bulan yang
        lalu; biaya sekarang mungkin berbeda.
      </span>
    </p>
  );
}

function NoCosts({ schoolId, children }: { schoolId: number; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-slate-300 px-4 py-10 text-center">
      <ReceiptText className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">Belum ada data biaya</p>
      <p className="mt-1 text-sm text-slate-700">
        Data biaya untuk tahun ajaran ini belum tersedia.
      </p>
      {children}
      <p className="mt-4 text-sm text-slate-700">Punya brosur atau rincian biaya sekolah ini?</p>
      <ContributeLink schoolId={schoolId} variant="default" className="mt-2" />
    </div>
  );
}
