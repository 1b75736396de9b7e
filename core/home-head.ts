// The home's head (SPEC §2).
import { truncateDescription } from './format';
import type { LevelFilter } from './levels';
import { keywords, levelLabel } from './page-heads';
import { SITE_NAME, type PageMeta } from './seo';

export const DEFAULT_TITLE = `${SITE_NAME} - Cari dan Bandingkan Biaya Sekolah di Indonesia`;
const DEFAULT_DESCRIPTION =
  'Temukan informasi biaya sekolah TK, SD, SMP, SMA, dan SMK di seluruh Indonesia. Bandingkan SPP, uang pangkal, seragam, dan buku secara transparan.';

/** Home: the default title unless a search text, level or province is set (SPEC §2). */
export function homeMeta(input: {
  q?: string | null;
  level?: LevelFilter | null;
  provinceName?: string | null;
}): PageMeta {
  const q = input.q?.trim();
  const level = levelLabel(input.level);
  const province = input.provinceName?.trim();
  if (!q && !level && !province) {
    return {
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      keywords: keywords('biaya tk', 'biaya sd', 'biaya smp', 'biaya sma', 'biaya smk'),
      canonicalPath: '/',
    };
  }
  const scope = `${level ? ` ${level}` : ''}${province ? ` di ${province}` : ''}`;
  const title = q
    ? `Cari "${q}" - Sekolah${scope} | ${SITE_NAME}`
    : `Sekolah${scope} | ${SITE_NAME}`;
  const description = truncateDescription(
    `Hasil pencarian sekolah${scope}${q ? ` untuk "${q}"` : ''}. Lihat dan bandingkan biaya SPP, uang pangkal, seragam, dan buku untuk tahun ajaran 2025/2026.`,
  );
  return {
    title,
    description,
    keywords: keywords(q, level && `sekolah ${level}`, province && `sekolah ${province}`),
    canonicalPath: '/',
  };
}
