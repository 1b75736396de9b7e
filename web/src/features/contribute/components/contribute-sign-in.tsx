import { FileUp } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { CheckList } from '@web/components/ui/check-list';
import { paths } from '@web/config/paths';

const POINTS = [
  'Kirim rincian biaya, brosur, atau foto pengumuman biaya',
  'Data diperiksa tim kami sebelum dipublikasikan',
  'Bantu orang tua lain membandingkan biaya sekolah',
];

/** Anonymous visitors: contributing needs a Google sign-in that comes back here. */
export function ContributeSignIn({ returnTo = paths.contribute() }: { returnTo?: string }) {
  return (
    <section
      aria-labelledby="contribute-sign-in"
      className="rounded-lg border border-brand-100 bg-brand-50 p-6 text-center"
    >
      <FileUp className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h2 id="contribute-sign-in" className="mt-3 text-xl font-bold text-slate-900">
        Masuk untuk Mengirim Data
      </h2>
      <p className="mt-1 text-slate-700">
        Kontribusi data hanya untuk pengguna yang sudah masuk, agar tim kami bisa menghubungi Anda
        bila perlu.
      </p>
      <CheckList items={POINTS} className="mx-auto mt-4 w-fit text-left" />
      <a
        href={paths.login(returnTo)}
        className={buttonVariants({ size: 'lg', className: 'mt-5 text-sm' })}
      >
        Masuk dengan Google
      </a>
    </section>
  );
}
