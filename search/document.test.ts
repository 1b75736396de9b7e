import { describe, expect, it } from 'vitest';
import type { IndexFeeItem, SchoolIndexSource } from '@core/contracts/search';
import { searchDocumentSchema } from '@core/contracts/search';
import { buildSearchDocument, feeSummary, popularity } from './document';

function source(overrides: Partial<SchoolIndexSource> = {}): SchoolIndexSource {
  return {
    id: 42,
    npsn: '20219316',
    slug: 'sd-negeri-1-bandung',
    name: 'SD Negeri 1 Bandung',
    educationLevel: 'sd',
    form: 'SD',
    status: 'public',
    description: null,
    curriculum: 'Kurikulum Merdeka',
    accreditation: 'A',
    group: null,
    district: { id: '32.73.01', name: 'Sukasari', slug: 'sukasari' },
    city: { id: '32.73', name: 'Kota Bandung', slug: 'kota-bandung' },
    province: {
      id: '32',
      name: 'Jawa Barat',
      officialName: 'Jawa Barat',
      slug: 'jawa-barat',
    },
    feeYear: null,
    feeItems: [],
    lat: -6.9,
    lng: 107.6,
    coordQuality: 'ok',
    feesUpdatedAt: null,
    viewCount: 0,
    favoriteCount: 0,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
    inSearch: true,
    registrationSchedule: [],
    ...overrides,
  };
}

const item = (
  categoryCode: string | null,
  amount: number,
  frequency: IndexFeeItem['frequency'],
  itemSource: IndexFeeItem['source'] = 'admin',
): IndexFeeItem => ({ categoryCode, amount, frequency, source: itemSource });

describe('buildSearchDocument', () => {
  it('builds a valid document for a school without fees', () => {
    const doc = buildSearchDocument(source());
    expect(searchDocumentSchema.parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({
      id: 42,
      npsn: '20219316',
      name: 'SD Negeri 1 Bandung',
      location: 'Sukasari, Kota Bandung, Jawa Barat',
      provinceId: '32',
      cityId: '32.73',
      districtId: '32.73.01',
      totalCost: null,
      hasFees: false,
      popularity: 0,
      createdAt: Date.parse('2026-01-02T03:04:05.000Z'),
    });
    expect(doc.school.costs).toBeNull();
    expect(doc.school.monthlyCost).toBeNull();
    expect(doc.school.district).toEqual({ id: '32.73.01', name: 'Sukasari' });
    expect(doc.school.updatedAt).toBe('2026-02-03T04:05:06.000Z');
  });

  it('sums fees by global category and totals the initial cost', () => {
    const doc = buildSearchDocument(
      source({
        feeYear: '2025/2026',
        feeItems: [
          item('pendaftaran', 300_000, 'One-Time'),
          item('uang_pangkal', 5_000_000, 'One-Time'),
          item('spp', 750_000, 'Monthly'),
          item('seragam', 400_000, 'One-Time'),
          item('seragam', 250_000, 'One-Time'),
          item('buku', 600_000, 'Yearly'),
          item(null, 100_000, 'Monthly'),
          item('kegiatan', 1_000_000, 'Yearly'),
        ],
      }),
    );
    const costs = doc.school.costs!;
    expect(costs.academicYear).toBe('2025/2026');
    expect(costs.pendaftaran).toMatchObject({ amount: 300_000, frequency: 'One-Time' });
    expect(costs.uangPangkal).toMatchObject({ amount: 5_000_000, frequency: 'One-Time' });
    expect(costs.spp).toMatchObject({ amount: 750_000, frequency: 'Monthly' });
    // two uniform items are variants (e.g. boys and girls): the larger one, never the sum
    expect(costs.seragam).toMatchObject({ amount: 400_000, frequency: 'One-Time' });
    expect(costs.buku).toMatchObject({ amount: 600_000, frequency: 'Yearly' });
    expect(costs.kbm).toBeNull();
    // every category counts once in the initial cost, school categories included
    expect(costs.total).toBe(8_150_000);
    expect(costs.isSample).toBe(false);
    expect(doc.totalCost).toBe(8_150_000);
    expect(doc.hasFees).toBe(true);
    expect(doc.school.monthlyCost).toBe(850_000);
  });

  it('counts variants of one category once, keyed by category when the source gives it', () => {
    const keyed = (key: string, amount: number): IndexFeeItem => ({
      ...item(null, amount, 'One-Time'),
      categoryKey: key,
    });
    const summary = feeSummary('2025/2026', [
      { ...item('seragam', 1_800_000, 'One-Time'), categoryKey: 'g5' },
      { ...item('seragam', 2_400_000, 'One-Time'), categoryKey: 'g5' },
      keyed('s9', 450_000),
      keyed('s10', 100_000),
    ]);
    expect(summary?.seragam).toMatchObject({ amount: 2_400_000, frequency: 'One-Time' });
    expect(summary?.total).toBe(2_400_000 + 450_000 + 100_000);
  });

  it('marks the summary as sample data when any item is generated', () => {
    const summary = feeSummary('2024/2025', [
      item('spp', 500_000, 'Monthly', 'admin'),
      item('buku', 200_000, 'Yearly', 'sample'),
    ]);
    expect(summary?.isSample).toBe(true);
    expect(summary?.academicYear).toBe('2024/2025');
  });

  it('has no summary without a year or without items', () => {
    expect(feeSummary(null, [item('spp', 1, 'Monthly')])).toBeNull();
    expect(feeSummary('2025/2026', [])).toBeNull();
  });

  it('weights favourites above views in popularity', () => {
    expect(popularity(5, 0)).toBe(5);
    expect(popularity(5, 2)).toBeGreaterThan(popularity(20, 0));
    expect(buildSearchDocument(source({ viewCount: 7, favoriteCount: 1 })).popularity).toBe(
      popularity(7, 1),
    );
  });

  it('names both province names when the display name is short', () => {
    const doc = buildSearchDocument(
      source({
        district: null,
        city: {
          id: '31.74',
          name: 'Kota Administrasi Jakarta Selatan',
          slug: 'jakarta-selatan',
        },
        province: {
          id: '31',
          name: 'DKI Jakarta',
          officialName: 'Daerah Khusus Ibukota Jakarta',
          slug: 'dki-jakarta',
        },
      }),
    );
    expect(doc.location).toBe(
      'Kota Administrasi Jakarta Selatan, DKI Jakarta, Daerah Khusus Ibukota Jakarta',
    );
    expect(doc.districtId).toBeNull();
    expect(doc.school.district).toBeNull();
    expect(doc.school.province).toEqual({ id: '31', name: 'DKI Jakarta', slug: 'dki-jakarta' });
  });

  it('keeps a district that matched no code by its name', () => {
    const doc = buildSearchDocument(
      source({ district: { id: null, name: 'Kecamatan Lama', slug: null } }),
    );
    expect(doc.districtId).toBeNull();
    expect(doc.school.district).toEqual({ id: null, name: 'Kecamatan Lama' });
    expect(doc.location).toContain('Kecamatan Lama');
  });

  it('keeps a trusted position and drops a suspect one', () => {
    const trusted = buildSearchDocument(source());
    expect([trusted.lat, trusted.lng]).toEqual([-6.9, 107.6]);
    expect(trusted.school.geo).toEqual({ lat: -6.9, lng: 107.6 });
    const suspect = buildSearchDocument(source({ coordQuality: 'suspect' }));
    expect([suspect.lat, suspect.lng, suspect.school.geo]).toEqual([null, null, null]);
    const missing = buildSearchDocument(source({ lat: null, lng: null, coordQuality: null }));
    expect(missing.lat).toBeNull();
  });

  it('dates a school by its newest change, fees included', () => {
    const plain = buildSearchDocument(source());
    expect(plain.updatedAt).toBe(Date.parse('2026-02-03T04:05:06.000Z'));
    const feesLater = buildSearchDocument(
      source({ feesUpdatedAt: new Date('2026-05-01T00:00:00.000Z') }),
    );
    expect(feesLater.updatedAt).toBe(Date.parse('2026-05-01T00:00:00.000Z'));
  });

  it('takes the monthly SPP the card shows: the SPP item, else the monthly items', () => {
    const withSpp = buildSearchDocument(
      source({
        feeYear: '2025/2026',
        feeItems: [item('spp', 400_000, 'Monthly'), item(null, 50_000, 'Monthly')],
      }),
    );
    expect(withSpp.monthlySpp).toBe(400_000);
    const monthlyOnly = buildSearchDocument(
      source({ feeYear: '2025/2026', feeItems: [item(null, 75_000, 'Monthly')] }),
    );
    expect(monthlyOnly.monthlySpp).toBe(75_000);
    expect(buildSearchDocument(source()).monthlySpp).toBeNull();
    const oneOff = buildSearchDocument(
      source({ feeYear: '2025/2026', feeItems: [item('uang_pangkal', 1_000_000, 'One-Time')] }),
    );
    expect(oneOff.monthlySpp).toBeNull();
  });

  it('carries the registration window open on the day it is built, else the next one', () => {
    const doc = (today: number) =>
      buildSearchDocument(
        source({
          registrationSchedule: [
            {
              kind: 'registration',
              label: 'Tahap 1',
              startsOn: '2027-06-01',
              endsOn: '2027-06-05',
            },
            {
              kind: 'registration',
              label: 'Tahap 2',
              startsOn: '2027-06-20',
              endsOn: '2027-06-25',
            },
          ],
        }),
        { today },
      );
    expect(doc(20270602)).toMatchObject({
      registrationOpensOn: 20270601,
      registrationClosesOn: 20270605,
    });
    expect(doc(20270610)).toMatchObject({
      registrationOpensOn: 20270620,
      registrationClosesOn: 20270625,
    });
    expect(doc(20270701)).toMatchObject({ registrationOpensOn: null, registrationClosesOn: null });
  });

  it("carries a rule's fees, labelled, where the school states nothing", () => {
    const R01 = {
      id: 'R01',
      scope: 'national' as const,
      provinceCode: null,
      levels: ['SD', 'SMP'],
      status: 'negeri' as const,
      kind: 'no_fee' as const,
      items: ['spp' as const, 'uang_pangkal' as const, 'daftar_ulang' as const],
      amount: 0,
      amountKind: 'zero' as const,
      title: 'Permendikbud 44/2012 Pasal 9(1)',
      instrument: 'Permendikbud 44/2012',
      effectiveFrom: '2012-06-28',
      effectiveText: null,
      evidence: 'regulation_text' as const,
      sources: '',
      explanation: null,
    };
    const doc = buildSearchDocument(source({ rules: [R01] }));
    expect(doc.school.costs).toMatchObject({
      academicYear: '2025/2026',
      basis: 'rule',
      total: 0,
      spp: {
        amount: 0,
        frequency: 'Monthly',
        source: { kind: 'regulation', label: 'Aturan: Permendikbud 44/2012 Pasal 9(1)' },
      },
      seragam: null,
      buku: null,
    });
    // cost sort and the 'tanpa SPP' filter read these
    expect(doc.monthlySpp).toBe(0);
    expect(doc.totalCost).toBe(0);
    expect(doc.hasFees).toBe(true);
    // the school's own SPP beats the rule's
    const own = buildSearchDocument(
      source({ rules: [R01], feeYear: '2025/2026', feeItems: [item('spp', 50_000, 'Monthly')] }),
    );
    expect(own.school.costs?.spp).toMatchObject({ amount: 50_000, source: { kind: 'admin' } });
    expect(own.school.costs?.uangPangkal?.source?.kind).toBe('regulation');
    expect(own.school.costs?.basis).toBe('own');
  });
});
