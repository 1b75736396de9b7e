// Per-school statistics (issue 10 'School facts'): how dated they are, in Indonesian.
import { formatDate, MONTHS } from './format';

const KNOWN_SOURCES: [RegExp, string][] = [
  [/^Dapodik profile pages/i, 'Halaman profil Dapodik'],
  [/Data Induk/i, 'Data Induk Kemendikdasmen'],
  [/^Dapodik rekap/i, 'Rekap Dapodik'],
  [/^Disdik Kab\. Garut/i, 'Data Dinas Pendidikan Kabupaten Garut'],
];

/** Students per teacher (teachers and staff, as the registry counts them), one decimal. */
export function studentsPerTeacher(
  students: number | null,
  teachersAndStaff: number | null,
): number | null {
  return students !== null && teachersAndStaff !== null && teachersAndStaff > 0
    ? Math.round((students / teachersAndStaff) * 10) / 10
    : null;
}

/**
 * The source's free-text date note in Indonesian:
 * 'Dapodik rekap (semester not stated; committed 2024-12-19)' ->
 * 'Rekap Dapodik, semester tidak disebutkan, diambil per 19 Desember 2024'.
 * Unknown wording is shown as written.
 */
export function statsAsOfLabel(asOf: string): string {
  const source = KNOWN_SOURCES.find(([pattern]) => pattern.test(asOf))?.[1];
  if (!source) return asOf;
  const parts = [source];
  if (/semester not stated/i.test(asOf)) parts.push('semester tidak disebutkan');
  if (/year not stated/i.test(asOf)) parts.push('tahun tidak disebutkan');
  const range = /committed (\d{4})-(\d{2})\.\.(\d{4})-(\d{2})/.exec(asOf);
  const day = /committed (\d{4}-\d{2}-\d{2})/.exec(asOf);
  if (range) {
    const [, fromYear, fromMonth, toYear, toMonth] = range;
    parts.push(
      `diambil antara ${MONTHS[Number(fromMonth) - 1]} ${fromYear} dan ${MONTHS[Number(toMonth) - 1]} ${toYear}`,
    );
  } else if (day) {
    parts.push(`diambil per ${formatDate(`${day[1]}T12:00:00+07:00`)}`);
  }
  return parts.join(', ');
}
