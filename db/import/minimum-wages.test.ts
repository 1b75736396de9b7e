import { describe, expect, it } from 'vitest';
import { wageRecords } from './minimum-wages';

describe('wageRecords', () => {
  it('gives one record per year, approximate where the conflict note names the year', () => {
    const records = wageRecords([
      {
        province_code: '51',
        province_name: 'Bali',
        ump_2025_idr: '2996560',
        ump_2026_idr: '3207459',
        conflict_note: '2025: one list (Tempo) shows 2,890,060 - likely an error',
        sources: 'tempo.co',
      },
      {
        province_code: '14',
        province_name: 'Riau',
        ump_2025_idr: '3508775',
        ump_2026_idr: '',
        conflict_note: '',
        sources: 'kontan',
      },
    ]);
    expect(records).toEqual([
      {
        provinceCode: '51',
        year: 2025,
        amount: 2_996_560,
        approximate: true,
        conflictNote: '2025: one list (Tempo) shows 2,890,060 - likely an error',
        sources: 'tempo.co',
      },
      expect.objectContaining({ provinceCode: '51', year: 2026, approximate: false }),
      expect.objectContaining({
        provinceCode: '14',
        year: 2025,
        approximate: false,
        conflictNote: null,
      }),
    ]);
  });

  it('refuses an unreadable amount', () => {
    expect(() =>
      wageRecords([
        { province_code: '11', ump_2025_idr: '3,685,615', conflict_note: '', sources: '' },
      ]),
    ).toThrow(/unreadable/);
  });
});
