import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { LEVEL_FILTER_LABELS, type LevelFilter } from '@core/levels';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';

/** Empty result: 'Tidak ada sekolah ditemukan' and a link to request the school. */
export function NoSchools({
  name,
  level,
  city,
}: {
  name?: string;
  level?: LevelFilter;
  city?: string;
}) {
  // the request form's levels are TK, SD, SMP, SMA, SMK (SPEC §9); SLB has no choice there
  // SMA/SMK asks for an SMA, the form's first of the two
  const requestLevel =
    level && level !== 'slb' ? LEVEL_FILTER_LABELS[level === 'sma-smk' ? 'sma' : level] : undefined;
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">Tidak ada sekolah ditemukan</h2>
      <p className="mt-1 max-w-md text-sm text-slate-700">
        Coba ubah kata kunci atau filter. Jika sekolah yang Anda cari belum terdaftar, minta kami
        menambahkannya.
      </p>
      <Link
        to={paths.requestSchool({ name, level: requestLevel, city })}
        className={`${buttonVariants()} mt-5`}
      >
        Request Sekolah
      </Link>
    </div>
  );
}
