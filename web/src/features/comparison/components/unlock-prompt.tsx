import { Lock } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { CheckList } from '@web/components/ui/check-list';
import { paths } from '@web/config/paths';
import { formatNumber } from '@core/format';

const BENEFITS = ['Hanya 2 menit', 'Akses ke semua halaman', 'Simpan sekolah favorit'];

/** Anonymous visitors see 5 rows; this invites them to sign in for all (SPEC §2). */
export function UnlockPrompt({
  total,
  redirect = '/comparison',
}: {
  total: number;
  /** where sign-in comes back to */
  redirect?: string;
}) {
  return (
    <section
      aria-labelledby="unlock-title"
      className="rounded-lg border border-brand-100 bg-brand-50 p-6 text-center"
    >
      <Lock className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h2 id="unlock-title" className="mt-3 text-xl font-bold text-slate-900">
        Lihat Semua {formatNumber(total)} Sekolah
      </h2>
      <p className="mt-1 text-slate-700">
        Masuk untuk melihat perbandingan biaya semua sekolah, bukan hanya 5 teratas.
      </p>
      <CheckList
        items={BENEFITS}
        className="mx-auto mt-4 w-fit text-left sm:flex-row sm:gap-6"
        itemClassName="whitespace-nowrap"
      />
      <a
        href={paths.login(redirect)}
        className={buttonVariants({ size: 'lg', className: 'mt-5 text-sm' })}
      >
        Masuk dengan Google
      </a>
    </section>
  );
}
