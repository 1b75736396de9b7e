import { describe, expect, it } from 'vitest';
import { checkReport, EMPTY_REPORT } from './report-form';

describe('checkReport', () => {
  it('names both required fields of an empty form', () => {
    expect(checkReport(EMPTY_REPORT)).toEqual({
      ok: false,
      errors: {
        reporterName: 'Nama pelapor wajib diisi',
        description: 'Deskripsi minimal 10 karakter',
      },
    });
  });

  it('counts the description after trimming', () => {
    const result = checkReport({ reporterName: 'Sari', contact: '', description: '  123456789  ' });
    expect(result).toEqual({
      ok: false,
      errors: { description: 'Deskripsi minimal 10 karakter' },
    });
  });

  it('sends contact as null when empty and trims the rest', () => {
    expect(
      checkReport({ reporterName: ' Sari ', contact: '  ', description: 'SPP sudah naik.' }),
    ).toEqual({
      ok: true,
      payload: { reporterName: 'Sari', contact: null, description: 'SPP sudah naik.' },
    });
  });

  it('keeps a given contact', () => {
    const result = checkReport({
      reporterName: 'Sari',
      contact: 'sari@example.com',
      description: 'SPP sudah naik.',
    });
    expect(result.ok && result.payload.contact).toBe('sari@example.com');
  });
});
