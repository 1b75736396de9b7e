import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { AdminSchool } from '@core/contracts/admin-costs';
import {
  approvePayload,
  emptyLine,
  NEW_CATEGORY,
  previewTotal,
  reviewResolver,
  type ReviewValues,
} from './review-values';

const school: AdminSchool = {
  id: 9,
  npsn: '20212345',
  slug: 'sd-harapan',
  name: 'SD Harapan',
  educationLevel: 'sd',
  city: 'Kota Depok',
  province: 'Jawa Barat',
};
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ReviewValues>;
const resolve = (values: ReviewValues) => reviewResolver(values, undefined, options);

describe('the transcription form', () => {
  it('turns typed lines into the approve call, amounts read the Indonesian way', async () => {
    const values: ReviewValues = {
      school,
      academicYearId: '2',
      lines: [
        { ...emptyLine(), category: 'g:4', amount: '1.250.000', frequency: 'Monthly' },
        { ...emptyLine(), category: 's:Antar Jemput', amount: 'Rp 300.000', frequency: 'Monthly' },
        {
          ...emptyLine(),
          category: NEW_CATEGORY,
          newCategory: ' Seragam Putri ',
          amount: '750000',
          notes: ' gelombang 1 ',
        },
      ],
    };
    expect(approvePayload(values).items[2]).toMatchObject({
      schoolCategoryName: ' Seragam Putri ',
    });
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      schoolId: 9,
      academicYearId: 2,
      items: [
        { globalCategoryId: 4, amount: 1_250_000, frequency: 'Monthly', notes: null },
        { schoolCategoryName: 'Antar Jemput', amount: 300_000, frequency: 'Monthly', notes: null },
        {
          schoolCategoryName: 'Seragam Putri',
          amount: 750_000,
          frequency: 'One-Time',
          notes: 'gelombang 1',
        },
      ],
    });
  });

  it('puts each Indonesian message on the field that caused it', async () => {
    const result = await resolve({
      school: null,
      academicYearId: '',
      lines: [
        { ...emptyLine(), category: 'g:4', amount: '-5' },
        { ...emptyLine(), category: 'g:4', amount: '1,5 juta' },
        { ...emptyLine(), amount: '100.000' },
        { ...emptyLine(), category: NEW_CATEGORY, amount: '' },
      ],
    });
    const errors = result.errors as Record<string, unknown> & {
      lines: {
        amount?: { message: string };
        category?: { message: string };
        newCategory?: { message: string };
      }[];
    };
    expect((errors.school as { message: string }).message).toBe('Pilih sekolah terlebih dahulu');
    expect((errors.academicYearId as { message: string }).message).toBe(
      'Tahun ajaran wajib dipilih',
    );
    expect(errors.lines[0]!.amount!.message).toBe('Jumlah biaya tidak boleh negatif');
    expect(errors.lines[1]!.amount!.message).toMatch(/angka saja/);
    expect(errors.lines[2]!.category!.message).toBe(
      'Pilih kategori global atau tulis kategori khusus sekolah',
    );
    expect(errors.lines[3]!.newCategory!.message).toBe(
      'Pilih kategori global atau tulis kategori khusus sekolah',
    );
    expect(errors.lines[3]!.amount!.message).toBe('Jumlah biaya wajib diisi');
  });

  it('previews the initial total of the lines that parse, variants once', () => {
    expect(
      previewTotal([
        { ...emptyLine(), category: 'g:1', amount: '1.000.000', frequency: 'One-Time' },
        { ...emptyLine(), category: 'g:2', amount: '450.000', frequency: 'Monthly' },
        { ...emptyLine(), category: 'g:3', amount: '700.000', notes: 'putra' },
        { ...emptyLine(), category: 'g:3', amount: '750.000', notes: 'putri' },
        { ...emptyLine(), category: 'g:4', amount: 'abc' },
      ]),
    ).toBe(2_200_000);
  });
});
