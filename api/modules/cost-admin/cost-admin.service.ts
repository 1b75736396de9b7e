import type {
  AdminSchool,
  AdminSchoolsQuery,
  CopyCostItemsInput,
  CopyCostItemsResult,
  CreateCostItemInput,
  GlobalCostCategory,
  SchoolCostCategory,
  UpdateCostItemInput,
} from '@core/contracts/admin-costs';
import { FREQUENCY_LABELS } from '@core/fees';
import { formatRupiah } from '@core/format';
import { ADMIN_SCHOOL_SEARCH_LIMIT } from '@core/contracts/admin-costs';
import type { CostItem } from '@core/contracts/schools';
import type { Db, Sql, Tx } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  copyYearItems,
  countRealItems,
  deleteCostItem,
  deleteSampleItems,
  insertCostItem,
  listGlobalCategories,
  listManagedSchools,
  listSchoolCategories,
  lockCostItem,
  managesSchool,
  setActor,
  updateCostItem,
} from '@db/queries/cost-admin';
import { findAcademicYear } from '@db/queries/cost-catalog';
import { findCostItem, listCostItems, type CostItemRow } from '@db/queries/cost-items';
import { emitEvent } from '@db/outbox';
import { findSchoolByNpsn, findSchoolRef, type SchoolRefRow } from '@db/queries/schools';
import type { SearchEngine } from '@search/engine';
import { schoolExists } from '@db/queries/schools';
import { ACADEMIC_YEAR_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { RequestUser } from '../../http/request-user';
import { toCostItem } from '../cost-items/cost-items.service';

const COST_ITEM_NOT_FOUND = 'Item biaya tidak ditemukan';
const NOT_YOUR_SCHOOL = 'Anda tidak mengelola sekolah ini';
const BAD_YEAR_OR_CATEGORY = 'Tahun ajaran atau kategori biaya tidak ditemukan';
const COPY_SOURCE_EMPTY = 'Tahun ajaran asal belum memiliki item biaya untuk disalin';
const COPY_TARGET_FILLED = (year: string) =>
  `Tahun ajaran ${year} sudah memiliki item biaya. Ubah item yang ada atau hapus dulu sebelum menyalin.`;

export type Admin = Pick<RequestUser, 'id' | 'role'>;

/** NPSN as the registry writes it: 8 digits, or NP and 6 digits for some foreign-curriculum schools. */
const NPSN = /^(?:[0-9]{8}|NP[0-9]{6})$/i;

function toAdminSchool(row: SchoolRefRow): AdminSchool {
  return {
    id: row.id,
    npsn: row.npsn,
    slug: row.slug,
    name: row.name,
    educationLevel: row.educationLevel,
    city: row.cityName,
    province: row.provinceName,
  };
}

/** 'SPP Rp 1.500.000 Bulanan (putri)': one line of the audit log. */
function describeItem(row: CostItemRow): string {
  const category = row.globalCategory?.name ?? row.schoolCategory?.name ?? 'Biaya';
  const notes = row.notes ? ` (${row.notes})` : '';
  return `${category} ${formatRupiah(row.amount)} ${FREQUENCY_LABELS[row.frequency]}${notes}`;
}

/** 404 for a missing school, 403 for a school admin who does not manage it. */
export async function assertManagesSchool(db: Db, admin: Admin, schoolId: number): Promise<void> {
  if (!(await schoolExists(db, schoolId))) throw notFound(SCHOOL_NOT_FOUND);
  if (admin.role === 'site_admin') return;
  if (!(await managesSchool(db, admin.id, schoolId))) throw forbidden(NOT_YOUR_SCHOOL);
}

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
      return rows.map((row) => toAdminSchool(row));
    }
    if (query.search && NPSN.test(query.search)) {
      const school = await findSchoolByNpsn(this.sql, query.search.toUpperCase());
      if (school) return [toAdminSchool(school)];
    }
    const { hits } = await this.search.search({
      text: query.search,
      sort: query.search ? 'relevance' : 'name',
      limit,
    });
    return hits.map(({ school }) => ({
      id: school.id,
      npsn: school.npsn,
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
    await assertManagesSchool(this.sql, admin, schoolId);
    return listSchoolCategories(this.sql, schoolId);
  }

  async create(admin: Admin, schoolId: number, input: CreateCostItemInput): Promise<CostItem> {
    return this.write(admin, async (tx) => {
      await assertManagesSchool(tx, admin, schoolId);
      await deleteSampleItems(tx, schoolId, input.academicYearId);
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
      const item = (await findCostItem(tx, id))!;
      await this.audit(tx, admin, 'cost_item.created', item, `Menambah ${describeItem(item)}`);
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
      return id;
    });
  }

  async update(admin: Admin, id: number, input: UpdateCostItemInput): Promise<CostItem> {
    return this.write(admin, async (tx) => {
      const schoolId = await this.lockItem(tx, admin, id);
      const before = (await findCostItem(tx, id))!;
      await updateCostItem(tx, id, input, admin.id);
      const after = (await findCostItem(tx, id))!;
      await this.audit(
        tx,
        admin,
        'cost_item.updated',
        after,
        `Mengubah ${describeItem(before)} menjadi ${describeItem(after)}`,
      );
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
      return id;
    });
  }

  async remove(admin: Admin, id: number): Promise<void> {
    await this.sql.begin(async (tx) => {
      await setActor(tx, admin.id);
      const schoolId = await this.lockItem(tx, admin, id);
      const before = (await findCostItem(tx, id))!;
      await deleteCostItem(tx, id);
      await this.audit(tx, admin, 'cost_item.deleted', before, `Menghapus ${describeItem(before)}`);
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
    });
  }

  /**
   * Starts a year from another: every real item of the source year is copied
   * as the admin's own. The target must have no real items (a second copy
   * would double them); its sample items give way.
   */
  async copyYear(
    admin: Admin,
    schoolId: number,
    input: CopyCostItemsInput,
  ): Promise<CopyCostItemsResult> {
    const copied = await this.sql.begin(async (tx) => {
      await setActor(tx, admin.id);
      await assertManagesSchool(tx, admin, schoolId);
      // one copy at a time per school: the check below must see the other's rows
      await tx`SELECT pg_advisory_xact_lock(727102, (${schoolId}::bigint % 2147483647)::int)`;
      const [from, to] = await Promise.all([
        findAcademicYear(tx, input.fromAcademicYearId),
        findAcademicYear(tx, input.toAcademicYearId),
      ]);
      if (!from || !to) throw new HttpError('VALIDATION_ERROR', ACADEMIC_YEAR_NOT_FOUND);
      if ((await countRealItems(tx, schoolId, to.id)) > 0)
        throw new HttpError('CONFLICT', COPY_TARGET_FILLED(to.year));
      const replaced = await deleteSampleItems(tx, schoolId, to.id);
      const ids = await copyYearItems(tx, {
        schoolId,
        fromYearId: from.id,
        toYearId: to.id,
        createdBy: admin.id,
      });
      if (ids.length === 0) throw new HttpError('VALIDATION_ERROR', COPY_SOURCE_EMPTY);
      const school = (await findSchoolRef(tx, schoolId))!;
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'cost_items.copied',
        schoolId,
        summary: `Menyalin ${ids.length} biaya ${school.name} dari ${from.year} ke ${to.year}`,
        details: { from: from.year, to: to.year, costItemIds: ids, replacedSample: replaced },
      });
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId } });
      return ids.length;
    });
    const items = await listCostItems(this.sql, schoolId, input.toAcademicYearId);
    return { copied, items: items.map(toCostItem) };
  }

  private async audit(
    tx: Tx,
    admin: Admin,
    action: 'cost_item.created' | 'cost_item.updated' | 'cost_item.deleted',
    item: CostItemRow,
    change: string,
  ): Promise<void> {
    const school = await findSchoolRef(tx, item.schoolId);
    await recordAudit(tx, {
      actorId: admin.id,
      action,
      schoolId: item.schoolId,
      entityId: item.id,
      summary: `${change} di ${school?.name ?? 'sekolah'}`,
      details: { costItemId: item.id, academicYearId: item.academicYearId },
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
    await assertManagesSchool(tx, admin, item.schoolId);
    return item.schoolId;
  }
}
