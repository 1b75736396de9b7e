import type { EducationLevel, SchoolStatus } from '@core/levels';
import { levelForForm, normaliseForm, statusForRegistry } from './forms';
import { displayName } from './names';
import type { RegionLookup } from './regions';
import type { CsvRecord } from './source';

/** A registry row, cleaned and ready for the schools table (slug comes later). */
export interface SchoolRecord {
  npsn: string;
  name: string;
  registryName: string;
  educationLevel: EducationLevel;
  form: string;
  status: SchoolStatus | null;
  streetAddress: string | null;
  villageName: string | null;
  subdistrictCode: string | null;
  districtCode: string | null;
  districtName: string | null;
  cityCode: string;
  provinceCode: string;
  lat: number | null;
  lng: number | null;
  coordQuality: 'ok' | 'suspect' | null;
  accreditation: string | null;
  registrySources: string[];
  lastSeenYear: number | null;
}

export type SkipReason = 'bad_npsn' | 'unknown_form' | 'unknown_region' | 'empty_name';

const NPSN = /^([0-9]{8}|NP[0-9]{6})$/;

const text = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  let trimmed = value.trim();
  // collapse runs of whitespace and odd spaces (tabs, NBSP); the regex test is cheap
  if (/[^\S ]| {2}/.test(trimmed)) trimmed = trimmed.replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed;
};

const number = (value: string | undefined): number | null => {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Turns one line of schools.csv.gz into a school row, or says why it cannot. */
export function toSchoolRecord(
  record: CsvRecord,
  regions: RegionLookup,
): SchoolRecord | { skip: SkipReason } {
  const npsn = (record.npsn ?? '').trim();
  if (!NPSN.test(npsn)) return { skip: 'bad_npsn' };
  const registryName = text(record.name);
  if (!registryName) return { skip: 'empty_name' };
  const form = normaliseForm(record.level ?? '');
  const educationLevel = levelForForm(form);
  if (!educationLevel) return { skip: 'unknown_form' };
  const cityCode = (record.regency_code ?? '').trim();
  const provinceCode = (record.province_code ?? '').trim();
  if (!regions.citySlugs.has(cityCode) || !regions.provinceCodes.has(provinceCode)) {
    return { skip: 'unknown_region' };
  }
  const candidateDistrict = text(record.district_code);
  const districtCode =
    candidateDistrict && regions.districtSlugs.has(candidateDistrict) ? candidateDistrict : null;
  const villageName = text(record.village);
  const lat = number(record.lat);
  const lng = number(record.lng);
  const hasCoordinates = lat !== null && lng !== null;
  const quality = text(record.coord_quality);
  const lastSeen = number(record.last_seen_year);

  return {
    npsn,
    name: displayName(registryName),
    registryName,
    educationLevel,
    form,
    status: statusForRegistry(record.status ?? ''),
    streetAddress: text(record.street_address),
    villageName,
    subdistrictCode: regions.villages.find(districtCode, villageName),
    districtCode,
    // the source's kecamatan name is kept only when it matched no official district
    districtName: districtCode ? null : text(record.district_name),
    cityCode,
    provinceCode,
    lat: hasCoordinates ? lat : null,
    lng: hasCoordinates ? lng : null,
    coordQuality: hasCoordinates && (quality === 'ok' || quality === 'suspect') ? quality : null,
    accreditation: text(record.accreditation),
    registrySources: (record.source ?? '')
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean),
    lastSeenYear: lastSeen !== null && Number.isInteger(lastSeen) ? lastSeen : null,
  };
}

/**
 * `--only-regions 32.73,31`: a school is kept when its regency or its province
 * matches one of the codes. An empty filter keeps everything.
 */
export function regionFilter(codes: readonly string[]): (record: CsvRecord) => boolean {
  if (codes.length === 0) return () => true;
  const wanted = new Set(codes);
  return (record) =>
    wanted.has((record.regency_code ?? '').trim()) ||
    wanted.has((record.province_code ?? '').trim());
}
