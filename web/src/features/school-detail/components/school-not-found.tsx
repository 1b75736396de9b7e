import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { NotFoundHead } from '@web/lib/page-meta';

/** SPEC §2: both texts exactly, and a way back home. */
export function SchoolNotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <NotFoundHead title="Sekolah tidak ditemukan | Biaya Sekolah" />
      <SearchX className="size-12 text-slate-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Sekolah tidak ditemukan</h1>
      <p className="mt-2 text-slate-700">Maaf, sekolah yang Anda cari tidak dapat ditemukan.</p>
      <Link to={paths.home()} className={`${buttonVariants()} mt-6`}>
        Kembali ke Beranda
      </Link>
    </div>
  );
}
