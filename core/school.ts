import type { SchoolStatus } from './levels';

const PUBLIC_NAME_MARKERS = /\b(negeri|mtsn|smpn|sman|sdn|tkn)\b/i;

/**
 * Whether a school is public (Negeri). The registry's status decides whenever
 * it has one: 43 private schools are named '… Negeri' ('SDS Padamu Negeri',
 * 'SD Islam Terpadu Anak Negeri'). SPEC §2's name rule (Negeri, MTsN, SMPN,
 * SMAN, SDN or TKN as a word, any case) applies only to schools without a
 * status (docs/decisions.md, 'Negeri from the registry status').
 */
export function isPublicSchool(status: SchoolStatus | null | undefined, name: string): boolean {
  if (status) return status === 'public';
  return PUBLIC_NAME_MARKERS.test(name);
}

/** The status every surface shows and filters on: the registry's, else SPEC's name rule. */
export function effectiveStatus(
  status: SchoolStatus | null | undefined,
  name: string,
): SchoolStatus {
  return isPublicSchool(status, name) ? 'public' : 'private';
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
