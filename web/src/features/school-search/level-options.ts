import type { LevelFilter } from '@core/levels';

export interface LevelOption {
  /** value of the select item (unique) */
  value: string;
  label: string;
  /** the level it filters on; undefined = all */
  level?: LevelFilter;
}

/**
 * The sidebar's level choices (SPEC §2) mapped onto the registry's levels:
 * Playgroup and TK/PAUD are both early-childhood (tk) schools, SMA/SMK
 * selects both upper-secondary levels; SMA, SMK and SLB are offered on their
 * own too.
 * See docs/decisions.md.
 */
export const LEVEL_OPTIONS: readonly LevelOption[] = [
  { value: 'all', label: 'Semua Jenjang' },
  { value: 'playgroup', label: 'Playgroup', level: 'tk' },
  { value: 'tk', label: 'TK/PAUD', level: 'tk' },
  { value: 'sd', label: 'SD/Sederajat', level: 'sd' },
  { value: 'smp', label: 'SMP/Sederajat', level: 'smp' },
  { value: 'sma-smk', label: 'SMA/SMK', level: 'sma-smk' },
  { value: 'sma', label: 'SMA', level: 'sma' },
  { value: 'smk', label: 'SMK', level: 'smk' },
  { value: 'slb', label: 'SLB', level: 'slb' },
];

export function levelForOption(value: string): LevelFilter | undefined {
  return LEVEL_OPTIONS.find((option) => option.value === value)?.level;
}

/** The select value showing an applied level (tk shows as TK/PAUD). */
export function optionForLevel(level: LevelFilter | undefined): string {
  return level ?? 'all';
}
