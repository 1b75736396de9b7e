import type {
  ApproveItemInput,
  ApproveSubmissionInput,
  ApproveSubmissionResult,
} from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { formatShortDate } from '@core/format';
import type { Sql, Tx } from '@db/client';
import { emitEvent } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import { deleteSampleItems, insertCostItem, setActor } from '@db/queries/cost-admin';
import {
  findAcademicYear,
  findSchoolCategoryByName,
  globalCategoryExists,
  insertSchoolCategory,
} from '@db/queries/cost-catalog';
import { findCostItems } from '@db/queries/cost-items';
import { findSchoolRef } from '@db/queries/schools';
import { lockSubmission, markApproved, markRejected } from '@db/queries/submission-review';
import { findSubmission } from '@db/queries/submissions';
import { notify } from '@db/queries/notifications';
import { ACADEMIC_YEAR_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { HttpError, notFound } from '../../http/errors';
import type { RequestUser } from '../../http/request-user';
import { toCostItem } from '../cost-items/cost-items.service';
import { SUBMISSION_NOT_FOUND, toSubmission } from '../submissions/submissions.service';
import { approvedNotice, rejectedNotice } from './decision-notices';

const CATEGORY_NOT_FOUND = 'Kategori biaya tidak ditemukan';
const ALREADY_APPROVED = (at: Date | null) =>
  `Kontribusi ini sudah disetujui${at ? ` pada ${formatShortDate(at)}` : ''}. ` +
  'Biaya tidak diterbitkan dua kali.';
const ALREADY_REJECTED = 'Kontribusi ini sudah ditolak dan tidak dapat diproses lagi.';

type Admin = Pick<RequestUser, 'id'>;

/**
 * Review of contributions (issue 8, beyond SPEC §2). Each decision is one
 * transaction that locks the submission first, so two admins (or a double
 * click) cannot both approve: the second waits, then finds it approved and
 * gets a 409 while nothing else changes. Approval writes the fee lines with
 * 'contribution' provenance, drops sample items of that school year (real
 * fees win), records the audit entry and emits costs.changed for the index.
 */
export class SubmissionReviewService {
  constructor(private readonly sql: Sql) {}

  async approve(
    admin: Admin,
    id: number,
    input: ApproveSubmissionInput,
  ): Promise<ApproveSubmissionResult> {
    const itemIds = await this.sql.begin(async (tx) => {
      await setActor(tx, admin.id);
      const current = await lockSubmission(tx, id);
      if (!current) throw notFound(SUBMISSION_NOT_FOUND);
      if (current.status === 'approved')
        throw new HttpError('CONFLICT', ALREADY_APPROVED(current.reviewedAt));
      if (current.status === 'rejected') throw new HttpError('CONFLICT', ALREADY_REJECTED);

      const school = await findSchoolRef(tx, input.schoolId);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      const year = await findAcademicYear(tx, input.academicYearId);
      if (!year) throw new HttpError('VALIDATION_ERROR', ACADEMIC_YEAR_NOT_FOUND);

      const categories = await this.resolveCategories(tx, school.id, input.items);
      const replacedSample = await deleteSampleItems(tx, school.id, year.id);
      const ids: number[] = [];
      for (const [index, item] of input.items.entries()) {
        const itemId = await insertCostItem(tx, {
          schoolId: school.id,
          academicYearId: year.id,
          ...categories[index]!,
          amount: item.amount,
          frequency: item.frequency,
          notes: item.notes,
          createdBy: admin.id,
          source: 'contribution',
          sourceSubmissionId: id,
        });
        if (itemId === undefined) throw new HttpError('VALIDATION_ERROR', CATEGORY_NOT_FOUND);
        ids.push(itemId);
      }
      await markApproved(tx, id, {
        reviewerId: admin.id,
        schoolId: school.id,
        academicYearId: year.id,
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'submission.approved',
        schoolId: school.id,
        entityId: id,
        summary:
          `Menyetujui kontribusi "${current.schoolName}": ${ids.length} biaya ` +
          `${year.year} diterbitkan untuk ${school.name}`,
        details: { submissionId: id, academicYear: year.year, costItemIds: ids, replacedSample },
      });
      await emitEvent(tx, { type: 'costs.changed', payload: { schoolId: school.id } });
      if (current.userId !== null)
        await notify(
          tx,
          approvedNotice({
            userId: current.userId,
            submissionId: id,
            sentAs: current.schoolName,
            school,
            year: year.year,
            itemCount: ids.length,
          }),
        );
      return ids;
    });
    const [submission, items] = await Promise.all([
      this.submission(id),
      findCostItems(this.sql, itemIds),
    ]);
    return { submission, costItems: items.map(toCostItem) };
  }

  async reject(admin: Admin, id: number, reason: string): Promise<SchoolSubmission> {
    await this.sql.begin(async (tx) => {
      const current = await lockSubmission(tx, id);
      if (!current) throw notFound(SUBMISSION_NOT_FOUND);
      if (current.status === 'approved')
        throw new HttpError('CONFLICT', ALREADY_APPROVED(current.reviewedAt));
      if (current.status === 'rejected') throw new HttpError('CONFLICT', ALREADY_REJECTED);
      await markRejected(tx, id, { reviewerId: admin.id, reason });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'submission.rejected',
        entityId: id,
        summary: `Menolak kontribusi "${current.schoolName}": ${reason}`,
        details: { submissionId: id, reason },
      });
      if (current.userId !== null)
        await notify(
          tx,
          rejectedNotice({
            userId: current.userId,
            submissionId: id,
            sentAs: current.schoolName,
            reason,
          }),
        );
    });
    return this.submission(id);
  }

  private async submission(id: number): Promise<SchoolSubmission> {
    const row = await findSubmission(this.sql, id);
    if (!row) throw notFound(SUBMISSION_NOT_FOUND);
    return toSubmission(row);
  }

  /**
   * The category of each line: a global one must exist; a school-specific one
   * is found by name (any case) or created for the school.
   */
  private async resolveCategories(
    tx: Tx,
    schoolId: number,
    items: readonly ApproveItemInput[],
  ): Promise<{ globalCategoryId: number | null; schoolCategoryId: number | null }[]> {
    const known = new Map<string, number>();
    const result: { globalCategoryId: number | null; schoolCategoryId: number | null }[] = [];
    for (const item of items) {
      if (item.globalCategoryId !== undefined) {
        if (!(await globalCategoryExists(tx, item.globalCategoryId)))
          throw new HttpError('VALIDATION_ERROR', CATEGORY_NOT_FOUND);
        result.push({ globalCategoryId: item.globalCategoryId, schoolCategoryId: null });
        continue;
      }
      const name = item.schoolCategoryName!;
      let categoryId = known.get(name.toLowerCase());
      if (categoryId === undefined) {
        const category =
          (await insertSchoolCategory(tx, { schoolId, name, description: null })) ??
          (await findSchoolCategoryByName(tx, schoolId, name));
        if (!category) throw new HttpError('VALIDATION_ERROR', CATEGORY_NOT_FOUND);
        categoryId = category.id;
        known.set(name.toLowerCase(), categoryId);
      }
      result.push({ globalCategoryId: null, schoolCategoryId: categoryId });
    }
    return result;
  }
}
