import { describe, expect, it } from 'vitest';
import { costBreakdown, countedItems, initialCost, isFeatured, toAmount } from './fees';
import { isPublicSchool } from './school';

describe('initialCost', () => {
  it('adds one-time fees, the first month of monthly fees and yearly fees', () => {
    const items = [
      { amount: 5_000_000, frequency: 'One-Time' as const },
      { amount: '750000', frequency: 'Monthly' as const },
      { amount: 1_200_000, frequency: 'Yearly' as const },
    ];
    expect(initialCost(items)).toBe(6_950_000);
    expect(costBreakdown(items)).toEqual({
      oneTime: 5_000_000,
      monthly: 750_000,
      yearly: 1_200_000,
      other: 0,
      total: 6_950_000,
    });
  });

  it('counts semester and half-yearly fees once, as the first instalment', () => {
    expect(
      initialCost([
        { amount: 100, frequency: 'Semester' },
        { amount: 50, frequency: 'Half-Yearly' },
      ]),
    ).toBe(150);
  });

  it('counts variants of one category once, with the largest', () => {
    const items = [
      { amount: 1_800_000, frequency: 'One-Time' as const, categoryKey: 'seragam' },
      { amount: 2_400_000, frequency: 'One-Time' as const, categoryKey: 'seragam' },
      { amount: 650_000, frequency: 'One-Time' as const, globalCategory: { id: 1 } },
      { amount: 500_000, frequency: 'One-Time' as const, globalCategory: { id: 1 } },
      { amount: 450_000, frequency: 'Yearly' as const, schoolCategory: { id: 1 } },
      { amount: 100, frequency: 'Monthly' as const },
      { amount: 200, frequency: 'Monthly' as const },
    ];
    expect(initialCost(items)).toBe(2_400_000 + 650_000 + 450_000 + 300);
    expect(costBreakdown(items)).toMatchObject({ oneTime: 3_050_000, yearly: 450_000 });
    expect(countedItems(items)).toHaveLength(5);
  });

  it('counts a category paid at two frequencies twice: two fees, not variants', () => {
    const items = [
      { amount: 750_000, frequency: 'Monthly' as const, categoryKey: 'spp' },
      { amount: 1_500_000, frequency: 'One-Time' as const, categoryKey: 'spp' },
      { amount: 600_000, frequency: 'Monthly' as const, categoryKey: 'spp' },
    ];
    expect(initialCost(items)).toBe(750_000 + 1_500_000);
    expect(countedItems(items)).toHaveLength(2);
  });

  it('treats unparseable amounts as zero instead of NaN', () => {
    expect(toAmount('abc')).toBe(0);
    expect(initialCost([{ amount: 'x', frequency: 'Monthly' }])).toBe(0);
  });
});

describe('isFeatured', () => {
  it('is true only above 5,000,000', () => {
    expect(isFeatured(5_000_000)).toBe(false);
    expect(isFeatured(5_000_001)).toBe(true);
    expect(isFeatured(null)).toBe(false);
  });
});

describe('isPublicSchool', () => {
  it('follows the status first', () => {
    expect(isPublicSchool('public', 'SD Kartika')).toBe(true);
  });
  it('recognises Negeri markers in the name', () => {
    for (const name of [
      'SD Negeri 1 Bakongan',
      'SDN 4 Gunungsari',
      'MTsN 2 Bandung',
      'SMAN 3',
      'SMPN 1',
      'TKN Pembina',
    ]) {
      expect(isPublicSchool(null, name)).toBe(true);
    }
  });
  it('trusts the registry status over the name: a private school may be named Negeri', () => {
    expect(isPublicSchool('private', 'SDS Padamu Negeri')).toBe(false);
    expect(isPublicSchool('private', 'SD Islam Terpadu Anak Negeri')).toBe(false);
    expect(isPublicSchool('public', 'SD Kartika')).toBe(true);
  });
  it('does not match markers inside other words', () => {
    expect(isPublicSchool('private', 'SD Islam Sdnusantara')).toBe(false);
    expect(isPublicSchool(null, 'SMA Kristen Negerian')).toBe(false);
  });
});
