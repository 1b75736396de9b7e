import { describe, expect, it } from 'vitest';
import { statsAsOfLabel } from './school-facts';

describe('statsAsOfLabel', () => {
  it('says how dated the figures are, in Indonesian', () => {
    expect(statsAsOfLabel('Dapodik rekap (semester not stated; committed 2024-12-19)')).toBe(
      'Rekap Dapodik, semester tidak disebutkan, diambil per 19 Desember 2024',
    );
    expect(statsAsOfLabel('Dapodik profile pages, committed 2025-12-01')).toBe(
      'Halaman profil Dapodik, diambil per 1 Desember 2025',
    );
    expect(
      statsAsOfLabel('Disdik Kab. Garut data (year not stated; committed 2025-08..2026-02)'),
    ).toBe(
      'Data Dinas Pendidikan Kabupaten Garut, tahun tidak disebutkan, diambil antara Agustus 2025 dan Februari 2026',
    );
    expect(statsAsOfLabel('data.kemendikdasmen.go.id Data Induk, committed 2026-08-19')).toBe(
      'Data Induk Kemendikdasmen, diambil per 19 Agustus 2026',
    );
    expect(statsAsOfLabel('semester 2024/2025 ganjil')).toBe('semester 2024/2025 ganjil');
  });
});
