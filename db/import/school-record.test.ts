import { describe, expect, it } from 'vitest';
import type { RegionLookup } from './regions';
import { regionFilter, toSchoolRecord } from './school-record';
import { VillageIndex } from './villages';

const regions: RegionLookup = {
  provinceCodes: new Set(['32']),
  citySlugs: new Map([['32.76', 'depok']]),
  districtSlugs: new Map([['32.76.01', 'pancoran-mas']]),
  villages: new VillageIndex([
    { code: '32.76.01.1001', districtCode: '32.76.01', name: 'Pancoran Mas' },
  ]),
};

// a line of schools.csv.gz (Kota Depok), as csv-parse yields it
const line = {
  npsn: '20228914',
  name: 'SD NEGERI PANCORAN MAS 2',
  level: 'SD',
  status: 'Negeri',
  street_address: 'Jl. Pemuda No. 1',
  village: 'Pancoran Mas',
  district_code: '32.76.01',
  district_name: 'Pancoran Mas',
  regency_code: '32.76',
  regency_name: 'Kota Depok',
  province_code: '32',
  province_name: 'Jawa Barat',
  lat: '-6.3995',
  lng: '106.8186',
  geo_source: 'dapodik',
  coord_quality: 'ok',
  accreditation: 'A',
  district_match: 'exact',
  source: 'dapo_2025_cities;jendela_2019',
  last_seen_year: '2025',
};

describe('toSchoolRecord', () => {
  it('cleans a registry line into a school row', () => {
    expect(toSchoolRecord(line, regions)).toEqual({
      npsn: '20228914',
      name: 'SD Negeri Pancoran Mas 2',
      registryName: 'SD NEGERI PANCORAN MAS 2',
      educationLevel: 'sd',
      form: 'SD',
      status: 'public',
      streetAddress: 'Jl. Pemuda No. 1',
      villageName: 'Pancoran Mas',
      subdistrictCode: '32.76.01.1001',
      districtCode: '32.76.01',
      districtName: null,
      cityCode: '32.76',
      provinceCode: '32',
      lat: -6.3995,
      lng: 106.8186,
      coordQuality: 'ok',
      accreditation: 'A',
      registrySources: ['dapo_2025_cities', 'jendela_2019'],
      lastSeenYear: 2025,
    });
  });

  it('keeps the source kecamatan name only when no district matched', () => {
    const record = toSchoolRecord(
      { ...line, district_code: '', district_name: 'Tampan', village: '' },
      regions,
    );
    expect(record).toMatchObject({
      districtCode: null,
      districtName: 'Tampan',
      subdistrictCode: null,
    });
  });

  it('turns blanks into nulls and drops half coordinates', () => {
    const record = toSchoolRecord(
      { ...line, status: '', street_address: ' ', lng: '', accreditation: '' },
      regions,
    );
    expect(record).toMatchObject({
      status: null,
      streetAddress: null,
      lat: null,
      lng: null,
      coordQuality: null,
      accreditation: null,
    });
  });

  it('says why a line cannot be imported', () => {
    expect(toSchoolRecord({ ...line, npsn: '123' }, regions)).toEqual({ skip: 'bad_npsn' });
    expect(toSchoolRecord({ ...line, level: 'PKBM' }, regions)).toEqual({ skip: 'unknown_form' });
    expect(toSchoolRecord({ ...line, regency_code: '99.99' }, regions)).toEqual({
      skip: 'unknown_region',
    });
    expect(toSchoolRecord({ ...line, name: '  ' }, regions)).toEqual({ skip: 'empty_name' });
  });

  it('accepts provisional NP numbers', () => {
    expect(toSchoolRecord({ ...line, npsn: 'NP123456' }, regions)).toMatchObject({
      npsn: 'NP123456',
    });
  });
});

describe('regionFilter', () => {
  it('keeps schools whose regency or province is listed', () => {
    const keep = regionFilter(['32.73', '31']);
    expect(keep({ regency_code: '32.73', province_code: '32' })).toBe(true);
    expect(keep({ regency_code: '31.74', province_code: '31' })).toBe(true);
    expect(keep({ regency_code: '32.76', province_code: '32' })).toBe(false);
  });

  it('keeps everything without codes', () => {
    expect(regionFilter([])({ regency_code: '11.01', province_code: '11' })).toBe(true);
  });
});
