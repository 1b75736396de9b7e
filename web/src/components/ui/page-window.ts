/**
 * The page numbers a pagination bar shows: at most `max`, centred on the
 * current page where possible (SPEC §9: up to 5 page numbers).
 */
export function pageWindow(current: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const count = Math.min(max, totalPages);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
