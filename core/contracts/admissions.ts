import { z } from 'zod';
import { ADMISSION_SYSTEMS, SCHEDULE_KINDS } from '../admissions';
import { editorRoleSchema } from './school-profile';

// Admissions facts per academic year (issue 23, beyond SPEC) as the school
// page and the API show them; what admins send is in admission-input.ts.

/** One published year, as the school page and the API show it. */
export const admissionSchema = z.object({
  academicYear: z.string(),
  systemName: z.enum(ADMISSION_SYSTEMS),
  schedule: z.array(
    z.object({
      kind: z.enum(SCHEDULE_KINDS),
      label: z.string().nullable(),
      startsOn: z.string(),
      endsOn: z.string(),
    }),
  ),
  quotas: z.array(
    z.object({ track: z.string(), seats: z.number().int(), note: z.string().nullable() }),
  ),
  requirements: z.string().nullable(),
  fees: z.array(
    z.object({ label: z.string(), amount: z.number().int(), note: z.string().nullable() }),
  ),
  source: z.object({ title: z.string(), url: z.string().nullable() }),
  updatedAt: z.string(),
  updatedBy: editorRoleSchema,
});
export type Admission = z.infer<typeof admissionSchema>;
