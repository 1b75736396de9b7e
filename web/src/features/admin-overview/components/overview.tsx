import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Building2,
  Download,
  FileText,
  Loader2,
  Network,
  Plus,
  School,
  UserCog,
  Users,
} from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { formatNumber } from '@web/lib/number';
import { downloadSchoolsCsv, statsQuery, type ExportSeams } from '../api/export-csv';

export const CSV_DONE = 'Data sekolah berhasil diunduh';
export const CSV_FAILED_TITLE = 'Error';
export const CSV_FAILED_TEXT = 'Gagal mengunduh data sekolah';

/** SPEC §2: sample numbers shown as they are, not counted. */
const SAMPLE_STATS = [
  { label: 'Admin Sekolah', value: 342, icon: UserCog },
  { label: 'Grup Sekolah', value: 128, icon: Network },
  { label: 'Pembaruan Tertunda', value: 27, icon: Activity },
] as const;

/** SPEC §2: a static list. */
const RECENT_ACTIVITY = [
  { text: 'SD Harapan Bangsa memperbarui SPP tahun ajaran 2025/2026', when: '2 jam yang lalu' },
  { text: 'Admin sekolah baru terdaftar untuk SMP Nusantara', when: '5 jam yang lalu' },
  { text: 'Kontribusi data biaya baru untuk TK Ceria Depok', when: '1 hari yang lalu' },
  { text: 'Request sekolah SMA Cendekia diselesaikan', when: '2 hari yang lalu' },
];

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

/** Admin tab 'Overview' (SPEC §2), for site admins; `children` adds more panels below. */
export default function Overview({
  children,
  seams,
}: {
  children?: ReactNode;
  /** tests replace how the file is saved */
  seams?: ExportSeams;
}) {
  const stats = useQuery(statsQuery());
  const [downloading, setDownloading] = useState(false);

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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Sekolah"
          value={stats.data ? formatNumber(stats.data.totalSchools) : '…'}
          icon={<School className={icon} aria-hidden="true" />}
        />
        {SAMPLE_STATS.map((stat) => (
          <StatCard
            key={stat.label}
            label={stat.label}
            value={formatNumber(stat.value)}
            icon={<stat.icon className={icon} aria-hidden="true" />}
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Aktivitas Terbaru</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100">
              {RECENT_ACTIVITY.map((item) => (
                <li
                  key={item.text}
                  className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between sm:gap-4"
                >
                  <span className="text-slate-800">{item.text}</span>
                  <span className="shrink-0 text-sm text-slate-600">{item.when}</span>
                </li>
              ))}
            </ul>
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
            <Button variant="outline">
              <Plus aria-hidden="true" />
              Tambah Sekolah
            </Button>
            <Button variant="outline">
              <Users aria-hidden="true" />
              Kelola Admin Sekolah
            </Button>
            <Button variant="outline">
              <Building2 aria-hidden="true" />
              Kelola Grup Sekolah
            </Button>
            <Button variant="outline">
              <FileText aria-hidden="true" />
              Lihat Laporan
            </Button>
          </CardContent>
        </Card>
      </div>
      {children}
    </div>
  );
}
