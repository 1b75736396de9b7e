import type { EducationLevel } from '@core/levels';

export interface LevelOption {
  /** value of the select item (unique) */
  value: string;
  label: string;
  /** the level it filters on; undefined = all */
  level?: EducationLevel;
}

/**
 * The sidebar's level choices (SPEC §2) mapped onto the registry's levels:
 * Playgroup and TK/PAUD are both early-childhood (tk) schools, SMA/SMK
 * selects SMA; SMK and SLB are offered too so every level stays reachable.
 * See docs/decisions.md.
 */
export const LEVEL_OPTIONS: readonly LevelOption[] = [
  { value: 'all', label: 'Semua Jenjang' },
  { value: 'playgroup', label: 'Playgroup', level: 'tk' },
  { value: 'tk', label: 'TK/PAUD', level: 'tk' },
  { value: 'sd', label: 'SD/Sederajat', level: 'sd' },
  { value: 'smp', label: 'SMP/Sederajat', level: 'smp' },
  { value: 'sma', label: 'SMA/SMK', level: 'sma' },
  { value: 'smk', label: 'SMK', level: 'smk' },
  { value: 'slb', label: 'SLB', level: 'slb' },
];

export function levelForOption(value: string): EducationLevel | undefined {
  return LEVEL_OPTIONS.find((option) => option.value === value)?.level;
}

/** The select value showing an applied level (tk shows as TK/PAUD). */
export function optionForLevel(level: EducationLevel | undefined): string {
  return level ?? 'all';
}
