import { useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Building2,
  Download,
  FileText,
  Flag,
  Loader2,
  Network,
  Plus,
  School,
  UserCog,
  Users,
} from 'lucide-react';
import type { AdminOverview } from '@core/contracts/admin-overview';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { formatNumber } from '@core/format';
import { downloadSchoolsCsv, type ExportSeams } from '../api/export-csv';
import { overviewQuery } from '../api/overview';
import { RecentActivity } from './recent-activity';

const CSV_DONE = 'Data sekolah berhasil diunduh';
const CSV_FAILED_TITLE = 'Error';
const CSV_FAILED_TEXT = 'Gagal mengunduh data sekolah';

/** SPEC §2's labels, with real counts instead of its samples (342, 128, 27). */
const STATS: { label: string; value: (o: AdminOverview) => number; icon: typeof School }[] = [
  { label: 'Total Sekolah', value: (o) => o.totalSchools, icon: School },
  { label: 'Admin Sekolah', value: (o) => o.schoolAdmins, icon: UserCog },
  { label: 'Grup Sekolah', value: (o) => o.schoolGroups, icon: Network },
  { label: 'Pembaruan Tertunda', value: (o) => o.pendingContributions, icon: Activity },
  { label: 'Laporan Terbuka', value: (o) => o.openReports, icon: Flag },
];

/** Tabs the quick actions open. */
export type OverviewTarget = 'contributions' | 'school-admins' | 'reports';

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-5">
        <span className="rounded-md bg-brand-50 p-2.5 text-brand-700">{icon}</span>
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Admin tab 'Overview' (SPEC §2), for site admins: the real counts and the
 * audit log's newest entries; quick actions download the CSV, add a school
 * and open the other tabs. `children` adds more panels below.
 */
export default function Overview({
  children,
  seams,
  onOpen,
  CreateSchool,
}: {
  children?: ReactNode;
  /** tests replace how the file is saved */
  seams?: ExportSeams;
  /** opens another tab of the dashboard */
  onOpen?: (target: OverviewTarget) => void;
  /** the page's dialog for a school missing from the registry */
  CreateSchool?: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
}) {
  const overview = useQuery(overviewQuery());
  const [downloading, setDownloading] = useState(false);
  const [addingSchool, setAddingSchool] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSchoolsCsv(seams);
      toast({ title: CSV_DONE });
    } catch {
      toast({ title: CSV_FAILED_TITLE, description: CSV_FAILED_TEXT, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const icon = 'size-5';
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STATS.map((stat) => (
          <StatCard
            key={stat.label}
            label={stat.label}
            value={overview.data ? formatNumber(stat.value(overview.data)) : '…'}
            icon={<stat.icon className={icon} aria-hidden="true" />}
          />
        ))}
      </div>
      {overview.isError && (
        <p role="alert" className="text-sm text-red-700">
          Gagal memuat ringkasan. Muat ulang halaman untuk mencoba lagi.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Aktivitas Terbaru</CardTitle>
          </CardHeader>
          <CardContent>
            <RecentActivity
              entries={overview.data?.recentActivity ?? (overview.isError ? [] : undefined)}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Aksi Cepat</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <Button onClick={() => void download()} disabled={downloading}>
              {downloading ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {downloading ? 'Menyiapkan file...' : 'Unduh Data Sekolah (CSV)'}
            </Button>
            <Button variant="outline" onClick={() => setAddingSchool(true)}>
              <Plus aria-hidden="true" />
              Tambah Sekolah
            </Button>
            {CreateSchool && <CreateSchool open={addingSchool} onOpenChange={setAddingSchool} />}
            <Button variant="outline" onClick={() => onOpen?.('school-admins')}>
              <Users aria-hidden="true" />
              Kelola Admin Sekolah
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                toast({
                  title: 'Segera Hadir',
                  description: 'Pengelolaan grup sekolah akan segera tersedia.',
                })
              }
            >
              <Building2 aria-hidden="true" />
              Kelola Grup Sekolah
            </Button>
            <Button variant="outline" onClick={() => onOpen?.('reports')}>
              <FileText aria-hidden="true" />
              Lihat Laporan
            </Button>
            <Button variant="outline" onClick={() => onOpen?.('contributions')}>
              <Activity aria-hidden="true" />
              Periksa Kontribusi
            </Button>
          </CardContent>
        </Card>
      </div>
      {children}
    </div>
  );
}
