import { CheckCircle2, GraduationCap } from 'lucide-react';
import { paths } from '@web/config/paths';

const POINTS = [
  'Perbarui biaya sekolah untuk setiap tahun ajaran',
  'Tinjau kontribusi data dari para orang tua',
  'Tindak lanjuti permintaan sekolah baru',
  'Bantu orang tua membandingkan biaya dengan data yang akurat',
];

/** The marketing panel beside the admin forms on /auth. */
export function AuthMarketing() {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="flex flex-col justify-center gap-6 rounded-lg bg-brand-700 p-8 text-white"
    >
      <GraduationCap className="size-12" aria-hidden="true" />
      <div>
        <h2 id="auth-marketing-title" className="text-2xl font-bold">
          Kelola Data Biaya Sekolah
        </h2>
        <p className="mt-2 text-brand-50">
          Area admin untuk pengelola sekolah dan tim Biaya Sekolah. Data yang Anda kelola membantu
          ribuan orang tua memilih sekolah dengan tenang.
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-brand-50">
        Orang tua?{' '}
        <a href={paths.login(paths.dashboard())} className="font-semibold text-white underline">
          Masuk dengan Google
        </a>
      </p>
    </section>
  );
}
