// Education levels as the product groups them, and the labels the UI uses.

export const EDUCATION_LEVELS = ['tk', 'sd', 'smp', 'sma', 'smk', 'slb'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  tk: 'TK',
  sd: 'SD',
  smp: 'SMP',
  sma: 'SMA',
  smk: 'SMK',
  slb: 'SLB',
};

/**
 * What a level filter may name: one level, or 'sma-smk' for the sidebar's
 * SMA/SMK choice (SPEC §2), which is both upper-secondary levels.
 */
export const LEVEL_FILTERS = [...EDUCATION_LEVELS, 'sma-smk'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

/** The registry levels a level filter selects. */
export function levelsOf(filter: LevelFilter): EducationLevel[] {
  return filter === 'sma-smk' ? ['sma', 'smk'] : [filter];
}

export const LEVEL_FILTER_LABELS: Record<LevelFilter, string> = {
  tk: 'TK',
  sd: 'SD',
  smp: 'SMP',
  sma: 'SMA',
  smk: 'SMK',
  slb: 'SLB',
  'sma-smk': 'SMA/SMK',
};

export function isEducationLevel(value: string): value is EducationLevel {
  return (EDUCATION_LEVELS as readonly string[]).includes(value);
}

/** Choices of the contribute form (SPEC §2, §9). Stored as written. */
export const CONTRIBUTION_LEVELS = [
  'Playgroup',
  'TK/PAUD',
  'SD/Sederajat',
  'SMP/Sederajat',
  'SMA/SMK',
] as const;

/** Choices of the request-school form (SPEC §2, §9). Stored as written. */
export const REQUEST_LEVELS = ['Playgroup', 'TK', 'SD', 'SMP', 'SMA', 'SMK'] as const;

export const SCHOOL_STATUSES = ['public', 'private'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];

/** The contribute form's checkbox for a school of this level (SLB has none). */
export const CONTRIBUTION_LEVEL_OF: Record<
  EducationLevel,
  (typeof CONTRIBUTION_LEVELS)[number] | null
> = {
  tk: 'TK/PAUD',
  sd: 'SD/Sederajat',
  smp: 'SMP/Sederajat',
  sma: 'SMA/SMK',
  smk: 'SMA/SMK',
  slb: null,
};

/** The contribute form's checkbox for a level chosen on the request form. */
export const CONTRIBUTION_LEVEL_OF_REQUEST: Record<
  (typeof REQUEST_LEVELS)[number],
  (typeof CONTRIBUTION_LEVELS)[number]
> = {
  Playgroup: 'Playgroup',
  TK: 'TK/PAUD',
  SD: 'SD/Sederajat',
  SMP: 'SMP/Sederajat',
  SMA: 'SMA/SMK',
  SMK: 'SMA/SMK',
};
