import type { AdminSchool } from '@core/contracts/admin-costs';
import type { NewSchoolInput } from '@core/contracts/new-school';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { slugify } from '@core/slug';
import type { Sql, Tx } from '@db/client';
import { emitEvent } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import { findPlace, type PlaceRow } from '@db/queries/regions';
import { insertSchool, npsnTaken, takenSlugs } from '@db/queries/schools-write';
import { HttpError } from '../../http/errors';

export const DISTRICT_NOT_IN_CITY = 'Kecamatan tidak ditemukan di kota/kabupaten yang dipilih';
const NPSN_TAKEN = (npsn: string) => `NPSN ${npsn} sudah dipakai sekolah lain`;

/** Slugs to try, best first: the name, then with the city, then with the district, then numbered. */
function slugCandidates(name: string, place: PlaceRow): string[] {
  const base = slugify(name) || 'sekolah';
  const withCity = `${base}-${place.citySlug}`;
  const candidates = [base, withCity, `${withCity}-${place.districtSlug}`];
  for (let n = 2; n <= 20; n += 1) candidates.push(`${withCity}-${n}`);
  return candidates.map((slug) => slug.slice(0, 180).replace(/-+$/, ''));
}

/**
 * Schools created by admins (issue 8: missing schools). Every school write
 * goes through here, in the caller's transaction or its own, with a
 * school.changed event so the index has the school within a second, and an
 * audit entry with the actor.
 */
export class SchoolWriteService {
  constructor(private readonly sql: Sql) {}

  async create(actorId: number, input: NewSchoolInput): Promise<AdminSchool> {
    return this.sql.begin((tx) => this.createIn(tx, actorId, input));
  }

  /** Creates the school inside `tx`; `context` ends the audit sentence. */
  async createIn(
    tx: Tx,
    actorId: number,
    input: NewSchoolInput,
    context = '',
  ): Promise<AdminSchool> {
    const place = await findPlace(tx, input.cityId, input.districtId);
    if (!place) throw new HttpError('VALIDATION_ERROR', DISTRICT_NOT_IN_CITY);
    if (input.npsn && (await npsnTaken(tx, input.npsn)))
      throw new HttpError('CONFLICT', NPSN_TAKEN(input.npsn));

    const candidates = slugCandidates(input.name, place);
    const taken = await takenSlugs(tx, candidates);
    let created: { id: number; slug: string } | undefined;
    for (const slug of candidates.filter((candidate) => !taken.has(candidate))) {
      const id = await insertSchool(tx, {
        slug,
        name: input.name,
        npsn: input.npsn,
        educationLevel: input.educationLevel,
        form: EDUCATION_LEVEL_LABELS[input.educationLevel],
        status: input.status,
        streetAddress: input.streetAddress,
        districtCode: place.districtCode,
        cityCode: place.cityCode,
        provinceCode: place.provinceCode,
      });
      if (id !== undefined) {
        created = { id, slug };
        break;
      }
      // taken meanwhile: by the NPSN, or by a school created at the same moment
      if (input.npsn && (await npsnTaken(tx, input.npsn)))
        throw new HttpError('CONFLICT', NPSN_TAKEN(input.npsn));
    }
    if (!created)
      throw new HttpError('CONFLICT', 'Alamat sekolah sudah dipakai. Ubah nama sekolah.');

    await recordAudit(tx, {
      actorId,
      action: 'school.created',
      schoolId: created.id,
      entityId: created.id,
      summary: `Menambah sekolah ${input.name} (${place.cityName})${context}`,
      details: { slug: created.slug, npsn: input.npsn },
    });
    await emitEvent(tx, { type: 'school.changed', payload: { schoolId: created.id } });
    return {
      id: created.id,
      npsn: input.npsn,
      slug: created.slug,
      name: input.name,
      educationLevel: input.educationLevel,
      city: place.cityName,
      province: place.provinceName,
    };
  }
}
