import { createHash } from 'node:crypto';
import type { Frequency } from '@core/fees';
import type { EducationLevel } from '@core/levels';

/**
 * Demo fees for the sample regions. Every number derives from the NPSN through
 * a hash, so re-running the import yields the same fees. Public schools are
 * mostly free of SPP with small uniform and book costs; private schools fall in
 * a budget, standard or premium tier with ranges typical of Indonesian cities.
 */

/** Regions that get sample fees: Kota Bandung, DKI Jakarta, Kota Depok. */
export const SAMPLE_FEE_REGIONS = ['32.73', '31', '32.76'] as const;
export const SAMPLE_FEE_YEARS = ['2024/2025', '2025/2026'] as const;
type SampleFeeYear = (typeof SAMPLE_FEE_YEARS)[number];

type FeeCategory = 'pendaftaran' | 'uang_pangkal' | 'kbm' | 'spp' | 'seragam' | 'buku' | 'kegiatan';

export interface SampleFee {
  year: SampleFeeYear;
  category: FeeCategory;
  amount: number;
  frequency: Frequency;
}

export interface SampleFeeSchool {
  npsn: string;
  level: EducationLevel;
  isPublic: boolean;
}

/** A number in [0, 1) fixed by the NPSN and a purpose label. */
function unit(npsn: string, purpose: string): number {
  const digest = createHash('sha256').update(`${npsn}:${purpose}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

type Range = readonly [number, number];

function roundRupiah(amount: number): number {
  const step = amount >= 10_000_000 ? 250_000 : amount >= 1_000_000 ? 50_000 : 5_000;
  return Math.round(amount / step) * step;
}

function pick(npsn: string, purpose: string, [low, high]: Range): number {
  return roundRupiah(low + (high - low) * unit(npsn, purpose));
}

type Tier = 'budget' | 'standard' | 'premium';
type TierRanges = Record<Tier, Range>;

const SPP: Record<EducationLevel, TierRanges> = {
  tk: { budget: [100_000, 250_000], standard: [300_000, 700_000], premium: [1_000_000, 2_500_000] },
  sd: { budget: [100_000, 300_000], standard: [350_000, 900_000], premium: [1_200_000, 3_500_000] },
  smp: {
    budget: [150_000, 350_000],
    standard: [400_000, 1_000_000],
    premium: [1_300_000, 3_500_000],
  },
  sma: {
    budget: [150_000, 400_000],
    standard: [450_000, 1_100_000],
    premium: [1_500_000, 4_000_000],
  },
  smk: { budget: [150_000, 350_000], standard: [350_000, 800_000], premium: [900_000, 2_000_000] },
  slb: {
    budget: [150_000, 400_000],
    standard: [500_000, 1_200_000],
    premium: [1_500_000, 3_000_000],
  },
};

const UANG_PANGKAL: Record<EducationLevel, TierRanges> = {
  tk: {
    budget: [500_000, 2_000_000],
    standard: [3_000_000, 7_000_000],
    premium: [10_000_000, 25_000_000],
  },
  sd: {
    budget: [1_000_000, 3_000_000],
    standard: [5_000_000, 12_000_000],
    premium: [15_000_000, 45_000_000],
  },
  smp: {
    budget: [1_000_000, 3_000_000],
    standard: [5_000_000, 12_000_000],
    premium: [15_000_000, 40_000_000],
  },
  sma: {
    budget: [1_000_000, 3_500_000],
    standard: [5_000_000, 13_000_000],
    premium: [15_000_000, 40_000_000],
  },
  smk: {
    budget: [750_000, 2_500_000],
    standard: [3_000_000, 7_000_000],
    premium: [8_000_000, 18_000_000],
  },
  slb: {
    budget: [500_000, 2_000_000],
    standard: [3_000_000, 8_000_000],
    premium: [8_000_000, 20_000_000],
  },
};

const PENDAFTARAN: TierRanges = {
  budget: [100_000, 250_000],
  standard: [250_000, 500_000],
  premium: [500_000, 1_500_000],
};
const SERAGAM: TierRanges = {
  budget: [300_000, 600_000],
  standard: [600_000, 1_200_000],
  premium: [1_200_000, 2_500_000],
};
const BUKU: TierRanges = {
  budget: [200_000, 500_000],
  standard: [500_000, 1_000_000],
  premium: [1_000_000, 2_500_000],
};
const KBM_YEARLY: TierRanges = {
  budget: [300_000, 600_000],
  standard: [500_000, 1_500_000],
  premium: [1_500_000, 4_000_000],
};
const KEGIATAN: TierRanges = {
  budget: [150_000, 400_000],
  standard: [300_000, 1_000_000],
  premium: [1_000_000, 3_000_000],
};

function tierOf(npsn: string): Tier {
  const roll = unit(npsn, 'tier');
  return roll < 0.45 ? 'budget' : roll < 0.8 ? 'standard' : 'premium';
}

type BaseFee = Omit<SampleFee, 'year'>;

function privateFees(school: SampleFeeSchool): BaseFee[] {
  const { npsn, level } = school;
  const tier = tierOf(npsn);
  const fees: BaseFee[] = [
    {
      category: 'pendaftaran',
      amount: pick(npsn, 'pendaftaran', PENDAFTARAN[tier]),
      frequency: 'One-Time',
    },
    {
      category: 'uang_pangkal',
      amount: pick(npsn, 'uang_pangkal', UANG_PANGKAL[level][tier]),
      frequency: 'One-Time',
    },
    { category: 'spp', amount: pick(npsn, 'spp', SPP[level][tier]), frequency: 'Monthly' },
    { category: 'seragam', amount: pick(npsn, 'seragam', SERAGAM[tier]), frequency: 'One-Time' },
    { category: 'buku', amount: pick(npsn, 'buku', BUKU[tier]), frequency: 'Yearly' },
  ];
  // some schools bill learning activities apart from SPP, yearly or per semester
  if (tier !== 'budget' || unit(npsn, 'kbm?') < 0.3) {
    const yearly = pick(npsn, 'kbm', KBM_YEARLY[tier]);
    fees.push(
      unit(npsn, 'kbm-frequency') < 0.35
        ? { category: 'kbm', amount: roundRupiah(yearly / 2), frequency: 'Semester' }
        : { category: 'kbm', amount: yearly, frequency: 'Yearly' },
    );
  }
  if (unit(npsn, 'kegiatan?') < (tier === 'premium' ? 0.8 : 0.4)) {
    fees.push({
      category: 'kegiatan',
      amount: pick(npsn, 'kegiatan', KEGIATAN[tier]),
      frequency: 'Yearly',
    });
  }
  return fees;
}

function publicFees(school: SampleFeeSchool): BaseFee[] {
  const { npsn, level } = school;
  // free SPP for most public schools; public kindergartens and a few others ask a little
  const paysSpp = level === 'tk' || unit(npsn, 'public-spp?') < 0.1;
  const fees: BaseFee[] = [
    {
      category: 'spp',
      amount: paysSpp ? pick(npsn, 'spp', [50_000, 200_000]) : 0,
      frequency: 'Monthly',
    },
    {
      category: 'seragam',
      amount: pick(npsn, 'seragam', [250_000, 800_000]),
      frequency: 'One-Time',
    },
  ];
  if (unit(npsn, 'buku?') < 0.6) {
    fees.push({
      category: 'buku',
      amount: pick(npsn, 'buku', [50_000, 350_000]),
      frequency: 'Yearly',
    });
  }
  if (unit(npsn, 'kegiatan?') < 0.3) {
    fees.push({
      category: 'kegiatan',
      amount: pick(npsn, 'kegiatan', [100_000, 500_000]),
      frequency: 'Yearly',
    });
  }
  return fees;
}

/** Fees of one school for both sample years; 2025/2026 is 3-8 % above 2024/2025. */
export function sampleFeesFor(school: SampleFeeSchool): SampleFee[] {
  const base = school.isPublic ? publicFees(school) : privateFees(school);
  const increase = 1.03 + 0.05 * unit(school.npsn, 'increase');
  return base.flatMap((fee) => [
    { ...fee, year: '2024/2025' as const },
    {
      ...fee,
      year: '2025/2026' as const,
      amount: Math.max(fee.amount, roundRupiah(fee.amount * increase)),
    },
  ]);
}
