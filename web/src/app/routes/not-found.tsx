import { Link } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { notFoundHead } from '@core/page-heads';
import type { RouteHead } from '@core/seo';
import type { PageData } from '../page-module';
import { NotFoundHead } from '@web/lib/page-meta';

/** Never rendered by the server: a 404 head alone. */
export const head = ({ path }: PageData): RouteHead => notFoundHead('404 Page Not Found', path);

/** Any path the router does not know (SPEC §2: both texts exactly). */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <NotFoundHead title="404 Page Not Found | Biaya Sekolah" />
      <AlertCircle className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-700">Did you forget to add the page to the router?</p>
      <Link to={paths.home()} className={`${buttonVariants()} mt-6`}>
        Kembali ke Beranda
      </Link>
    </div>
  );
}
