import { describe, expect, it } from 'vitest';
import { createAcademicYearSchema, updateCostItemSchema } from './admin-costs';
import { completeRequestSchema } from './school-requests';
import { approveSubmissionSchema, rejectSubmissionSchema } from './submission-review';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('approveSubmissionSchema', () => {
  const valid = {
    schoolId: '12',
    academicYearId: 3,
    items: [
      { globalCategoryId: 4, amount: 'Rp 1.250.000', frequency: 'Monthly', notes: ' putri ' },
      { schoolCategoryName: ' Komite Sekolah ', amount: 400000, frequency: 'Half-Yearly' },
    ],
  };

  it('reads ids, typed amounts and trimmed text', () => {
    expect(approveSubmissionSchema.parse(valid)).toEqual({
      schoolId: 12,
      academicYearId: 3,
      items: [
        { globalCategoryId: 4, amount: 1_250_000, frequency: 'Monthly', notes: 'putri' },
        {
          schoolCategoryName: 'Komite Sekolah',
          amount: 400_000,
          frequency: 'Half-Yearly',
          notes: null,
        },
      ],
    });
  });

  it('says what is missing, in Indonesian', () => {
    expect(messages(approveSubmissionSchema.safeParse({}))).toEqual([
      'Pilih sekolah terlebih dahulu',
      'Tahun ajaran wajib dipilih',
      'Isi minimal satu baris biaya',
    ]);
    const both = { ...valid.items[0], schoolCategoryName: 'Asrama' };
    expect(messages(approveSubmissionSchema.safeParse({ ...valid, items: [both] }))).toEqual([
      'Pilih kategori global atau tulis kategori khusus sekolah',
    ]);
    const tooMany = Array.from({ length: 51 }, () => valid.items[0]);
    expect(messages(approveSubmissionSchema.safeParse({ ...valid, items: tooMany }))).toEqual([
      'Maksimal 50 baris biaya',
    ]);
  });

  it('refuses ids an integer column cannot hold', () => {
    expect(
      messages(approveSubmissionSchema.safeParse({ ...valid, academicYearId: 2 ** 31 })),
    ).toEqual(['Tahun ajaran wajib dipilih']);
  });
});

describe('rejectSubmissionSchema', () => {
  it('needs a reason of at least five characters', () => {
    expect(messages(rejectSubmissionSchema.safeParse({ reason: ' ' }))).toEqual([
      'Alasan penolakan wajib diisi',
    ]);
    expect(messages(rejectSubmissionSchema.safeParse({ reason: 'buram' }))).toEqual([]);
    expect(messages(rejectSubmissionSchema.safeParse({ reason: 'ok' }))).toEqual([
      'Alasan penolakan minimal 5 karakter',
    ]);
  });
});

describe('completeRequestSchema', () => {
  it('links an existing school or creates one, not both', () => {
    expect(completeRequestSchema.parse({ schoolId: '7' })).toEqual({ schoolId: 7 });
    const school = {
      name: 'SMA Harapan',
      educationLevel: 'sma',
      status: 'private',
      cityId: '32.76',
      districtId: '32.76.01',
      npsn: '',
    };
    expect(completeRequestSchema.parse({ school })).toMatchObject({
      school: { name: 'SMA Harapan', npsn: null, streetAddress: null },
    });
    expect(messages(completeRequestSchema.safeParse({ school, schoolId: 7 }))).toEqual([
      'Pilih sekolah yang ada atau buat sekolah baru, tidak keduanya',
    ]);
    expect(messages(completeRequestSchema.safeParse({}))).toEqual([
      'Pilih sekolah terlebih dahulu',
    ]);
    expect(
      messages(
        completeRequestSchema.safeParse({ school: { ...school, districtId: '', npsn: '123' } }),
      ),
    ).toEqual(['Kecamatan wajib dipilih', 'NPSN harus 8 digit angka']);
  });
});

describe('admin cost schemas', () => {
  it('reads a new academic year', () => {
    expect(createAcademicYearSchema.parse({ year: ' 2026/2027 ' })).toEqual({ year: '2026/2027' });
    expect(messages(createAcademicYearSchema.safeParse({ year: '2026-2027' }))).toEqual([
      'Tahun ajaran harus ditulis seperti 2026/2027',
    ]);
  });

  it('tells an update that clears the notes from one that leaves them', () => {
    expect(updateCostItemSchema.parse({ notes: '' })).toEqual({
      frequency: undefined,
      amount: undefined,
      notes: null,
    });
    expect(updateCostItemSchema.parse({ amount: '1.500.000' })).toEqual({
      frequency: undefined,
      amount: 1_500_000,
      notes: undefined,
    });
  });
});
