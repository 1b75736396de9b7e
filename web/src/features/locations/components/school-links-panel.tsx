import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { LEVEL_FILTER_LABELS, type LevelFilter } from '@core/levels';
import { paths } from '@web/config/paths';

interface Place {
  name: string;
  slug: string;
}

/**
 * 'Jelajahi Lebih Lanjut' (SPEC §2): the city hub, the level hub, the
 * comparison and the province hub, as far as the page knows them.
 */
export function SchoolLinksPanel({
  province,
  city,
  level,
}: {
  province: Place;
  city?: Place | null;
  level?: LevelFilter | null;
}) {
  const links: { label: string; to: string }[] = [];
  if (city)
    links.push({ label: `Semua sekolah di ${city.name}`, to: paths.hub(province.slug, city.slug) });
  if (city && level)
    links.push({
      label: `Sekolah ${LEVEL_FILTER_LABELS[level]} di ${city.name}`,
      to: paths.hub(province.slug, city.slug, level),
    });
  links.push({
    label: `Bandingkan biaya sekolah di ${city?.name ?? province.name}`,
    to: paths.comparison(province.slug, city?.slug, city ? level : undefined),
  });
  links.push({ label: `Semua sekolah di ${province.name}`, to: paths.hub(province.slug) });

  return (
    <section
      aria-labelledby="school-links-title"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="school-links-title" className="font-semibold text-slate-900">
        Jelajahi Lebih Lanjut
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-2 text-sm text-brand-700 hover:bg-brand-50"
            >
              {link.label}
              <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
