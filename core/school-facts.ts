// Per-school statistics (issue 10 'School facts'): how dated they are, in Indonesian.
import { formatDate, MONTHS } from './format';

const KNOWN_SOURCES: [RegExp, string][] = [
  [/^Dapodik profile pages/i, 'Halaman profil Dapodik'],
  [/Data Induk/i, 'Data Induk Kemendikdasmen'],
  [/^Dapodik rekap/i, 'Rekap Dapodik'],
  [/^Disdik Kab\. Garut/i, 'Data Dinas Pendidikan Kabupaten Garut'],
];

/** Students per teacher (teachers and staff, as the registry counts them), one decimal. */
function studentsPerTeacher(
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

/** More pupils per teacher than this is implausible for an Indonesian school (issue 20). */
export const MAX_PLAUSIBLE_STUDENTS_PER_TEACHER = 60;

export interface RawSchoolFacts {
  students: number | null;
  studentsMale: number | null;
  studentsFemale: number | null;
  teachersAndStaff: number | null;
}

export interface CheckedSchoolFacts {
  students: number | null;
  studentsMale: number | null;
  studentsFemale: number | null;
  /** students / teachers and staff, one decimal; null unless both exist and are plausible */
  studentsPerTeacher: number | null;
  /** what was left out or looks wrong, in Indonesian, shown beside the figures */
  caveats: string[];
}

/**
 * The registry's figures as the page may state them: a school recorded with 0
 * pupils shows no pupil count (a school that teaches nobody is a stale
 * record, not a fact), and more than 60 pupils per teacher is shown with a
 * caveat (the teacher count is most likely incomplete).
 */
export function checkSchoolFacts(facts: RawSchoolFacts): CheckedSchoolFacts {
  const caveats: string[] = [];
  if (facts.students === 0) {
    caveats.push(
      'Sumber data mencatat 0 siswa untuk sekolah ini; angka itu tidak ditampilkan karena kemungkinan besar belum diperbarui.',
    );
    return {
      students: null,
      studentsMale: null,
      studentsFemale: null,
      studentsPerTeacher: null,
      caveats,
    };
  }
  const ratio = studentsPerTeacher(facts.students, facts.teachersAndStaff);
  if (ratio !== null && ratio > MAX_PLAUSIBLE_STUDENTS_PER_TEACHER)
    caveats.push(
      `Lebih dari ${MAX_PLAUSIBLE_STUDENTS_PER_TEACHER} siswa per guru tidak wajar: data guru di sumber kemungkinan belum lengkap.`,
    );
  return {
    students: facts.students,
    studentsMale: facts.studentsMale,
    studentsFemale: facts.studentsFemale,
    studentsPerTeacher: ratio,
    caveats,
  };
}
