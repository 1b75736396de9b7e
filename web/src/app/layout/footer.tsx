import { Link } from 'react-router-dom';
import { GraduationCap, Mail, MapPin } from 'lucide-react';
import { paths } from '@web/config/paths';
import { SITE } from '@web/config/site';
import { MAIN_NAV } from './nav-items';

// SPEC §2: popular-location links use provinceId, cityId and educationLevel.
const POPULAR = [
  { label: 'Sekolah di DKI Jakarta', to: paths.home({ provinceId: 'dki-jakarta' }) },
  { label: 'Sekolah di Bandung', to: paths.home({ cityId: 'bandung' }) },
  { label: 'Sekolah di Depok', to: paths.home({ cityId: 'depok' }) },
  { label: 'TK', to: paths.home({ educationLevel: 'tk' }) },
  { label: 'SD', to: paths.home({ educationLevel: 'sd' }) },
  { label: 'SMP', to: paths.home({ educationLevel: 'smp' }) },
  { label: 'SMA', to: paths.home({ educationLevel: 'sma' }) },
  { label: 'SMK', to: paths.home({ educationLevel: 'smk' }) },
];

const linkClass = 'text-slate-300 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <GraduationCap className="size-6" aria-hidden="true" />
            {SITE.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            Platform transparansi biaya sekolah di Indonesia. Bantu orang tua menemukan dan
            membandingkan biaya pendidikan TK, SD, SMP, SMA, dan SMK secara gratis.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Navigasi</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.requestSchool()} className={linkClass}>
                Request Sekolah
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            Lokasi Populer
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {POPULAR.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Kontak</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${SITE.contactEmail}`} className={linkClass}>
                {SITE.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {SITE.city}, {SITE.country}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400">
          © {new Date().getFullYear()} {SITE.name}. Data dikumpulkan dari komunitas dan diverifikasi
          sebelum dipublikasikan.
        </p>
      </div>
    </footer>
  );
}
