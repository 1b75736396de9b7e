// A listing hub's head (SPEC §2).
import { truncateDescription } from './format';
import type { LevelFilter } from './levels';
import { keywords, levelLabel } from './page-heads';
import { SITE_NAME, type PageMeta } from './seo';

export interface HubMetaInput {
  province?: { name: string; slug: string } | null;
  city?: { name: string; slug: string } | null;
  level?: LevelFilter | null;
  /** the city hub's share image (issue 10), when rendered */
  shareImage?: string | null;
}

export function hubPath({ province, city, level }: HubMetaInput): string {
  if (!province) return '/indonesia';
  if (!city) return `/${province.slug}`;
  return `/${province.slug}/${city.slug}${level ? `/${level}` : ''}`;
}

/** Listing hubs: title and description by location and level, site name as suffix. */
export function hubMeta(input: HubMetaInput): PageMeta {
  const level = levelLabel(input.level);
  const place = input.city
    ? `${input.city.name}, ${input.province?.name ?? ''}`.replace(/, $/, '')
    : (input.province?.name ?? 'Indonesia');
  const schools = `Sekolah${level ? ` ${level}` : ''}`;
  return {
    title: `Daftar ${schools} di ${place} | ${SITE_NAME}`,
    description: truncateDescription(
      `Daftar s${schools.slice(1)} di ${place} beserta biaya SPP bulanan, uang pangkal, seragam, dan buku tahun ajaran 2025/2026. Bandingkan dan temukan sekolah terbaik untuk anak Anda.`,
    ),
    keywords: keywords(
      `sekolah ${place}`,
      level && `sekolah ${level} ${input.city?.name ?? input.province?.name ?? 'indonesia'}`,
      input.city?.name && `biaya sekolah ${input.city.name}`,
      input.province?.name && `biaya sekolah ${input.province.name}`,
    ),
    canonicalPath: hubPath(input),
    ...(input.shareImage ? { image: input.shareImage } : {}),
  };
}
