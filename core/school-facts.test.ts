import { describe, expect, it } from 'vitest';
import { checkSchoolFacts, statsAsOfLabel } from './school-facts';

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

describe('checkSchoolFacts', () => {
  const facts = { studentsMale: null, studentsFemale: null };

  it('states plausible figures with the ratio of pupils per teacher', () => {
    expect(checkSchoolFacts({ ...facts, students: 628, teachersAndStaff: 67 })).toEqual({
      ...facts,
      students: 628,
      studentsPerTeacher: 9.4,
      caveats: [],
    });
  });

  it('shows no pupil count and no ratio for a school recorded with 0 pupils', () => {
    const checked = checkSchoolFacts({ ...facts, students: 0, teachersAndStaff: 12 });
    expect(checked).toMatchObject({ students: null, studentsPerTeacher: null });
    expect(checked.caveats[0]).toMatch(/0 siswa/);
  });

  it('says more than 60 pupils per teacher is implausible', () => {
    const checked = checkSchoolFacts({ ...facts, students: 1144, teachersAndStaff: 10 });
    expect(checked.studentsPerTeacher).toBe(114.4);
    expect(checked.caveats).toEqual([
      'Lebih dari 60 siswa per guru tidak wajar: data guru di sumber kemungkinan belum lengkap.',
    ]);
    expect(checkSchoolFacts({ ...facts, students: 600, teachersAndStaff: 10 }).caveats).toEqual([]);
  });
});
