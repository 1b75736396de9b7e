/**
 * SPEC §2: lowercase, punctuation removed, spaces and underscores turned into
 * hyphens, leading and trailing hyphens trimmed. Accents are folded first so
 * that "Sekolah É" does not lose its letter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
