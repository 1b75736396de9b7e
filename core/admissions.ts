// Admissions facts (SPMB/PPDB) of a school, zod-free: the school page orders
// and labels the dates without loading the schema library, and the search
// document and the 'pendaftaran dibuka' filter share one notion of "open".
//
// Days are compared as yyyymmdd numbers (2027-06-01 -> 20270601) in Jakarta
// time: an admission date is a calendar day of the school, not an instant.

import { jakartaDay } from './format';

export const SCHEDULE_KINDS = ['registration', 'test', 'announcement', 're_registration'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  registration: 'Pendaftaran',
  test: 'Tes/seleksi',
  announcement: 'Pengumuman',
  re_registration: 'Daftar ulang',
};

/** Tracks the national rules name; a school may write its own (e.g. 'Zonasi', 'Anak guru'). */
export const SUGGESTED_TRACKS = ['Domisili', 'Zonasi', 'Afirmasi', 'Prestasi', 'Mutasi'] as const;

/** What schools call the admission round: SPMB since 2025, PPDB before. */
export const ADMISSION_SYSTEMS = ['SPMB', 'PPDB'] as const;
export type AdmissionSystem = (typeof ADMISSION_SYSTEMS)[number];

export interface ScheduleEntry {
  kind: ScheduleKind;
  /** e.g. 'Tahap 1', 'Jalur prestasi'; null when the kind says it all */
  label: string | null;
  /** ISO dates 'yyyy-mm-dd'; endsOn equals startsOn for a single day */
  startsOn: string;
  endsOn: string;
}

/** '2027-06-01' -> 20270601 */
export function dayNumber(isoDate: string): number {
  return Number(isoDate.slice(0, 10).replace(/-/g, ''));
}

/** Today (or `now`) in Jakarta as a yyyymmdd number. */
export function jakartaDayNumber(now: Date = new Date()): number {
  const { year, month, day } = jakartaDay(now);
  return year * 10_000 + month * 100 + day;
}

/** 20270601 -> '2027-06-01' */
export function isoOfDayNumber(day: number): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

export interface DayWindow {
  opensOn: number;
  closesOn: number;
}

/** The day after a yyyymmdd day, for joining windows that touch. */
function nextDay(day: number): number {
  const iso = isoOfDayNumber(day);
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return dayNumber(date.toISOString());
}

/** Registration periods of a schedule, sorted, overlapping or touching ones joined. */
export function registrationWindows(schedule: readonly ScheduleEntry[]): DayWindow[] {
  const windows = schedule
    .filter((entry) => entry.kind === 'registration')
    .map((entry) => ({ opensOn: dayNumber(entry.startsOn), closesOn: dayNumber(entry.endsOn) }))
    .sort((a, b) => a.opensOn - b.opensOn || a.closesOn - b.closesOn);
  const joined: DayWindow[] = [];
  for (const window of windows) {
    const last = joined.at(-1);
    if (last && window.opensOn <= nextDay(last.closesOn)) {
      last.closesOn = Math.max(last.closesOn, window.closesOn);
    } else joined.push({ ...window });
  }
  return joined;
}

/**
 * The window a search document carries: the one open on `today`, else the
 * next one; null when every window has closed. A document keeps it until the
 * worker's daily pass reindexes schools whose window closed (so a later
 * window, e.g. 'Tahap 2', takes its place).
 */
export function currentOrNextWindow(
  windows: readonly DayWindow[],
  today: number,
): DayWindow | null {
  return windows.find((window) => window.closesOn >= today) ?? null;
}

/** Whether registration is open on `today` by a document's window. */
export function isOpenOn(
  window: { opensOn: number | null; closesOn: number | null },
  today: number,
): boolean {
  return (
    window.opensOn !== null &&
    window.closesOn !== null &&
    window.opensOn <= today &&
    today <= window.closesOn
  );
}

export type RegistrationState = 'open' | 'upcoming' | 'closed' | 'none';

/** Where registration stands on `today` across every window. */
export function registrationState(
  schedule: readonly ScheduleEntry[],
  today: number,
): RegistrationState {
  const windows = registrationWindows(schedule);
  if (windows.length === 0) return 'none';
  const window = currentOrNextWindow(windows, today);
  if (!window) return 'closed';
  return window.opensOn <= today ? 'open' : 'upcoming';
}

export interface DatedEntry extends ScheduleEntry {
  /** ended before `today` */
  past: boolean;
  /** `today` lies within it */
  current: boolean;
}

/**
 * The school page's order: what is still to come (or under way) first, by
 * start date; then what is over, most recent first.
 */
export function orderSchedule(schedule: readonly ScheduleEntry[], today: number): DatedEntry[] {
  const dated = schedule.map((entry) => {
    const starts = dayNumber(entry.startsOn);
    const ends = dayNumber(entry.endsOn);
    return { ...entry, past: ends < today, current: starts <= today && today <= ends };
  });
  const coming = dated
    .filter((entry) => !entry.past)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn));
  const over = dated.filter((entry) => entry.past).sort((a, b) => b.endsOn.localeCompare(a.endsOn));
  return [...coming, ...over];
}

/**
 * The academic years admissions can be published for on `today`: the current
 * one and the next (SPMB for 2027/2028 runs in mid-2027), newest first.
 */
export function admissionYears(today: number): string[] {
  const year = Math.floor(today / 10_000);
  const month = Math.floor(today / 100) % 100;
  // from July the current academic year is year/year+1, before it year-1/year
  const first = month >= 7 ? year : year - 1;
  return [`${first + 1}/${first + 2}`, `${first}/${first + 1}`];
}
