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

export const DEFAULT_CURRICULUM = 'Nasional';
export const DEFAULT_ACCREDITATION = 'A';
