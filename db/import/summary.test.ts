import { describe, expect, it } from 'vitest';
import type { ImportSummary } from './run';
import { formatSummary } from './summary';

const counts = (read: number, inserted = 0, updated = 0) => ({
  read,
  inserted,
  updated,
  unchanged: read - inserted - updated,
});

const summary: ImportSummary = {
  tables: {
    provinces: counts(38),
    cities: counts(514),
    districts: counts(7285),
    subdistricts: counts(83762),
    schools: counts(221783, 2, 3),
    publishedFees: {
      ...counts(69, 69),
      deleted: 0,
      skippedNoNpsn: 46,
      skippedUnknownSchool: 0,
      keptAdminChanges: 0,
      sampleReplaced: 24,
      academicYearsCreated: 2,
    },
    costItems: { ...counts(88540, 10), deleted: 4, schools: 8965 },
  },
  skippedSchools: { unknown_form: 2 },
  schoolsLinkedToVillage: 8479,
  rebuildRequested: true,
  seconds: 25.25,
  rowsRead: 401922,
  rowsPerSecond: 15918,
};

describe('formatSummary', () => {
  const text = formatSummary(summary);

  it('prints one line per table with read, inserted, updated and unchanged', () => {
    expect(text).toMatch(/^schools\s+221,783\s+2\s+3\s+221,778$/m);
    expect(text).toMatch(/^costItems\s+88,540\s+10\s+0\s+88,530\s+\(4 deleted\)$/m);
  });

  it('reports skipped rows, the index rebuild and the throughput', () => {
    expect(text).toContain('skipped schools: unknown_form 2');
    expect(text).toMatch(/^publishedFees\s+69\s+69\s+0\s+0$/m);
    expect(text).toContain(
      'published fees: 46 rows without an NPSN left out, 24 sample items replaced, 2 academic years created',
    );
    expect(text).toContain('search index rebuild requested');
    expect(text).toContain('401,922 rows in 25.3 s (15,918 rows/s)');
  });

  it('leaves out tables that were not imported', () => {
    const withoutFees = formatSummary({
      ...summary,
      tables: { ...summary.tables, costItems: null },
    });
    expect(withoutFees).not.toContain('costItems');
  });
});
