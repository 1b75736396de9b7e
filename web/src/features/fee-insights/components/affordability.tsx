import { affordability, affordabilityLines, wageBasis, wageLabel } from '@core/affordability';
import type { YearInsight } from '@core/contracts/insights';
import type { EducationLevel } from '@core/levels';
import { Card, CardContent } from '@web/components/ui/card';

/**
 * Fees beside the province's minimum wage (UMP), with its year and source,
 * as context and never a verdict. Rules on fees are fee facts of their own
 * (issue 20): the cost table shows them with their source.
 */
export function Affordability({
  insight,
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
  if (!value) return null;
  return (
    <Card>
      <CardContent className="pt-5">
        <section aria-labelledby="affordability" data-testid="affordability">
          <h2 id="affordability" className="text-lg leading-tight font-semibold">
            Gambaran Keterjangkauan
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-900">
            {affordabilityLines(value).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-700">
            {wageLabel(value.wage)} per bulan
            {value.wage.approximate && ' (sumber berita menyebut angka yang sedikit berbeda)'}.
            Sumber: {wageBasis(value.wage)}. UMP adalah upah minimum provinsi; upah minimum
            kota/kabupaten bisa lebih tinggi. Angka ini sekadar gambaran, bukan penilaian terhadap
            sekolah.
          </p>
          <details className="mt-1 text-xs text-slate-600">
            <summary className="cursor-pointer text-brand-700">Daftar sumber berita UMP</summary>
            <p className="mt-1 break-words">{value.wage.sources}</p>
          </details>
        </section>
      </CardContent>
    </Card>
  );
}
