import type { EducationLevel, SchoolStatus } from '@core/levels';

/**
 * Registry form (bentuk pendidikan) -> the product's education level.
 * Special-needs schools that name their stage (SDLB, SMPLB, SMLB) join that
 * stage; the combined SLB stays a level of its own.
 */
const LEVEL_BY_FORM: Record<string, EducationLevel> = {
  SD: 'sd',
  SDLB: 'sd',
  MI: 'sd',
  SMP: 'smp',
  SMPLB: 'smp',
  MTS: 'smp',
  SMA: 'sma',
  SMLB: 'sma',
  SMALB: 'sma',
  MA: 'sma',
  SMK: 'smk',
  SLB: 'slb',
  TK: 'tk',
  KB: 'tk',
  RA: 'tk',
  TPA: 'tk',
  SPS: 'tk',
  PAUDQ: 'tk',
  PAUD: 'tk',
};

/** Canonical spelling of a registry form ('MTS' -> 'MTs', 'spk  sd' -> 'SPK SD'). */
export function normaliseForm(form: string): string {
  const words = form.trim().toUpperCase().split(/\s+/);
  return words.map((word) => (word === 'MTS' ? 'MTs' : word)).join(' ');
}

/**
 * 'SD' -> 'sd', 'MTs' -> 'smp', 'KB' -> 'tk', 'SPK SMA' -> 'sma' (international
 * cooperation schools are graded by their stage). Unknown forms give null.
 */
export function levelForForm(form: string): EducationLevel | null {
  const words = form.trim().toUpperCase().split(/\s+/);
  const stage = words[0] === 'SPK' && words.length > 1 ? words.slice(1).join(' ') : words.join(' ');
  return LEVEL_BY_FORM[stage] ?? null;
}

/** 'Negeri' -> public, 'Swasta' -> private, anything else (mostly empty) -> null. */
export function statusForRegistry(status: string): SchoolStatus | null {
  const value = status.trim().toLowerCase();
  if (value === 'negeri') return 'public';
  if (value === 'swasta') return 'private';
  return null;
}
