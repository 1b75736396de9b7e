import type { SchoolDetail } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { isOldAcademicYear } from '@core/provenance';
import { feesUpdatedAt } from '@db/queries/cost-items';
import { findSchoolId, schoolDetailFields } from '@db/queries/schools';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';
import { isoOfDayNumber, jakartaDayNumber } from '@core/admissions';
import { schoolPageFacts } from './page-facts';
import { feeFactYears } from '../fee-facts/fee-years';

/**
 * The school page, read from PostgreSQL (the source of truth) so an edit shows
 * at once. The card fields are built by the same code that builds the search
 * document, so the page and the listings never disagree.
 */
export class SchoolDetailService {
  constructor(private readonly sql: Sql) {}

  async bySlugOrId(ref: string): Promise<SchoolDetail> {
    const id = await findSchoolId(this.sql, ref);
    if (id === undefined) throw notFound(SCHOOL_NOT_FOUND);
    const [sources, fields, feesChangedAt, page] = await Promise.all([
      loadIndexSources(this.sql, [id]),
      schoolDetailFields(this.sql, id),
      feesUpdatedAt(this.sql, id),
      schoolPageFacts(this.sql, id),
    ]);
    const now = new Date();
    const source = sources[0];
    if (!source || !fields) throw notFound(SCHOOL_NOT_FOUND); // deleted meanwhile
    // years with fees of its own, and the fee year when a rule fixes fees then (issue 20)
    const years = await feeFactYears(this.sql, id, source.rules ?? [], source.status);
    return {
      ...buildSearchDocument(source).school,
      streetAddress: fields.streetAddress,
      villageName: fields.villageName,
      subdistrict: fields.subdistrictCode
        ? { id: fields.subdistrictCode, name: fields.subdistrictName ?? '' }
        : null,
      postalCode: fields.postalCode,
      phone: fields.phone,
      email: fields.email,
      website: fields.website,
      facilities: fields.facilities,
      lat: fields.lat,
      lng: fields.lng,
      costYears: years.map((year) => ({ ...year, isOld: isOldAcademicYear(year.year, now) })),
      // 'Terakhir diperbarui' is about the fees, never the registry import: absent without fees
      lastUpdatedAt: feesChangedAt?.toISOString() ?? null,
      feesUpdatedAt: feesChangedAt?.toISOString() ?? null,
      facilityCodes: fields.facilityCodes,
      retired:
        fields.retiredAt && fields.retiredReason
          ? { at: fields.retiredAt.toISOString(), reason: fields.retiredReason }
          : null,
      ...page,
      today: isoOfDayNumber(jakartaDayNumber(now)),
    };
  }
}
