import type { SchoolStatus } from './levels';

const PUBLIC_NAME_MARKERS = /\b(negeri|mtsn|smpn|sman|sdn|tkn)\b/i;

/**
 * SPEC §2: a school counts as public (Negeri) when its status is public or its
 * name contains Negeri, MTsN, SMPN, SMAN, SDN or TKN (as a word, any case).
 */
export function isPublicSchool(status: SchoolStatus | null | undefined, name: string): boolean {
  return status === 'public' || PUBLIC_NAME_MARKERS.test(name);
}

export function statusBadge(
  status: SchoolStatus | null | undefined,
  name: string,
): 'Negeri' | 'Swasta' {
  return isPublicSchool(status, name) ? 'Negeri' : 'Swasta';
}

/**
 * What unknown curriculum and accreditation show. SPEC §2 defaults them to
 * 'Nasional'/'Kurikulum Nasional' and 'A'; the registry knows accreditation
 * for 4,656 of 221,783 schools and the curriculum for none, so a default would
 * claim facts nobody has (see docs/decisions.md, 'Honest labels').
 */
export const UNKNOWN_VALUE = 'Belum ada data';

/** The stored value, or 'Belum ada data'. */
export function knownOrUnknown(value: string | null | undefined): string {
  return value?.trim() || UNKNOWN_VALUE;
}
