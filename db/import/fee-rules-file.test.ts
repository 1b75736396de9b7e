import { describe, expect, it } from 'vitest';
import {
  FEE_RULES_FILE,
  parseEffectiveFrom,
  parseFeeRule,
  parseProgrammeSchool,
  PROGRAMME_FILE,
} from './fee-rules-file';
import { DEFAULT_DATA_DIR, readAllCsvGz } from './source';

describe('the shipped fee rules file', () => {
  it('reads every row with an Indonesian title', async () => {
    const records = await readAllCsvGz(new URL(FEE_RULES_FILE, DEFAULT_DATA_DIR));
    const rules = records.map((record, i) => parseFeeRule(record, i + 2));
    expect(rules).toHaveLength(30);
    expect(rules[0]).toMatchObject({
      id: 'R01',
      scope: 'national',
      levels: ['SD', 'SMP', 'SDLB', 'SMPLB'],
      status: 'negeri',
      kind: 'no_fee',
      items: ['spp', 'uang_pangkal', 'daftar_ulang'],
      amount: 0,
      title: 'Permendikbud 44/2012 Pasal 9(1)',
      effectiveFrom: '2012-06-28',
      evidence: 'regulation_text',
    });
    const ntt = rules.find((rule) => rule.id === 'R25')!;
    expect(ntt).toMatchObject({ kind: 'capped_levy', amount: 100_000, amountKind: 'cap' });
    // a province's SLB rule covers its upper-secondary special schools too
    expect(ntt.forms).toEqual(['SMA', 'SMK', 'SLB', 'SMLB', 'SMALB']);
    for (const rule of rules) expect(rule.title).not.toMatch(/not found|replaced by|planned/);
  });

  it('ties every programme school to its rule', async () => {
    const records = await readAllCsvGz(new URL(PROGRAMME_FILE, DEFAULT_DATA_DIR));
    const schools = records.map((record, i) => parseProgrammeSchool(record, i + 2));
    expect(schools).toHaveLength(30);
    expect(new Set(schools.map((school) => school.ruleId))).toEqual(new Set(['R05']));
  });

  it('refuses a row it cannot read', () => {
    expect(() => parseFeeRule({ rule_id: 'R99', scope: 'galaxy' }, 2)).toThrow(/scope/);
    expect(() =>
      parseProgrammeSchool(
        { npsn: '123', programme: 'DKI Jakarta sekolah swasta gratis (uji coba)' },
        2,
      ),
    ).toThrow(/npsn/);
  });
});

describe('parseEffectiveFrom', () => {
  it('reads the first day in force from the free text', () => {
    expect(parseEffectiveFrom('2012-06-28 (signed)')).toBe('2012-06-28');
    expect(parseEffectiveFrom('2020-01')).toBe('2020-01-01');
    expect(parseEffectiveFrom('2017/2018')).toBe('2017-07-01');
    expect(parseEffectiveFrom('2025')).toBe('2025-01-01');
    expect(parseEffectiveFrom('2025-05-27 (ruling); implementation not yet')).toBe('2025-05-27');
    expect(parseEffectiveFrom('not in force')).toBeNull();
  });
});
