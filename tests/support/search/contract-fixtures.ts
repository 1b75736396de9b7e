// Documents for the engine contract suite: real-looking Indonesian schools
// chosen so each fuzzy case has one right answer.
import type { SearchDocument } from '@core/contracts/search';
import type { EducationLevel } from '@core/levels';
import { slugify } from '@core/slug';

interface Place {
  district: [string, string];
  city: [string, string];
  province: [string, string];
}

const BAKONGAN: Place = {
  district: ['11.01.01', 'Bakongan'],
  city: ['11.01', 'Kabupaten Aceh Selatan'],
  province: ['11', 'Aceh'],
};
const CIBADAK: Place = {
  district: ['32.02.20', 'Cibadak'],
  city: ['32.02', 'Kabupaten Sukabumi'],
  province: ['32', 'Jawa Barat'],
};
const SUMUR_BANDUNG: Place = {
  district: ['32.73.08', 'Sumur Bandung'],
  city: ['32.73', 'Kota Bandung'],
  province: ['32', 'Jawa Barat'],
};
const KEBAYORAN: Place = {
  district: ['31.74.06', 'Kebayoran Baru'],
  city: ['31.74', 'Kota Administrasi Jakarta Selatan'],
  province: ['31', 'Daerah Khusus Ibukota Jakarta'],
};
const BEJI: Place = {
  district: ['32.76.05', 'Beji'],
  city: ['32.76', 'Kota Depok'],
  province: ['32', 'Jawa Barat'],
};
const CIMAHI: Place = {
  district: ['32.77.01', 'Cimahi Selatan'],
  city: ['32.77', 'Kota Cimahi'],
  province: ['32', 'Jawa Barat'],
};
const GUBENG: Place = {
  district: ['35.78.09', 'Gubeng'],
  city: ['35.78', 'Kota Surabaya'],
  province: ['35', 'Jawa Timur'],
};
const CIBINONG: Place = {
  district: ['32.01.01', 'Cibinong'],
  city: ['32.01', 'Kabupaten Bogor'],
  province: ['32', 'Jawa Barat'],
};
const SOREANG: Place = {
  district: ['32.04.05', 'Soreang'],
  city: ['32.04', 'Kabupaten Bandung'],
  province: ['32', 'Jawa Barat'],
};
const PADANG_BARAT: Place = {
  district: ['13.71.03', 'Padang Barat'],
  city: ['13.71', 'Kota Padang'],
  province: ['13', 'Sumatera Barat'],
};
const LEMBANG: Place = {
  district: ['32.17.01', 'Lembang'],
  city: ['32.17', 'Kabupaten Bandung Barat'],
  province: ['32', 'Jawa Barat'],
};

export interface FixtureOptions {
  npsn?: string | null;
  status?: 'public' | 'private' | null;
  curriculum?: string | null;
  totalCost?: number | null;
  popularity?: number;
  /** days after 2024-01-01 */
  createdDay?: number;
  /** days after 2024-01-01 of the newest change (default: created) */
  updatedDay?: number;
  monthlySpp?: number | null;
  /** [lat, lng] of a trusted position */
  position?: [number, number];
  /** days after 2024-01-01 of the newest fee change (default: the newest change) */
  feesChangedDay?: number;
  /** fee items stated (default 1 with fees) */
  feeFacts?: number;
}

export function fixtureDocument(
  id: number,
  name: string,
  level: EducationLevel,
  place: Place,
  options: FixtureOptions = {},
): SearchDocument {
  const totalCost = options.totalCost ?? null;
  const createdAt = Date.UTC(2024, 0, 1) + (options.createdDay ?? id) * 86_400_000;
  const updatedAt =
    options.updatedDay === undefined
      ? createdAt
      : Date.UTC(2024, 0, 1) + options.updatedDay * 86_400_000;
  const geo = options.position ? { lat: options.position[0], lng: options.position[1] } : null;
  const region = ([id, regionName]: [string, string]) => ({
    id,
    name: regionName,
    slug: slugify(regionName),
  });
  const status =
    options.status !== undefined
      ? options.status
      : /negeri|^(sdn|smpn|sman|smkn|min|man|mtsn)\b/i.test(name)
        ? 'public'
        : 'private';
  const npsn = options.npsn !== undefined ? options.npsn : String(20_000_000 + id);
  const iso = new Date(createdAt).toISOString();
  return {
    id,
    npsn,
    name,
    location: [place.district[1], place.city[1], place.province[1]].join(', '),
    educationLevel: level,
    status,
    provinceId: place.province[0],
    cityId: place.city[0],
    districtId: place.district[0],
    curriculum: options.curriculum ?? null,
    totalCost,
    hasFees: totalCost !== null,
    popularity: options.popularity ?? 0,
    createdAt,
    updatedAt,
    monthlySpp: options.monthlySpp ?? null,
    feesChangedAt:
      totalCost === null
        ? null
        : options.feesChangedDay === undefined
          ? updatedAt
          : Date.UTC(2024, 0, 1) + options.feesChangedDay * 86_400_000,
    feeFacts: totalCost === null ? 0 : (options.feeFacts ?? 1),
    lat: geo?.lat ?? null,
    lng: geo?.lng ?? null,
    registrationOpensOn: null,
    registrationClosesOn: null,
    school: {
      id,
      npsn,
      slug: slugify(name),
      name,
      educationLevel: level,
      form: level.toUpperCase(),
      status,
      description: null,
      curriculum: options.curriculum ?? null,
      accreditation: null,
      group: null,
      district: { id: place.district[0], name: place.district[1] },
      city: region(place.city),
      province: region(place.province),
      monthlyCost: null,
      costs: null,
      geo,
      createdAt: iso,
      updatedAt: new Date(updatedAt).toISOString(),
    },
  };
}

/** The fixture set; ids are referred to by name in the suite. */
export const IDS = {
  sdn1Bakongan: 1,
  sdn12Bakongan: 2,
  sdn5Cibadak: 3,
  smpn2Bandung: 4,
  smaAlAzhar3: 5,
  sditNurulFikri: 6,
  min2Bandung: 7,
  man1Bandung: 8,
  mtsn3Bandung: 9,
  smkn1Cimahi: 10,
  sdMuhammadiyah4: 11,
  sukamajuBogor: 12,
  sukamajuDepok: 13,
  sman1Soreang: 14,
  sdn3Padang: 15,
  smpSatuAtap: 16,
  sdn2Bakongan: 17,
  smpIslamBandung: 18,
} as const;

export function fixtureDocuments(): SearchDocument[] {
  const d = fixtureDocument;
  return [
    d(IDS.sdn1Bakongan, 'SD Negeri 1 Bakongan', 'sd', BAKONGAN, { npsn: '10102837' }),
    d(IDS.sdn12Bakongan, 'SD Negeri 12 Bakongan', 'sd', BAKONGAN, { popularity: 50 }),
    d(IDS.sdn5Cibadak, 'SDN 05 Cibadak', 'sd', CIBADAK, {
      curriculum: 'Kurikulum Merdeka',
      totalCost: 1_500_000,
      monthlySpp: 150_000,
      position: [-6.8886, 106.7794],
    }),
    d(IDS.smpn2Bandung, 'SMP Negeri 2 Bandung', 'smp', SUMUR_BANDUNG, {
      curriculum: 'K13',
      totalCost: 4_000_000,
      monthlySpp: 300_000,
      popularity: 10,
      feesChangedDay: 1100,
      feeFacts: 4,
      position: [-6.9147, 107.6098],
    }),
    d(IDS.smaAlAzhar3, 'SMA Islam Al-Azhar 3', 'sma', KEBAYORAN, {
      curriculum: 'Kurikulum Merdeka',
      totalCost: 45_000_000,
      monthlySpp: 2_500_000,
      popularity: 30,
      position: [-6.2353, 106.7993],
    }),
    d(IDS.sditNurulFikri, 'SDIT Nurul Fikri', 'sd', BEJI, {
      totalCost: 12_000_000,
      monthlySpp: 900_000,
      feesChangedDay: 1200,
      position: [-6.3745, 106.8227],
    }),
    d(IDS.min2Bandung, 'MIN 2 Kota Bandung', 'sd', SUMUR_BANDUNG, { position: [-6.917, 107.612] }),
    d(IDS.man1Bandung, 'MAN 1 Kota Bandung', 'sma', SUMUR_BANDUNG),
    d(IDS.mtsn3Bandung, 'MTsN 3 Kota Bandung', 'smp', SUMUR_BANDUNG),
    d(IDS.smkn1Cimahi, 'SMK Negeri 1 Cimahi', 'smk', CIMAHI, {
      curriculum: 'K13',
      position: [-6.8841, 107.5413],
    }),
    d(IDS.sdMuhammadiyah4, 'SD Muhammadiyah 4 Pucang', 'sd', GUBENG, {
      totalCost: 9_000_000,
      feesChangedDay: 1100,
      feeFacts: 2,
    }),
    d(IDS.sukamajuBogor, 'SD Negeri Sukamaju', 'sd', CIBINONG, {
      popularity: 5,
      position: [-6.4817, 106.8539],
    }),
    d(IDS.sukamajuDepok, 'SD Negeri Sukamaju', 'sd', BEJI, {
      position: [-6.3821, 106.8105],
      updatedDay: 1000,
    }),
    d(IDS.sman1Soreang, 'SMA Negeri 1 Soreang', 'sma', SOREANG),
    d(IDS.sdn3Padang, 'SD Negeri III Padang', 'sd', PADANG_BARAT),
    d(IDS.smpSatuAtap, 'SMP Negeri Satu Atap 2 Lembang', 'smp', LEMBANG),
    d(IDS.sdn2Bakongan, 'SD Negeri 2 Bakongan', 'sd', BAKONGAN, { createdDay: 900 }),
    d(IDS.smpIslamBandung, 'SMP Islam Bandung', 'smp', SUMUR_BANDUNG, { status: 'private' }),
  ];
}
