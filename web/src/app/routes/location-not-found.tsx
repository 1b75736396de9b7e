import { Link } from 'react-router-dom';
import { MapPinOff } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { NotFoundHead } from '@web/lib/page-meta';

/** Unknown province, city or level slug in a listing path (SPEC §2, §8). */
export function LocationNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <NotFoundHead title="Lokasi tidak ditemukan | Biaya Sekolah" />
      <MapPinOff className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Lokasi tidak ditemukan</h1>
      <p className="mt-2 text-slate-700">
        Provinsi atau kota yang Anda cari tidak ada dalam daftar kami.
      </p>
      <Link to={paths.home()} className={`${buttonVariants()} mt-6`}>
        Kembali ke Beranda
      </Link>
    </div>
  );
}
