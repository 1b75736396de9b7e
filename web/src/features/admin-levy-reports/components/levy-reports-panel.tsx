import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, Settings2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AdminLevyReport, LevyReportSchoolCount } from '@core/contracts/levy-reports';
import { formatDate, formatNumber, formatRelativeTime, formatRupiah } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { levyReportsQuery, useResolveLevyReport, type LevyReportFilter } from '../api/levy-reports';

const FILTERS: { value: LevyReportFilter; label: string }[] = [
  { value: 'open', label: 'Terbuka' },
  { value: 'resolved', label: 'Selesai' },
  { value: 'all', label: 'Semua status' },
];

function SchoolCounts({ rows }: { rows: LevyReportSchoolCount[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Laporan pungutan per sekolah">
        <thead className="text-slate-600">
          <tr>
            <th className="py-2 pr-3 font-medium">Sekolah</th>
            <th className="py-2 pr-3 text-right font-medium">Terbuka</th>
            <th className="py-2 pr-3 text-right font-medium">Semua</th>
            <th className="py-2 font-medium">Laporan terakhir</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.school.id} className="border-t border-slate-100">
              <td className="py-2 pr-3">
                <Link
                  to={paths.school(row.school.slug)}
                  className="underline-offset-4 hover:underline"
                >
                  {row.school.name}
                </Link>
                <span className="block text-xs text-slate-600">{row.school.city}</span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.open)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.total)}</td>
              <td className="py-2">{formatDate(row.lastReportedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LevyReportItem({
  report,
  manageLink,
}: {
  report: AdminLevyReport;
  manageLink: (schoolId: number) => string;
}) {
  const resolve = useResolveLevyReport();
  const done = async () => {
    try {
      await resolve.mutateAsync(report.id);
      toast({
        title: 'Berhasil',
        description: `Laporan pungutan ditandai selesai: ${report.school.name}`,
      });
    } catch {
      toast({
        title: 'Gagal',
        description: 'Laporan gagal ditandai selesai. Silakan coba lagi.',
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="grid gap-3 border-b border-slate-100 py-4 last:border-b-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">
            <Link
              to={paths.school(report.school.slug)}
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
            >
              {report.school.name}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </h4>
          <p className="text-sm text-slate-600">
            {report.school.city} · {formatRelativeTime(report.createdAt)}
          </p>
        </div>
        <Badge variant={report.status === 'open' ? 'warning' : 'success'}>
          {report.status === 'open' ? 'Terbuka' : 'Selesai'}
        </Badge>
      </div>
      <p className="text-sm text-slate-900">
        <strong>{report.itemLabel}</strong>
        {report.amount !== null && ` ${formatRupiah(report.amount)}`} · dilarang oleh Aturan:{' '}
        {report.rule.title}
      </p>
      <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900">
        {report.description}
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">Pelapor:</dt>
          <dd className="text-slate-900">{report.reporterName ?? 'Tanpa nama'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Email/No WhatsApp:</dt>
          <dd className="break-all text-slate-900">{report.contact ?? '-'}</dd>
        </div>
      </dl>
      {report.status === 'resolved' && (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
          Selesai
          {report.resolvedAt && ` ${formatDate(report.resolvedAt)}`}
          {report.resolvedBy && ` oleh ${report.resolvedBy.name}`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link
          to={manageLink(report.school.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Kelola biaya ${report.school.name}`}
        >
          <Settings2 aria-hidden="true" />
          Kelola biaya
        </Link>
        {report.status === 'open' && (
          <Button
            size="sm"
            onClick={() => void done()}
            disabled={resolve.isPending}
            aria-label={`Tandai selesai: laporan pungutan ${report.school.name}`}
          >
            <CheckCircle2 aria-hidden="true" />
            Tandai Selesai
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Beside 'Laporan' (issue 20 item 7): levies parents say a rule forbids,
 * counted per school (most open reports first), then each report. Reports are
 * never fees; an admin checks them with the school.
 */
export default function LevyReportsPanel({
  manageLink,
}: {
  manageLink: (schoolId: number) => string;
}) {
  const [status, setStatus] = useState<LevyReportFilter>('open');
  const reports = useQuery(levyReportsQuery(status));
  return (
    <Card className="mt-6">
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Pungutan yang dilarang aturan</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Laporan orang tua bahwa sekolah memungut biaya yang ditetapkan Rp0 oleh aturan. Tidak
            pernah ditampilkan sebagai biaya sekolah.
          </p>
        </div>
        <SelectField
          label="Tampilkan"
          value={status}
          onChange={(event) => setStatus(event.target.value as LevyReportFilter)}
          className="sm:w-48"
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : reports.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat laporan pungutan
          </p>
        ) : reports.data.reports.length === 0 ? (
          <p className="text-sm text-slate-600">
            {status === 'open'
              ? 'Tidak ada laporan pungutan terbuka.'
              : 'Belum ada laporan pungutan.'}
          </p>
        ) : (
          <div className="grid gap-6">
            <SchoolCounts rows={reports.data.schools} />
            <ul aria-label="Pungutan yang dilaporkan">
              {reports.data.reports.map((report) => (
                <LevyReportItem key={report.id} report={report} manageLink={manageLink} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
