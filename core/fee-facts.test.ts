import { describe, expect, it } from 'vitest';
import { factLines, feeBasis, resolveYearFacts, rulesFixFees } from './fee-facts';
import { fixesFees, formsOfLevels, ruleApplies, ruleItemOfLine, type FeeRule } from './fee-rules';
import { effectiveLabel, ruleExplanation } from './fee-rule-texts';

const rule = (overrides: Partial<FeeRule>): FeeRule => ({
  id: 'R01',
  scope: 'national',
  provinceCode: null,
  levels: ['SD', 'SMP', 'SDLB', 'SMPLB'],
  status: 'negeri',
  kind: 'no_fee',
  items: ['spp', 'uang_pangkal', 'daftar_ulang'],
  amount: 0,
  amountKind: 'zero',
  title: 'Permendikbud 44/2012 Pasal 9(1)',
  instrument: 'Permendikbud 44/2012 Pasal 9(1), Pasal 12',
  effectiveFrom: '2012-06-28',
  effectiveText: '2012-06-28 (signed)',
  evidence: 'regulation_text',
  sources: 'a.example ; b.example',
  explanation: null,
  ...overrides,
});

const R01 = rule({});
const R03 = rule({
  id: 'R03',
  levels: ['all'],
  status: 'all',
  kind: 'no_admission_levy',
  items: ['uang_pangkal', 'daftar_ulang'],
  title: 'Permendikdasmen 3/2025 Pasal 33(3)(f)',
  effectiveFrom: '2025-01-01',
  evidence: 'news_citing_instrument',
});
const NTT = rule({
  id: 'R25',
  scope: 'province',
  provinceCode: '53',
  levels: ['SMA', 'SMK', 'SLB'],
  kind: 'capped_levy',
  items: ['komite'],
  amount: 100_000,
  amountKind: 'cap',
  effectiveFrom: '2025-10-27',
  evidence: 'news_programme',
});

const line = (
  label: string,
  amount: number,
  categoryCode: string | null,
  frequency = 'Monthly',
) => ({
  label,
  amount,
  categoryCode,
  frequency: frequency as 'Monthly' | 'One-Time' | 'Yearly',
});

const sdNegeri = { provinceCode: '32', form: 'SD', status: 'public' as const, npsn: '20200001' };

describe('ruleApplies', () => {
  it('matches scope, registry form and registry status, never the name', () => {
    expect(ruleApplies(R01, sdNegeri)).toBe(true);
    expect(ruleApplies(R01, { ...sdNegeri, status: 'private' })).toBe(false);
    // a private school named '… Negeri' has status private: no negeri rule
    expect(ruleApplies(R01, { ...sdNegeri, status: null })).toBe(false);
    expect(ruleApplies(R01, { ...sdNegeri, form: 'MI' })).toBe(false);
    expect(ruleApplies(NTT, { ...sdNegeri, form: 'SMA', provinceCode: '53' })).toBe(true);
    expect(ruleApplies(NTT, { ...sdNegeri, form: 'SMLB', provinceCode: '53' })).toBe(true);
    expect(ruleApplies(NTT, { ...sdNegeri, form: 'SMA', provinceCode: '52' })).toBe(false);
  });

  it('covers exactly the forms formsOfLevels lists for its levels', () => {
    const levelSets = [
      ['all'],
      ['SD'],
      ['SLB'],
      ['SD', 'SLB'],
      ['SMA', 'SMK', 'SLB'],
      ['MI', 'all'],
    ];
    const forms = ['SD', 'MI', 'SDLB', 'SLB', 'SMLB', 'SMALB', 'SMA', 'SMK', 'TK', 'KB'];
    for (const levels of levelSets)
      for (const form of forms) {
        const listed = formsOfLevels(levels);
        expect(
          ruleApplies(rule({ levels, status: 'all' }), { ...sdNegeri, form }),
          `${levels.join('+')} / ${form}`,
        ).toBe(listed.includes('all') || listed.includes(form));
      }
  });

  it('limits a rule with listed schools to those NPSNs', () => {
    const programme = rule({ status: 'swasta', levels: ['all'] });
    const school = { ...sdNegeri, status: 'private' as const };
    expect(ruleApplies(programme, school, new Set(['20200001']))).toBe(true);
    expect(ruleApplies(programme, school, new Set(['20200002']))).toBe(false);
  });
});

describe('resolveYearFacts', () => {
  const sd = { year: '2025/2026', status: 'public' as const };

  it('gives the rule line, labelled regulation, for items the school states nothing about', () => {
    const facts = resolveYearFacts([], [R01, R03], sd);
    expect(facts.ruleLines.map((l) => [l.item, l.amount, l.source, l.rule.id])).toEqual([
      ['spp', 0, 'regulation', 'R01'],
      ['uang_pangkal', 0, 'regulation', 'R01'],
      ['daftar_ulang', 0, 'regulation', 'R01'],
    ]);
    expect(facts.conflicts).toEqual([]);
  });

  it("lets the school's own line beat the rule for the same item", () => {
    const own = [line('SPP', 0, 'spp'), line('Seragam', 450_000, 'seragam', 'One-Time')];
    const facts = resolveYearFacts(own, [R01], sd);
    expect(facts.ruleLines.map((l) => l.item)).toEqual(['uang_pangkal', 'daftar_ulang']);
    expect(factLines(facts)).toHaveLength(4);
  });

  it('never turns an item the rule does not name into Rp0', () => {
    const facts = resolveYearFacts([], [R01], sd);
    const items = facts.ruleLines.map((l) => l.categoryCode);
    for (const unnamed of ['seragam', 'buku', 'komite', 'kbm'])
      expect(items).not.toContain(unnamed);
    // voluntary sumbangan is explained, not zeroed
    expect(facts.notes.map((n) => n.text).join(' ')).toMatch(/Sumbangan sukarela/);
  });

  it('shows a school line that contradicts a no-fee rule with the rule beside it', () => {
    const facts = resolveYearFacts([line('SPP', 150_000, 'spp')], [R01], sd);
    expect(facts.conflicts).toHaveLength(1);
    expect(facts.conflicts[0]).toMatchObject({ item: 'spp', lineIndex: 0 });
    expect(facts.conflicts[0]!.text).toContain('Permendikbud 44/2012');
  });

  it('explains rules that leave fees open instead of stating a fee', () => {
    const facts = resolveYearFacts([], [NTT], { year: '2025/2026', status: 'public' });
    expect(facts.ruleLines).toEqual([]);
    expect(facts.notes[0]!.text).toBe(
      'Iuran komite dapat dikenakan, paling banyak Rp 100.000/bulan.',
    );
  });

  it('keeps a rule for every status from fixing private schools’ fees', () => {
    expect(fixesFees(R03, 'public')).toBe(true);
    expect(fixesFees(R03, 'private')).toBe(false);
    const facts = resolveYearFacts([], [R03], { year: '2025/2026', status: 'private' });
    expect(facts.ruleLines).toEqual([]);
    expect(facts.notes[0]!.text).toMatch(/penerapannya belum dapat dipastikan/);
  });

  it('adds no rule line to a year of demo fees', () => {
    const demo = [{ ...line('SPP', 450_000, 'spp'), source: 'sample' }];
    const facts = resolveYearFacts(demo, [R01], sd);
    expect(facts.ruleLines).toEqual([]);
    expect(facts.conflicts).toEqual([]);
  });

  it('never fixes a fee on weak evidence', () => {
    const weak = rule({ evidence: 'weak' });
    expect(resolveYearFacts([], [weak], sd).ruleLines).toEqual([]);
    expect(ruleExplanation(weak)).toMatch(/buktinya lemah/);
  });

  it('speaks of a year only once the rule is in force', () => {
    expect(rulesFixFees([R03], { year: '2024/2025', status: 'public' })).toBe(true);
    expect(rulesFixFees([R03], { year: '2023/2024', status: 'public' })).toBe(false);
    expect(rulesFixFees([NTT], sd)).toBe(false);
  });

  it('prefers the rule with the stronger evidence for an item two rules fix', () => {
    const facts = resolveYearFacts([], [R03, R01], sd);
    expect(facts.ruleLines.find((l) => l.item === 'uang_pangkal')!.rule.id).toBe('R01');
  });
});

describe('fee facts helpers', () => {
  it('reads the rule item of a school’s own category', () => {
    expect(ruleItemOfLine(line('SPP bulan Juli', 1, null))).toBe('spp');
    expect(ruleItemOfLine(line('Komite Sekolah', 1, null))).toBe('komite');
    expect(ruleItemOfLine(line('Dana Pengembangan', 1, null, 'One-Time'))).toBe('uang_pangkal');
    expect(ruleItemOfLine(line('Buku', 1, 'buku'))).toBeNull();
  });

  it('says what is known', () => {
    expect(feeBasis(2, 3)).toBe('own');
    expect(feeBasis(0, 3)).toBe('rule');
    expect(feeBasis(0, 0)).toBe('none');
  });

  it('states the date as precisely as the source did', () => {
    expect(effectiveLabel(R01)).toBe('Berlaku sejak 28 Juni 2012');
    expect(effectiveLabel({ effectiveFrom: '2020-01-01', effectiveText: '2020-01' })).toBe(
      'Berlaku sejak Januari 2020',
    );
    expect(effectiveLabel({ effectiveFrom: '2017-07-01', effectiveText: '2017/2018' })).toBe(
      'Berlaku sejak tahun ajaran 2017/2018',
    );
    expect(effectiveLabel({ effectiveFrom: '2025-01-01', effectiveText: '2025' })).toBe(
      'Berlaku sejak 2025',
    );
    expect(effectiveLabel({ effectiveFrom: null, effectiveText: 'not in force' })).toBeNull();
  });
});
