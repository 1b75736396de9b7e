import { describe, expect, it } from 'vitest';
import { FEATURED_THRESHOLD, initialCost } from '@core/fees';
import { EDUCATION_LEVELS } from '@core/levels';
import { sampleFeesFor, type SampleFee } from './sample-fees';

const npsns = Array.from({ length: 400 }, (_, i) => String(20200000 + i * 37));
const yearOf = (fees: SampleFee[], year: SampleFee['year']) => fees.filter((f) => f.year === year);

describe('sampleFeesFor', () => {
  it('gives the same fees for the same NPSN every time', () => {
    const school = { npsn: '20219213', level: 'sd' as const, isPublic: false };
    expect(sampleFeesFor(school)).toEqual(sampleFeesFor({ ...school }));
  });

  it('gives different schools different fees', () => {
    const totals = new Set(
      npsns.map((npsn) =>
        initialCost(yearOf(sampleFeesFor({ npsn, level: 'smp', isPublic: false }), '2025/2026')),
      ),
    );
    expect(totals.size).toBeGreaterThan(300);
  });

  it('keeps public schools mostly free of SPP, with small uniform and book costs', () => {
    const fees = npsns.map((npsn) =>
      yearOf(sampleFeesFor({ npsn, level: 'sd', isPublic: true }), '2024/2025'),
    );
    const spp = fees.map((items) => items.find((f) => f.category === 'spp')!);
    const free = spp.filter((item) => item.amount === 0).length;
    expect(free / fees.length).toBeGreaterThan(0.8);
    for (const items of fees) {
      expect(items.some((f) => f.category === 'uang_pangkal')).toBe(false);
      expect(items.find((f) => f.category === 'seragam')!.amount).toBeLessThanOrEqual(800_000);
      expect(initialCost(items)).toBeLessThan(FEATURED_THRESHOLD);
    }
  });

  it('puts some private schools above the Featured threshold and some below', () => {
    for (const level of EDUCATION_LEVELS) {
      const totals = npsns.map((npsn) =>
        initialCost(yearOf(sampleFeesFor({ npsn, level, isPublic: false }), '2025/2026')),
      );
      expect(totals.filter((total) => total > FEATURED_THRESHOLD).length).toBeGreaterThan(20);
      expect(totals.filter((total) => total <= FEATURED_THRESHOLD).length).toBeGreaterThan(20);
    }
  });

  it('uses the global categories with their usual frequencies', () => {
    const expected: Record<string, string[]> = {
      pendaftaran: ['One-Time'],
      uang_pangkal: ['One-Time'],
      spp: ['Monthly'],
      seragam: ['One-Time'],
      buku: ['Yearly'],
      kbm: ['Yearly', 'Semester'],
      kegiatan: ['Yearly'],
    };
    const seen = new Set<string>();
    for (const npsn of npsns) {
      for (const fee of sampleFeesFor({ npsn, level: 'sma', isPublic: false })) {
        expect(expected[fee.category]).toContain(fee.frequency);
        seen.add(`${fee.category}:${fee.frequency}`);
      }
    }
    expect(seen).toContain('kbm:Semester');
    expect(seen).toContain('kbm:Yearly');
  });

  it('raises 2025/2026 a few percent above 2024/2025, item by item', () => {
    for (const npsn of npsns) {
      const fees = sampleFeesFor({ npsn, level: 'smk', isPublic: false });
      const before = yearOf(fees, '2024/2025');
      const after = yearOf(fees, '2025/2026');
      expect(after.map((f) => f.category)).toEqual(before.map((f) => f.category));
      before.forEach((fee, index) => {
        const next = after[index]!.amount;
        expect(next).toBeGreaterThanOrEqual(fee.amount);
        expect(next).toBeLessThanOrEqual(Math.ceil(fee.amount * 1.1));
      });
      const ratio = initialCost(after) / initialCost(before);
      expect(ratio).toBeGreaterThan(1.01);
      expect(ratio).toBeLessThan(1.1);
    }
  });

  it('uses whole, rounded rupiah amounts', () => {
    for (const npsn of npsns.slice(0, 50)) {
      for (const fee of sampleFeesFor({ npsn, level: 'tk', isPublic: false })) {
        expect(Number.isInteger(fee.amount)).toBe(true);
        expect(fee.amount % 5_000).toBe(0);
        expect(fee.amount).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
