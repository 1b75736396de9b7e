import type {
  AdminSchool,
  AdminSchoolsQuery,
  CreateCostItemInput,
  GlobalCostCategory,
  SchoolCostCategory,
  UpdateCostItemInput,
} from '@core/contracts/admin-costs';
import { ADMIN_SCHOOL_SEARCH_LIMIT } from '@core/contracts/admin-costs';
import type { CostItem } from '@core/contracts/schools';
import type { Db, Sql, Tx } from '@db/client';
import {
  deleteCostItem,
  insertCostItem,
  listGlobalCategories,
  listManagedSchools,
  listSchoolCategories,
  lockCostItem,
  managesSchool,
  setActor,
  updateCostItem,
} from '@db/queries/cost-admin';
import { findCostItem } from '@db/queries/cost-items';
import { emitEvent } from '@db/outbox';
import { schoolExists } from '@db/queries/schools';
import type { SearchEngine } from '@search/engine';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { RequestUser } from '../../http/request-user';
import { SCHOOL_NOT_FOUND, toCostItem } from '../cost-items/cost-items.service';

export const COST_ITEM_NOT_FOUND = 'Item biaya tidak ditemukan';
export const NOT_YOUR_SCHOOL = 'Anda tidak mengelola sekolah ini';
export const BAD_YEAR_OR_CATEGORY = 'Tahun ajaran atau kategori biaya tidak ditemukan';

type Admin = Pick<RequestUser, 'id' | 'role'>;

/**
 * Cost management (SPEC §2 Kelola Sekolah, §7). The routes admit both admin
 * roles; which schools a school admin may touch (their rows of school_admins)
 * is decided here. Every write names its actor for the audit trigger, marks
 * the item as the admin's (provenance) and emits costs.changed in the same
 * transaction, so the school's fees in the index follow.
 */
export class CostAdminService {
  constructor(
    private readonly sql: Sql,
    private readonly search: SearchEngine,
  ) {}

  /** Site admins search every school (the index ranks them); school admins get their own. */
  async schools(admin: Admin, query: AdminSchoolsQuery): Promise<AdminSchool[]> {
    const limit = query.limit ?? ADMIN_SCHOOL_SEARCH_LIMIT;
    if (admin.role !== 'site_admin') {
      const rows = await listManagedSchools(this.sql, admin.id, query.search, limit);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        educationLevel: row.educationLevel,
        city: row.cityName,
        province: row.provinceName,
      }));
    }
    const { hits } = await this.search.search({
      text: query.search,
      sort: query.search ? 'relevance' : 'name',
      limit,
    });
    return hits.map(({ school }) => ({
      id: school.id,
      slug: school.slug,
      name: school.name,
      educationLevel: school.educationLevel,
      city: school.city.name,
      province: school.province.name,
    }));
  }

  async globalCategories(): Promise<GlobalCostCategory[]> {
    return listGlobalCategories(this.sql);
  }

  async schoolCategories(admin: Admin, schoolId: number): Promise<SchoolCostCategory[]> {
    await this.assertManages(this.sql, admin, schoolId);
    return listSchoolCategories(this.sql, schoolId);
  }

  async create(admin: Admin, schoolId: number, input: CreateCostItemInput): Promise<CostItem> {
    return this.write(admin, async (tx) => {
      await this.assertManages(tx, admin, schoolId);
      const id = await insertCostItem(tx, {
        schoolId,
        academicYearId: input.academicYearId,
        globalCategoryId: input.globalCategoryId ?? null,
        schoolCategoryId: input.schoolCategoryId ?? null,
        amount: input.amount,
        frequency: input.frequency,
        notes: input.notes,
        createdBy: admin.id,
      });
      if (id === undefined) throw new HttpError('VALIDATION_ERROR', BAD_YEAR_OR_CATEGORY);
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
      return id;
    });
  }

  async update(admin: Admin, id: number, input: UpdateCostItemInput): Promise<CostItem> {
    return this.write(admin, async (tx) => {
      const schoolId = await this.lockItem(tx, admin, id);
      await updateCostItem(tx, id, input, admin.id);
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
      return id;
    });
  }

  async remove(admin: Admin, id: number): Promise<void> {
    await this.sql.begin(async (tx) => {
      await setActor(tx, admin.id);
      const schoolId = await this.lockItem(tx, admin, id);
      await deleteCostItem(tx, id);
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
    });
  }

  /** One transaction with the actor set; answers the item as it is after the change. */
  private async write(admin: Admin, change: (tx: Tx) => Promise<number>): Promise<CostItem> {
    return this.sql.begin(async (tx) => {
      await setActor(tx, admin.id);
      const id = await change(tx);
      return toCostItem((await findCostItem(tx, id))!);
    });
  }

  /** Locks the item and checks the admin may change it; returns its school. */
  private async lockItem(tx: Tx, admin: Admin, id: number): Promise<number> {
    const item = await lockCostItem(tx, id);
    if (!item) throw notFound(COST_ITEM_NOT_FOUND);
    await this.assertManages(tx, admin, item.schoolId);
    return item.schoolId;
  }

  /** 404 for a missing school, 403 for a school admin who does not manage it. */
  private async assertManages(db: Db, admin: Admin, schoolId: number): Promise<void> {
    if (!(await schoolExists(db, schoolId))) throw notFound(SCHOOL_NOT_FOUND);
    if (admin.role === 'site_admin') return;
    if (!(await managesSchool(db, admin.id, schoolId))) throw forbidden(NOT_YOUR_SCHOOL);
  }
}
