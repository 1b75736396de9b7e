import { describe, expect, it } from 'vitest';
import { levelForForm, normaliseForm, statusForRegistry } from './forms';

describe('levelForForm', () => {
  it.each([
    ['SD', 'sd'],
    ['SDLB', 'sd'],
    ['MI', 'sd'],
    ['SMP', 'smp'],
    ['SMPLB', 'smp'],
    ['MTs', 'smp'],
    ['SMA', 'sma'],
    ['SMLB', 'sma'],
    ['MA', 'sma'],
    ['SMK', 'smk'],
    ['SLB', 'slb'],
    ['TK', 'tk'],
    ['KB', 'tk'],
    ['RA', 'tk'],
    ['TPA', 'tk'],
    ['SPS', 'tk'],
    ['PAUDQ', 'tk'],
    ['SPK SD', 'sd'],
    ['SPK SMP', 'smp'],
    ['SPK SMA', 'sma'],
    ['SPK TK', 'tk'],
    ['SPK KB', 'tk'],
  ])('%s -> %s', (form, level) => {
    expect(levelForForm(form)).toBe(level);
  });

  it('ignores case and spacing', () => {
    expect(levelForForm(' mts ')).toBe('smp');
    expect(levelForForm('spk   sma')).toBe('sma');
  });

  it('gives null for forms it does not know', () => {
    expect(levelForForm('PKBM')).toBeNull();
    expect(levelForForm('')).toBeNull();
    expect(levelForForm('SPK')).toBeNull();
  });
});

describe('normaliseForm', () => {
  it('keeps the registry form in its usual spelling', () => {
    expect(normaliseForm('MTs')).toBe('MTs');
    expect(normaliseForm('mts')).toBe('MTs');
    expect(normaliseForm('spk  sd')).toBe('SPK SD');
    expect(normaliseForm('SDLB')).toBe('SDLB');
  });
});

describe('statusForRegistry', () => {
  it('maps Negeri and Swasta, and leaves the rest unknown', () => {
    expect(statusForRegistry('Negeri')).toBe('public');
    expect(statusForRegistry('SWASTA')).toBe('private');
    expect(statusForRegistry('')).toBeNull();
    expect(statusForRegistry('lainnya')).toBeNull();
  });
});
