import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Eye, Heart, Mail, MapPin, ShieldCheck, Target, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { aboutMeta } from '@core/page-heads';
import { SITE_NAME, type RouteHead as Head } from '@core/seo';
import { paths } from '@web/config/paths';
import { SITE } from '@web/config/site';
import { statsQuery } from '@web/features/locations/api/locations';
import { FeeCoverageFacts } from '@web/features/locations/components/fee-coverage';
import { OpenDataSection } from '@web/features/open-data/components/open-data-section';
import type { PageLoader } from '../page-module';
import { RouteHead } from '../route-head';
import { formatNumber } from '@core/format';

const TRUST = [
  {
    title: 'Gratis untuk semua',
    text: 'Semua informasi dapat diakses tanpa biaya dan tanpa perlu mendaftar.',
  },
  {
    title: 'Nirlaba dan independen',
    text: 'Kami tidak berafiliasi dengan sekolah mana pun dan tidak menerima bayaran untuk menampilkan sekolah.',
  },
  {
    title: 'Data dari komunitas, diverifikasi',
    text: 'Data dikirim oleh orang tua dan kontributor, lalu diperiksa tim kami sebelum dipublikasikan.',
  },
  {
    title: 'Terbuka untuk koreksi',
    text: 'Setiap orang dapat melaporkan data yang tidak akurat melalui halaman profil sekolah.',
  },
];

function Section({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

function Count({ value }: { value: number | undefined }) {
  return (
    <span className="inline-block min-w-[3ch] font-bold text-slate-900 tabular-nums">
      {value === undefined ? '…' : formatNumber(value)}
    </span>
  );
}

export const loader: PageLoader = () => [statsQuery()];

/** The registry's counts and the fee coverage (worker/handlers/coverage.ts). */
export const scopes = () => ['site', 'area:', 'coverage'];

export const head = (): Head => ({ meta: aboutMeta() });

export default function AboutPage() {
  const stats = useQuery(statsQuery());
  const icon = 'size-6 text-brand-600';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <RouteHead head={head} />
      <h1 className="text-3xl font-bold text-slate-900">Tentang {SITE_NAME}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {SITE_NAME} membantu orang tua menemukan dan membandingkan biaya pendidikan anak secara
        transparan: SPP bulanan, uang pangkal, seragam, dan buku.
      </p>

      <div className="mt-8 space-y-6">
        <Section icon={<Target className={icon} aria-hidden="true" />} title="Misi Kami">
          <p>
            Kami percaya setiap keluarga berhak mengetahui biaya sekolah sebelum mendaftar. Misi
            kami adalah mengumpulkan informasi biaya sekolah di Indonesia dan menyajikannya secara
            terbuka, mudah dibandingkan, dan gratis.
          </p>
        </Section>

        <Section
          icon={<ShieldCheck className={icon} aria-hidden="true" />}
          title="Mengapa Mempercayai Kami"
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {TRUST.map((item) => (
              <li key={item.title} className="flex gap-3">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-emerald-700"
                  aria-hidden="true"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{item.title}</span>
                  {item.text}
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section icon={<MapPin className={icon} aria-hidden="true" />} title="Area Cakupan">
          {/* beyond SPEC (issue 20): coverage measured, not three hard-coded areas */}
          <p>
            Saat ini terdapat <Count value={stats.data?.totalSchools} /> sekolah terdaftar di{' '}
            {SITE_NAME}. Yang kami ketahui tentang biayanya:
          </p>
          {stats.data?.feeCoverage ? (
            <FeeCoverageFacts coverage={stats.data.feeCoverage} />
          ) : (
            <p>Data cakupan biaya sedang disiapkan.</p>
          )}
          <p>
            Biaya menurut aturan hanya mencakup jenis biaya yang disebut aturan; seragam, buku, dan
            sumbangan sukarela tetap belum diketahui sampai sekolah atau orang tua mengirim daftar
            biayanya.
          </p>
        </Section>

        <Section icon={<Eye className={icon} aria-hidden="true" />} title="Komitmen dan Visi Kami">
          <p>
            Kami berkomitmen menjaga data tetap akurat dan terkini, melindungi privasi kontributor,
            dan tetap independen dari kepentingan sekolah mana pun.
          </p>
          <p>
            Visi kami adalah menjadi rujukan utama biaya pendidikan di seluruh Indonesia, sehingga
            setiap orang tua dapat memilih sekolah dengan informasi yang jelas.
          </p>
          <p className="flex items-center gap-2">
            <Users className="size-5 text-brand-600" aria-hidden="true" />
            <span>
              Ingin membantu?{' '}
              <Link to={paths.schoolRequests()} className="font-medium text-brand-700 underline">
                Kontribusi data sekolah
              </Link>
              .
            </span>
          </p>
        </Section>

        <OpenDataSection />

        <Section icon={<Heart className={icon} aria-hidden="true" />} title="Hubungi Kami">
          <ul className="space-y-2">
            <li className="flex items-center gap-2">
              <Mail className="size-5 text-slate-600" aria-hidden="true" />
              <a
                href={`mailto:${SITE.contactEmail}`}
                className="font-medium text-brand-700 underline"
              >
                {SITE.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-5 text-slate-600" aria-hidden="true" />
              {SITE.city}, {SITE.country}
            </li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
