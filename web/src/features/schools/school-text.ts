import type { SchoolSummary } from '@core/contracts/schools';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { statusBadge } from '@core/school';

/** The description, or a generated one when the school has none (SPEC §2 School card). */
export function schoolDescription(school: SchoolSummary): string {
  const text = school.description?.trim();
  if (text) return text;
  const level = EDUCATION_LEVEL_LABELS[school.educationLevel];
  const status = statusBadge(school.status, school.name) === 'Negeri' ? 'negeri' : 'swasta';
  return `${school.name} adalah sekolah ${level} ${status} di ${school.city.name}, ${school.province.name}.`;
}

/** 'Coblong, Kota Bandung, Jawa Barat' (blanks skipped). */
export function schoolLocation(school: SchoolSummary): string {
  return [school.district?.name, school.city.name, school.province.name]
    .filter((part) => part && part.trim())
    .join(', ');
}
