import type {
  CreateAcademicYearInput,
  CreateGlobalCategoryInput,
  CreateSchoolCategoryInput,
  GlobalCostCategory,
  SchoolCostCategory,
} from '@core/contracts/admin-costs';
import type { AcademicYear } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  insertAcademicYear,
  insertGlobalCategory,
  insertSchoolCategory,
} from '@db/queries/cost-catalog';
import { findSchoolRef } from '@db/queries/schools';
import { HttpError } from '../../http/errors';
import { assertManagesSchool, type Admin } from '../cost-admin/cost-admin.service';

const YEAR_EXISTS = (year: string) => `Tahun ajaran ${year} sudah ada`;
const GLOBAL_CATEGORY_EXISTS = (name: string) => `Kategori global "${name}" sudah ada`;
const SCHOOL_CATEGORY_EXISTS = (name: string) => `Sekolah ini sudah memiliki kategori "${name}"`;

/** 'Biaya Ekstrakurikuler' -> 'biaya_ekstrakurikuler': the stable key fee summaries use. */
function categoryCode(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return code || 'kategori';
}

/**
 * What cost items are filed under (issue 8: SPEC's add-academic-year and
 * add-category controls made to work): academic years and global categories
 * by site admins, school-specific categories by the school's admins. They
 * change no school's fees, so no outbox event; each is audited. A duplicate
 * is refused by the database's unique index and answered with a 409.
 */
export class CostCatalogService {
  constructor(private readonly sql: Sql) {}

  async addYear(actorId: number, input: CreateAcademicYearInput): Promise<AcademicYear> {
    return this.sql.begin(async (tx) => {
      // an Indonesian school year starts in mid-July of its first year
      const startsOn = `${input.year.slice(0, 4)}-07-15`;
      const row = await insertAcademicYear(tx, input.year, startsOn);
      if (!row) throw new HttpError('CONFLICT', YEAR_EXISTS(input.year));
      await recordAudit(tx, {
        actorId,
        action: 'academic_year.created',
        entityId: row.id,
        summary: `Menambah tahun ajaran ${row.year}`,
      });
      return row;
    });
  }

  async addGlobalCategory(
    actorId: number,
    input: CreateGlobalCategoryInput,
  ): Promise<GlobalCostCategory> {
    return this.sql.begin(async (tx) => {
      const row = await insertGlobalCategory(tx, { code: categoryCode(input.name), ...input });
      if (!row) throw new HttpError('CONFLICT', GLOBAL_CATEGORY_EXISTS(input.name));
      await recordAudit(tx, {
        actorId,
        action: 'global_category.created',
        entityId: row.id,
        summary: `Menambah kategori global "${row.name}"`,
      });
      return row;
    });
  }

  async addSchoolCategory(
    admin: Admin,
    schoolId: number,
    input: CreateSchoolCategoryInput,
  ): Promise<SchoolCostCategory> {
    return this.sql.begin(async (tx) => {
      await assertManagesSchool(tx, admin, schoolId);
      const row = await insertSchoolCategory(tx, { schoolId, ...input });
      if (!row) throw new HttpError('CONFLICT', SCHOOL_CATEGORY_EXISTS(input.name));
      const school = await findSchoolRef(tx, schoolId);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_category.created',
        schoolId,
        entityId: row.id,
        summary: `Menambah kategori "${row.name}" untuk ${school?.name ?? 'sekolah'}`,
      });
      return row;
    });
  }
}
