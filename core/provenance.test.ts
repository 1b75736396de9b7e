import { describe, expect, it } from 'vitest';
import { documentRef, isOldAcademicYear, sourceLabel } from './provenance';

describe('sourceLabel', () => {
  it('names each kind of source as the school page shows it', () => {
    expect(sourceLabel({ kind: 'admin', adminRole: 'school_admin' })).toBe('Admin sekolah');
    expect(sourceLabel({ kind: 'admin', adminRole: 'site_admin' })).toBe('Admin Biaya Sekolah');
    expect(sourceLabel({ kind: 'contribution', verifiedAt: '2026-12-03T03:00:00Z' })).toBe(
      'Kontribusi orang tua, diverifikasi 3 Des 2026',
    );
    expect(sourceLabel({ kind: 'published' })).toBe('Dipublikasikan sekolah');
    expect(sourceLabel({ kind: 'sample' })).toBe('Data contoh');
  });

  it('dates a verification in Jakarta time', () => {
    // 2 Dec 20:00 UTC is already 3 Dec in Jakarta
    expect(sourceLabel({ kind: 'contribution', verifiedAt: '2026-12-02T20:00:00Z' })).toMatch(
      /3 Des 2026$/,
    );
  });
});

describe('documentRef', () => {
  it('links a file of a repository at a commit', () => {
    const text = 'github.com/esartono/psb@f88f4cc app/Http/Controllers/HomeController.php biaya()';
    expect(documentRef(text)).toEqual({
      label: text,
      url: 'https://github.com/esartono/psb/blob/f88f4cc/app/Http/Controllers/HomeController.php',
    });
  });

  it('keeps a web address and leaves other references without one', () => {
    expect(documentRef('https://sekolah.sch.id/biaya')).toEqual({
      label: 'https://sekolah.sch.id/biaya',
      url: 'https://sekolah.sch.id/biaya',
    });
    expect(documentRef('Brosur PPDB 2025')).toEqual({ label: 'Brosur PPDB 2025', url: null });
    expect(documentRef('javascript:alert(1)')).toEqual({ label: 'javascript:alert(1)', url: null });
    expect(documentRef('  ')).toBeNull();
    expect(documentRef(null)).toBeNull();
  });
});

describe('isOldAcademicYear', () => {
  it('marks a year old once it ended (June) more than 12 months ago', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(isOldAcademicYear('2022/2023', now)).toBe(true);
    expect(isOldAcademicYear('2024/2025', now)).toBe(true);
    expect(isOldAcademicYear('2025/2026', now)).toBe(false);
    expect(isOldAcademicYear('2026/2027', now)).toBe(false);
  });

  it('turns at midnight of 1 July in Jakarta', () => {
    expect(isOldAcademicYear('2024/2025', new Date('2026-06-30T16:59:59Z'))).toBe(false);
    expect(isOldAcademicYear('2024/2025', new Date('2026-06-30T17:00:00Z'))).toBe(true);
  });

  it('never marks a malformed year', () => {
    expect(isOldAcademicYear('2020/2022')).toBe(false);
    expect(isOldAcademicYear('lama')).toBe(false);
  });
});
