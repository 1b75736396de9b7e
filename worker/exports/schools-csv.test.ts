import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '@storage/local-disk';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { addCost } from '@tests/support/school-changes';
import { SCHOOL_CSV_COLUMNS, writeSchoolsCsv } from './schools-csv';

let db: TestDatabase;
let dir: string;
let storage: LocalDiskStorage;
let ids: number[];

const HOSTILE_NAMES = [
  '=HYPERLINK("http://contoh.invalid","klik")',
  '+62 SD Plus',
  '-SD Minus',
  '@SUM(A1:A2)',
  '\tSD Tab',
  '\rSD CR',
];

beforeAll(async () => {
  db = await createTestDatabase('schoolscsv');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 3, namePrefix: 'SD Ekspor' });
  await db.sql`UPDATE schools SET npsn = '20212345', street_address = 'Jl. Merdeka No. 1, RT 01'
                WHERE id = ${ids[0]!}`;
  const hostile = await seedSchools(db.sql, {
    count: HOSTILE_NAMES.length,
    namePrefix: 'SD Jahat',
  });
  for (const [i, id] of hostile.entries())
    await db.sql`UPDATE schools SET name = ${HOSTILE_NAMES[i]!} WHERE id = ${id}`;
  await seedMonthlySpp(db.sql, [ids[0]!], 450_000);
  await addCost(db.sql, {
    schoolId: ids[0]!,
    academicYear: '2025/2026',
    categoryCode: 'uang_pangkal',
    amount: 6_000_000,
    frequency: 'One-Time',
    source: 'sample',
  });
  // another year's fees are not the fee year's
  await addCost(db.sql, {
    schoolId: ids[1]!,
    academicYear: '2024/2025',
    categoryCode: 'spp',
    amount: 300_000,
    frequency: 'Monthly',
    source: 'admin',
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-csv-'));
  storage = new LocalDiskStorage({ dir, signingSecret: 'rahasia-uji-ekspor-csv' });
});

afterAll(async () => {
  await db?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function exportOnce() {
  const count = await writeSchoolsCsv({ sql: db.sql, storage }, 'exports/uji.csv');
  const bytes = fs.readFileSync(path.join(dir, 'exports/uji.csv'));
  const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  return { count, bytes, records };
}

describe('the schools CSV', () => {
  it('is UTF-8 with a BOM, a header row and one record per school', async () => {
    const { count, bytes, records } = await exportOnce();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const header = bytes.subarray(3).toString('utf8').split('\r\n')[0];
    expect(header).toBe(SCHOOL_CSV_COLUMNS.map(([name]) => name).join(','));
    expect(count).toBe(3 + HOSTILE_NAMES.length);
    expect(records).toHaveLength(count);
    expect((await storage.head('exports/uji.csv'))?.contentType).toBe('text/csv; charset=utf-8');
  });

  it('carries NPSN, regions and the fees of the fee year only', async () => {
    const { records } = await exportOnce();
    const first = records.find((r) => r.ID === String(ids[0]))!;
    expect(first).toMatchObject({
      NPSN: '20212345',
      'Nama Sekolah': 'SD Ekspor 1',
      Jenjang: 'SD',
      Status: 'Negeri',
      Alamat: 'Jl. Merdeka No. 1, RT 01',
      Kecamatan: 'Sukasari',
      'Kota/Kabupaten': 'Kota Bandung',
      Provinsi: 'Jawa Barat',
      'Tahun Ajaran': '2025/2026',
      SPP: '450000',
      'Uang Pangkal': '6000000',
      'Biaya Pendaftaran': '',
      'Total Biaya Awal': '6450000',
      'Sumber Data Biaya': 'Admin, Data contoh',
    });
    const second = records.find((r) => r.ID === String(ids[1]))!;
    expect(second).toMatchObject({ 'Tahun Ajaran': '', SPP: '', 'Total Biaya Awal': '' });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { records } = await exportOnce();
    const names = records.map((r) => r['Nama Sekolah']!);
    for (const hostile of HOSTILE_NAMES) expect(names).toContain(`'${hostile}`);
    expect(names.filter((name) => /^[=+\-@\t\r]/.test(name))).toEqual([]);
  });
});
