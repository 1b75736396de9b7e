// SPEC §2 home search: where the 'Cari' button goes.

export interface ProvinceOption {
  id: string;
  slug: string;
}

/**
 * 1. a province chosen and found in the list -> its listing path, with q if text is present;
 * 2. a province chosen but not in the list -> home with q and provinceId;
 * 3. no province but text -> /indonesia with q;
 * 4. neither -> /indonesia.
 * `province` is what the select holds: a slug or a code, or 'all'/'' for none.
 */
export function homeSubmitTarget(
  text: string,
  province: string | undefined,
  provinces: readonly ProvinceOption[],
): string {
  const q = text.trim();
  const chosen = province && province !== 'all' ? province : undefined;
  const withQ = (path: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  if (chosen) {
    const found = provinces.find((p) => p.slug === chosen || p.id === chosen);
    if (found) return withQ(`/${found.slug}`);
    return withQ('/', { provinceId: chosen });
  }
  return withQ('/indonesia');
}
