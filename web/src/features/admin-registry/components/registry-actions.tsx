import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { MergeResult, RegistryRecord } from '@core/contracts/registry';
import { formatDate } from '@core/format';
import { SchoolPicker } from '@web/components/school-picker';
import { Button } from '@web/components/ui/button';
import { FormTextarea } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { ADMIN_SCHOOLS_KEY } from '@web/lib/admin-schools';
import { serverText } from '@web/lib/server-text';
import { mergeSchool, registryKey, restoreSchool, retireSchool } from '../api/registry';

const TABLE_LABELS: Record<string, string> = {
  cost_items: 'item biaya',
  favorites: 'favorit',
  submissions: 'kontribusi',
  reports: 'laporan',
  gallery_images: 'foto',
  school_admins: 'admin sekolah',
  school_claims: 'klaim',
  school_admissions: 'info penerimaan',
};

/** '6 item biaya, 2 favorit' */
function movedText(moved: MergeResult['moved']): string {
  const parts = Object.entries(moved)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${count} ${TABLE_LABELS[table] ?? table.replace(/_/g, ' ')}`);
  return parts.length > 0 ? parts.join(', ') : 'tidak ada data yang dipindah';
}

/** Merge a duplicate into the school that stays, with a second click to confirm. */
export function MergePanel({ record }: { record: RegistryRecord }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<AdminSchool | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<MergeResult | null>(null);

  const merge = async () => {
    setProblem(undefined);
    try {
      const done = await mergeSchool(record.id, target!.id);
      setResult(done);
      toast({
        title: 'Berhasil',
        description: `${done.merged.name} digabung ke ${done.survivor.name}`,
      });
      await queryClient.invalidateQueries({ queryKey: registryKey(record.id) });
      await queryClient.invalidateQueries({ queryKey: ADMIN_SCHOOLS_KEY });
    } catch (error) {
      setProblem(serverText(error, 'Penggabungan gagal. Silakan coba lagi.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby="registry-merge">
      <h3 id="registry-merge" className="font-semibold text-slate-900">
        Gabungkan data ganda
      </h3>
      <p className="text-sm text-slate-700">
        Bila {record.name} adalah data ganda dari sekolah lain, pilih sekolah yang dipertahankan.
        Biaya, favorit, kontribusi, laporan, foto, admin, dan info penerimaan dipindah ke sana, dan
        alamat halaman lama dialihkan.
      </p>
      <SchoolPicker
        label="Sekolah yang dipertahankan"
        value={target}
        onChange={(school) => {
          setTarget(school);
          setConfirming(false);
        }}
        error={problem}
      />
      {result && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          Digabung ke{' '}
          <Link to={paths.school(result.survivor.slug)} className="underline">
            {result.survivor.name}
          </Link>
          : {movedText(result.moved)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!confirming ? (
          <Button
            type="button"
            variant="outline"
            disabled={!target || target.id === record.id}
            onClick={() => setConfirming(true)}
          >
            Gabungkan
          </Button>
        ) : (
          <>
            <Button type="button" variant="destructive" onClick={() => void merge()}>
              Ya, gabungkan ke {target!.name}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Batal
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** Retire a closed school (kept for history, out of search), or bring it back. */
export function RetirePanel({ record }: { record: RegistryRecord }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<RegistryRecord>, done: string) => {
    setProblem(undefined);
    setBusy(true);
    try {
      const saved = await action();
      queryClient.setQueryData(registryKey(record.id), saved);
      setReason('');
      toast({ title: 'Berhasil', description: done });
    } catch (error) {
      setProblem(serverText(error, 'Perubahan gagal disimpan. Silakan coba lagi.'));
    } finally {
      setBusy(false);
    }
  };

  if (record.retired)
    return (
      <section className="grid gap-3" aria-labelledby="registry-retire">
        <h3 id="registry-retire" className="font-semibold text-slate-900">
          Sekolah tutup
        </h3>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Ditandai tutup {formatDate(record.retired.at)}: {record.retired.reason}
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => restoreSchool(record.id), `${record.name} aktif kembali`)}
          >
            Aktifkan kembali
          </Button>
        </div>
      </section>
    );

  return (
    <section className="grid gap-3" aria-labelledby="registry-retire">
      <h3 id="registry-retire" className="font-semibold text-slate-900">
        Tandai sekolah tutup
      </h3>
      <p className="text-sm text-slate-700">
        Halaman, biaya, dan riwayatnya tetap ada dengan keterangan tutup; sekolah keluar dari
        pencarian.
      </p>
      <FormTextarea
        id="registry-retire-reason"
        label="Alasan penutupan"
        rows={2}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button
          type="button"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            void run(() => retireSchool(record.id, reason), `${record.name} ditandai tutup`)
          }
        >
          Tandai Tutup
        </Button>
      </div>
    </section>
  );
}
