import {
  affordability,
  affordabilityLines,
  publicSchoolFeeRules,
  wageBasis,
  wageLabel,
} from '@core/affordability';
import type { YearInsight } from '@core/contracts/insights';
import type { EducationLevel } from '@core/levels';
import { Card, CardContent } from '@web/components/ui/card';

/**
 * Fees beside the province's minimum wage (UMP), with its year and source,
 * as context and never a verdict; public SD and SMP get the rules on fees.
 */
export function Affordability({
  insight,
  level,
  isPublic,
}: {
  insight: YearInsight | undefined;
  level: EducationLevel;
  isPublic: boolean;
}) {
  const value = insight
    ? affordability(
        insight.minimumWage,
        insight.monthlySpp,
        insight.firstYear.total,
        insight.firstYear.unknownItems.length > 0,
      )
    : null;
  const rules = publicSchoolFeeRules(level, isPublic);
  if (!value && !rules) return null;
  return (
    <Card>
      <CardContent className="pt-5">
        <section aria-labelledby="affordability" data-testid="affordability">
          <h2 id="affordability" className="text-lg leading-tight font-semibold">
            Gambaran Keterjangkauan
          </h2>
          {value && (
            <>
              <ul className="mt-2 space-y-1 text-sm text-slate-900">
                {affordabilityLines(value).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-700">
                {wageLabel(value.wage)} per bulan
                {value.wage.approximate && ' (sumber berita menyebut angka yang sedikit berbeda)'}.
                Sumber: {wageBasis(value.wage)}. UMP adalah upah minimum provinsi; upah minimum
                kota/kabupaten bisa lebih tinggi. Angka ini sekadar gambaran, bukan penilaian
                terhadap sekolah.
              </p>
              <details className="mt-1 text-xs text-slate-600">
                <summary className="cursor-pointer text-brand-700">
                  Daftar sumber berita UMP
                </summary>
                <p className="mt-1 break-words">{value.wage.sources}</p>
              </details>
            </>
          )}
          {rules && (
            <div
              className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-950"
              data-testid="public-fee-rules"
            >
              <p className="font-medium">Aturan biaya di SD dan SMP negeri</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
