import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { queryFilter } from './common';

/** One city and level of the admin coverage view (issue 20 item 6). */
const coverageGapSchema = z.object({
  city: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  province: z.object({ name: z.string(), slug: z.string() }),
  educationLevel: z.enum(EDUCATION_LEVELS),
  schools: z.number().int(),
  /** schools without fees of their own (only a rule's facts, or nothing) */
  lacking: z.number().int(),
  /** of those, schools of which nothing is known */
  unknown: z.number().int(),
  /** students of the lacking schools whose count the registry knows */
  knownStudents: z.number().int(),
  /** lacking schools whose student count is known */
  schoolsWithStudents: z.number().int(),
  /**
   * students the lacking schools are estimated to teach: the known counts, plus
   * the level's average for the schools whose count is unknown (the order's key)
   */
  estimatedStudents: z.number().int(),
});

/** GET /api/admin/fee-coverage (site admins) */
export const coverageGapsSchema = z.object({
  /** average students per school by level, over the schools whose count is known */
  averageStudents: z.record(z.string(), z.number()),
  rows: z.array(coverageGapSchema),
});
export type CoverageGaps = z.infer<typeof coverageGapsSchema>;

export const coverageGapsQuerySchema = z.object({
  level: queryFilter(z.enum(EDUCATION_LEVELS, { error: 'Jenjang pendidikan tidak dikenal' })),
});
