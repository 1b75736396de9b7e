import type { ComparisonSchool, SchoolSummary } from '@core/contracts/schools';
import { studentsPerTeacher } from '@core/school-facts';
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
      facts: row
        ? {
            students: row.students,
            studentsPerTeacher: studentsPerTeacher(row.students, row.teachersAndStaff),
            asOf: row.asOf,
          }
        : null,
    };
  });
}
