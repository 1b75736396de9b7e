import type { ComparisonSchool, SchoolSummary } from '@core/contracts/schools';
import { checkSchoolFacts } from '@core/school-facts';
import type { Db } from '@db/client';
import { schoolStatsFor } from '@db/queries/insights';

/** Compared schools with their students and pupils per teacher (one query for all of them). */
export async function withFacts(
  db: Db,
  schools: readonly SchoolSummary[],
): Promise<ComparisonSchool[]> {
  const stats = await schoolStatsFor(
    db,
    schools.map((school) => school.id),
  );
  return schools.map((school) => {
    const row = stats.get(school.id);
    return {
      ...school,
      // 0 pupils is a stale record, not a fact: neither the count nor a ratio (core/school-facts)
      facts: row
        ? (() => {
            const checked = checkSchoolFacts({ ...row, studentsMale: null, studentsFemale: null });
            return {
              students: checked.students,
              studentsPerTeacher: checked.studentsPerTeacher,
              asOf: row.asOf,
            };
          })()
        : null,
    };
  });
}
