import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, Settings2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type AdminReport,
} from '@core/contracts/admin-reports';
import { formatDate, formatRelativeTime } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { reportsQuery, useResolveReport, type ReportFilter } from '../api/reports';

const RESOLVED_TEXT = 'Laporan ditandai selesai';

function ReportItem({
  report,
  manageLink,
}: {
  report: AdminReport;
  manageLink: (schoolId: number) => string;
}) {
  const resolve = useResolveReport();
  const done = async () => {
    try {
      await resolve.mutateAsync(report.id);
      toast({ title: 'Berhasil', description: `${RESOLVED_TEXT}: ${report.school.name}` });
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
          <h3 className="font-semibold text-slate-900">
            <Link
              to={paths.school(report.school.slug)}
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
            >
              {report.school.name}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {report.school.city} · {formatRelativeTime(report.createdAt)}
          </p>
        </div>
        <Badge variant={report.status === 'open' ? 'warning' : 'success'}>
          {REPORT_STATUS_LABELS[report.status]}
        </Badge>
      </div>
      <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900">
        {report.description}
      </p>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">Pelapor:</dt>
          <dd className="text-slate-900">{report.reporterName}</dd>
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
            aria-label={`Tandai selesai: laporan ${report.school.name}`}
          >
            <CheckCircle2 aria-hidden="true" />
            Tandai Selesai
          </Button>
        )}
      </div>
    </li>
  );
}

/** Admin tab 'Laporan': what visitors reported with 'Laporkan Data', open then resolved. */
export default function ReportsTab({
  manageLink,
}: {
  /** Kelola Sekolah opened on the school */
  manageLink: (schoolId: number) => string;
}) {
  const [status, setStatus] = useState<ReportFilter>('open');
  const reports = useQuery(reportsQuery(status));
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Laporan</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Laporan data yang keliru dari pengunjung halaman sekolah.
          </p>
        </div>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportFilter)}
          className="sm:w-48"
        >
          {REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REPORT_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="all">Semua status</option>
        </SelectField>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : reports.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat laporan
          </p>
        ) : reports.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            {status === 'open' ? 'Tidak ada laporan terbuka.' : 'Belum ada laporan.'}
          </p>
        ) : (
          <ul aria-label="Daftar laporan">
            {reports.data.map((report) => (
              <ReportItem key={report.id} report={report} manageLink={manageLink} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
