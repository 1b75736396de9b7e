import {
  ALREADY_MERGED,
  ALREADY_RETIRED,
  MERGE_SAME,
  MERGE_UNAVAILABLE,
  NOT_RETIRED,
  type MergeResult,
  type RegistryInput,
  type RegistryRecord,
} from '@core/contracts/registry';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import type { Sql, Tx } from '@db/client';
import { emitEvents } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import { setActor } from '@db/queries/cost-admin';
import { findPlace } from '@db/queries/regions';
import {
  findRegistryRow,
  findSchoolState,
  lockSchools,
  setRetired,
  writeRegistry,
  type RegistryRow,
  type RegistryWrite,
} from '@db/queries/registry';
import { finishMerge, MergeConflictError, mergeSchoolRows } from '@db/queries/school-merge';
import { HttpError, notFound } from '../../http/errors';
import { DISTRICT_NOT_IN_CITY } from '../schools-admin/school-write.service';

const MERGE_CONFLICT = (table: string) =>
  `Penggabungan dibatalkan: data ${table} kedua sekolah bertabrakan. Hubungi pengembang.`;

function toRecord(row: RegistryRow): RegistryRecord {
  return {
    id: row.id,
    npsn: row.npsn,
    slug: row.slug,
    name: row.name,
    educationLevel: row.educationLevel,
    status: row.status,
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    provinceId: row.provinceCode,
    cityId: row.cityCode,
    districtId: row.districtCode,
    lat: row.lat,
    lng: row.lng,
    overrides: row.registryOverrides,
    retired:
      row.retiredAt && row.retiredReason
        ? { at: row.retiredAt.toISOString(), reason: row.retiredReason }
        : null,
    mergedInto:
      row.mergedIntoId !== null
        ? { id: row.mergedIntoId, name: row.mergedIntoName ?? '', slug: row.mergedIntoSlug ?? '' }
        : null,
  };
}

/** Registry columns a change touched (what a later import must leave alone). */
function changedColumns(before: RegistryRow, after: RegistryWrite): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['name', before.name, after.name],
    ['education_level', before.educationLevel, after.educationLevel],
    ['form', before.form, after.form],
    ['status', before.status, after.status],
    ['street_address', before.streetAddress, after.streetAddress],
    ['postal_code', before.postalCode, after.postalCode],
    ['province_code', before.provinceCode, after.provinceCode],
    ['city_code', before.cityCode, after.cityCode],
    ['district_code', before.districtCode, after.districtCode],
    ['subdistrict_code', before.subdistrictCode, after.subdistrictCode],
    ['lat', before.lat, after.lat],
    ['lng', before.lng, after.lng],
    ['coord_quality', before.coordQuality, after.coordQuality],
  ];
  return pairs.filter(([, a, b]) => a !== b).map(([column]) => column);
}

/** The 'district_name' column follows the district: an import must not set it back either. */
const FOLLOWERS: Record<string, string[]> = { district_code: ['district_name'] };

/**
 * Site admins fix the registry (issue 23): edit a record, merge a duplicate
 * into its survivor, retire a closed school or restore it. Each change is
 * audited and emits school.changed (search, projections and pages).
 */
export class RegistryService {
  constructor(private readonly sql: Sql) {}

  async get(id: number): Promise<RegistryRecord> {
    const row = await findRegistryRow(this.sql, id);
    if (!row) throw notFound(SCHOOL_NOT_FOUND);
    return toRecord(row);
  }

  async update(actorId: number, id: number, input: RegistryInput): Promise<RegistryRecord> {
    await this.sql.begin(async (tx) => {
      await lockSchools(tx, [id]);
      const before = await findRegistryRow(tx, id);
      if (!before) throw notFound(SCHOOL_NOT_FOUND);
      if (before.mergedIntoId !== null) throw new HttpError('CONFLICT', ALREADY_MERGED);
      const place = await findPlace(tx, input.cityId, input.districtId);
      if (!place) throw new HttpError('VALIDATION_ERROR', DISTRICT_NOT_IN_CITY);

      const moved = place.districtCode !== before.districtCode;
      const positioned = input.lat !== before.lat || input.lng !== before.lng;
      const after: RegistryWrite = {
        name: input.name,
        educationLevel: input.educationLevel,
        form:
          input.educationLevel === before.educationLevel
            ? before.form
            : EDUCATION_LEVEL_LABELS[input.educationLevel],
        status: input.status,
        streetAddress: input.streetAddress,
        postalCode: input.postalCode,
        provinceCode: place.provinceCode,
        cityCode: place.cityCode,
        districtCode: place.districtCode,
        // the village is not edited here: a new district drops the old one
        subdistrictCode: moved ? null : before.subdistrictCode,
        lat: input.lat,
        lng: input.lng,
        // a position an admin set is trusted
        coordQuality: positioned ? (input.lat === null ? null : 'ok') : before.coordQuality,
        registryOverrides: before.registryOverrides,
      };
      const columns = changedColumns(before, after);
      if (columns.length === 0) return;
      const kept = new Set(before.registryOverrides);
      for (const column of columns)
        for (const c of [column, ...(FOLLOWERS[column] ?? [])]) kept.add(c);
      after.registryOverrides = [...kept].sort();
      await writeRegistry(tx, id, after);
      await recordAudit(tx, {
        actorId,
        action: 'school.updated',
        schoolId: id,
        entityId: id,
        summary: `Memperbaiki data registri ${before.name}${
          before.name !== input.name ? ` menjadi ${input.name}` : ''
        } (${columns.join(', ')})`,
        details: { columns, before: toRecord(before), after: input },
      });
      await emitEvents(tx, [{ type: 'school.changed', payload: { schoolId: id } }]);
    });
    return this.get(id);
  }

  async merge(actorId: number, duplicateId: number, targetId: number): Promise<MergeResult> {
    if (duplicateId === targetId) throw new HttpError('VALIDATION_ERROR', MERGE_SAME);
    try {
      return await this.sql.begin(async (tx) => {
        await lockSchools(tx, [duplicateId, targetId]);
        const duplicate = await findSchoolState(tx, duplicateId);
        const target = await findSchoolState(tx, targetId);
        if (!duplicate || !target) throw notFound(SCHOOL_NOT_FOUND);
        if (duplicate.mergedIntoId !== null) throw new HttpError('CONFLICT', ALREADY_MERGED);
        if (target.mergedIntoId !== null || target.retiredAt)
          throw new HttpError('CONFLICT', MERGE_UNAVAILABLE);

        // cost items' audit trigger records who deleted or moved them
        await setActor(tx, actorId);
        const counts = await mergeSchoolRows(tx, duplicateId, targetId);
        await finishMerge(tx, duplicateId, targetId);
        await recordAudit(tx, {
          actorId,
          action: 'school.merged',
          schoolId: targetId,
          entityId: duplicateId,
          summary: `Menggabungkan ${duplicate.name} (/${duplicate.slug}) ke ${target.name}`,
          details: { mergedId: duplicateId, mergedSlug: duplicate.slug, ...counts },
        });
        await emitEvents(tx, [
          { type: 'school.changed', payload: { schoolId: targetId } },
          { type: 'costs.changed', payload: { schoolId: targetId } },
          // the duplicate leaves search and its pages
          { type: 'school.changed', payload: { schoolId: duplicateId } },
        ]);
        return {
          survivor: { id: target.id, name: target.name, slug: target.slug },
          merged: { id: duplicate.id, name: duplicate.name, slug: duplicate.slug },
          ...counts,
        };
      });
    } catch (error) {
      if (error instanceof MergeConflictError)
        throw new HttpError('CONFLICT', MERGE_CONFLICT(error.table));
      throw error;
    }
  }

  async retire(actorId: number, id: number, reason: string): Promise<RegistryRecord> {
    await this.changeRetirement(id, async (tx, row) => {
      if (row.retiredAt) throw new HttpError('CONFLICT', ALREADY_RETIRED);
      await setRetired(tx, id, reason);
      await recordAudit(tx, {
        actorId,
        action: 'school.retired',
        schoolId: id,
        entityId: id,
        summary: `Menandai ${row.name} sudah tidak beroperasi: ${reason}`,
        details: { reason },
      });
    });
    return this.get(id);
  }

  async restore(actorId: number, id: number): Promise<RegistryRecord> {
    await this.changeRetirement(id, async (tx, row) => {
      if (!row.retiredAt) throw new HttpError('CONFLICT', NOT_RETIRED);
      await setRetired(tx, id, null);
      await recordAudit(tx, {
        actorId,
        action: 'school.restored',
        schoolId: id,
        entityId: id,
        summary: `Mengaktifkan kembali ${row.name}`,
      });
    });
    return this.get(id);
  }

  private async changeRetirement(
    id: number,
    apply: (tx: Tx, row: RegistryRow) => Promise<void>,
  ): Promise<void> {
    await this.sql.begin(async (tx) => {
      await lockSchools(tx, [id]);
      const row = await findRegistryRow(tx, id);
      if (!row) throw notFound(SCHOOL_NOT_FOUND);
      if (row.mergedIntoId !== null) throw new HttpError('CONFLICT', ALREADY_MERGED);
      await apply(tx, row);
      await emitEvents(tx, [{ type: 'school.changed', payload: { schoolId: id } }]);
    });
  }
}
