import type { SchoolDetail } from '@core/contracts/schools';
import type { Db } from '@db/client';
import { listAdmissions } from '@db/queries/admissions';
import { fieldChanges, isManagedBySchool } from '@db/queries/school-profile';
import { toAdmission } from '../admissions/admissions.service';

/** What the school page shows of the school's own work (issue 23). */
export async function schoolPageFacts(
  db: Db,
  schoolId: number,
): Promise<Pick<SchoolDetail, 'profileChanges' | 'managedBySchool' | 'admissions'>> {
  const [changes, managed, admissions] = await Promise.all([
    fieldChanges(db, schoolId),
    isManagedBySchool(db, schoolId),
    listAdmissions(db, schoolId),
  ]);
  return {
    profileChanges: Object.fromEntries(
      changes.map((change) => [
        change.field,
        { changedAt: change.changedAt.toISOString(), changedBy: change.changedByRole },
      ]),
    ),
    managedBySchool: managed,
    admissions: admissions.map(toAdmission),
  };
}
