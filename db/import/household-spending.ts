import type { Tx } from '@db/client';
import { readAllCsvGz } from './source';
import { upsertRows, type TableCounts } from './upsert';

// BPS household spending on education (db/data/household_education_spending.csv.gz):
// context for a school whose own fees are unknown, never a school's fee.

const HOUSEHOLD_SPENDING_FILE = 'household_education_spending.csv.gz';

/** Level groups as BPS publishes them. */
const LEVEL_GROUPS = new Set(['SD', 'SMP', 'SMA;SMK']);
const STATUSES = new Set(['all', 'negeri', 'swasta']);
const SETTINGS = new Set(['', 'urban', 'rural']);

interface HouseholdSpendingRecord {
  key: string;
  academicYear: string;
  /** 'ID' for the nation, else the province code */
  areaCode: string;
  areaName: string;
  setting: '' | 'urban' | 'rural';
  levels: string;
  schoolStatus: 'all' | 'negeri' | 'swasta';
  amount: number;
  publication: string;
  reportedBy: string;
}

/** One record per row, checked; a row that cannot be read stops the import (the file is ours). */
function householdSpendingRecords(
  rows: readonly Record<string, string>[],
): HouseholdSpendingRecord[] {
  return rows.map((row, index) => {
    const fail = (what: string): never => {
      throw new Error(`${HOUSEHOLD_SPENDING_FILE} line ${index + 2}: ${what}`);
    };
    const academicYear = (row.academic_year ?? '').trim();
    if (!/^[0-9]{4}\/[0-9]{4}$/.test(academicYear)) fail(`bad academic year '${academicYear}'`);
    const scope = (row.scope ?? '').trim();
    const province = (row.province_code ?? '').trim();
    if (scope === 'province' && !/^[0-9]{2}$/.test(province)) fail(`bad province '${province}'`);
    if (scope !== 'province' && scope !== 'national') fail(`bad scope '${scope}'`);
    const setting = (row.setting ?? '').trim();
    const levels = (row.levels ?? '').trim();
    const schoolStatus = (row.school_status ?? '').trim();
    if (!SETTINGS.has(setting)) fail(`bad setting '${setting}'`);
    if (!LEVEL_GROUPS.has(levels)) fail(`bad levels '${levels}'`);
    if (!STATUSES.has(schoolStatus)) fail(`bad school status '${schoolStatus}'`);
    const amount = Number(row.avg_per_pupil_per_year_idr);
    if (!Number.isSafeInteger(amount) || amount <= 0)
      fail(`bad amount '${row.avg_per_pupil_per_year_idr}'`);
    const areaCode = scope === 'province' ? province : 'ID';
    return {
      key: [academicYear, areaCode, setting, levels, schoolStatus].join('|'),
      academicYear,
      areaCode,
      areaName: (row.area ?? '').trim(),
      setting: setting as HouseholdSpendingRecord['setting'],
      levels,
      schoolStatus: schoolStatus as HouseholdSpendingRecord['schoolStatus'],
      amount,
      publication: (row.publication ?? '').trim(),
      reportedBy: (row.reported_by ?? '').trim(),
    };
  });
}

/** Loads the file: new rows inserted, changed ones updated, the rest not written at all. */
export async function upsertHouseholdSpending(tx: Tx, dataDir: URL): Promise<TableCounts> {
  const records = householdSpendingRecords(
    await readAllCsvGz(new URL(HOUSEHOLD_SPENDING_FILE, dataDir)),
  );
  return upsertRows(
    tx,
    {
      table: 'household_education_spending',
      key: 'key',
      columns: {
        key: 'text',
        academic_year: 'text',
        area_code: 'text',
        area_name: 'text',
        setting: 'text',
        levels: 'text',
        school_status: 'text',
        amount: 'bigint',
        publication: 'text',
        reported_by: 'text',
      },
    },
    records.map((r) => [
      r.key,
      r.academicYear,
      r.areaCode,
      r.areaName,
      r.setting,
      r.levels,
      r.schoolStatus,
      r.amount,
      r.publication,
      r.reportedBy,
    ]),
  );
}
