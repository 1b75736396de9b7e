import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Admission } from '@core/contracts/admissions';
import { AdmissionsSection } from './admissions-section';

afterEach(cleanup);

const YEAR: Admission = {
  academicYear: '2027/2028',
  systemName: 'SPMB',
  schedule: [
    { kind: 'announcement', label: null, startsOn: '2027-06-20', endsOn: '2027-06-20' },
    { kind: 'registration', label: 'Tahap 1', startsOn: '2027-06-01', endsOn: '2027-06-10' },
    { kind: 'test', label: null, startsOn: '2027-05-01', endsOn: '2027-05-02' },
  ],
  quotas: [
    { track: 'Domisili', seats: 120, note: null },
    { track: 'Afirmasi', seats: 30, note: 'KIP/PKH' },
  ],
  requirements: 'Akta kelahiran\nKartu keluarga',
  fees: [{ label: 'Formulir', amount: 150000, note: null }],
  source: { title: 'Pengumuman SPMB 2027', url: 'https://sekolah.sch.id/spmb.pdf' },
  updatedAt: '2027-04-02T03:00:00.000Z',
  updatedBy: 'school_admin',
};

describe('AdmissionsSection', () => {
  it('lists the coming dates first, the one under way marked, what is over last', () => {
    render(<AdmissionsSection admissions={[YEAR]} today="2027-06-05" />);
    const rows = within(screen.getByRole('list', { name: 'Jadwal' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Pendaftaran · Tahap 1.*1 Jun 2027 – 10 Jun 2027Sedang berlangsung/);
    expect(rows[1]).toMatch(/^Pengumuman.*20 Jun 2027$/);
    expect(rows[2]).toMatch(/^Tes\/seleksi.*Selesai$/);
    expect(screen.getByText('Pendaftaran dibuka')).toBeTruthy();
  });

  it('shows quotas with their total, requirements, fees, the source and who changed it', () => {
    render(<AdmissionsSection admissions={[YEAR]} today="2027-04-05" />);
    expect(screen.getByText('Pendaftaran segera dibuka')).toBeTruthy();
    expect(screen.getByText('120 kursi')).toBeTruthy();
    expect(screen.getByText('150 kursi')).toBeTruthy();
    expect(screen.getByText('KIP/PKH')).toBeTruthy();
    expect(screen.getByText(/Akta kelahiran/)).toBeTruthy();
    expect(screen.getByText('Rp 150.000')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Pengumuman SPMB 2027/ });
    expect(link.getAttribute('href')).toBe('https://sekolah.sch.id/spmb.pdf');
    expect(screen.getByText('Diperbarui oleh pihak sekolah, 2 Apr 2027')).toBeTruthy();
  });

  it('folds older years and says when registration has closed', () => {
    const older = { ...YEAR, academicYear: '2026/2027', systemName: 'PPDB' as const };
    render(<AdmissionsSection admissions={[YEAR, older]} today="2027-07-01" />);
    // both years' registration is over
    expect(screen.getAllByText('Pendaftaran ditutup')).toHaveLength(2);
    expect(screen.getByText('PPDB tahun ajaran 2026/2027', { selector: 'summary' })).toBeTruthy();
  });

  it('renders nothing without a published year', () => {
    const { container } = render(<AdmissionsSection admissions={[]} today="2027-07-01" />);
    expect(container.innerHTML).toBe('');
  });
});
