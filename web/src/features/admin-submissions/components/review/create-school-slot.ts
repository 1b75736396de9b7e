import type { ComponentType } from 'react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { EducationLevel } from '@core/levels';

/**
 * The dialog that creates a missing school, given by the page (it belongs to
 * another feature): the reviewer creates the school, then publishes its fees.
 */
export type CreateSchoolSlot = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start?: { name?: string; educationLevel?: EducationLevel | null };
  hint?: string;
  onCreated?: (school: AdminSchool) => void;
}>;
