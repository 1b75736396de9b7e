import type { EducationLevel } from '@core/levels';

const TO_SCHOOL: Record<string, EducationLevel> = {
  playgroup: 'tk',
  'tk/paud': 'tk',
  tk: 'tk',
  'sd/sederajat': 'sd',
  sd: 'sd',
  'smp/sederajat': 'smp',
  smp: 'smp',
  'sma/smk': 'sma',
  sma: 'sma',
  smk: 'smk',
};

/**
 * The registry level closest to a contribution's level (SPEC §2 contribute
 * form: Playgroup, TK/PAUD, SD/Sederajat, ...) or a request's (Playgroup, TK,
 * SD, ...), to start a new school's form; SMA/SMK reads as SMA.
 */
export function schoolLevelOf(level: string): EducationLevel | null {
  return TO_SCHOOL[level.trim().toLowerCase()] ?? null;
}
