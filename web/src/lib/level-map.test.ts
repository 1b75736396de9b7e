import { describe, expect, it } from 'vitest';
import { schoolLevelOf } from './level-map';

describe('schoolLevelOf', () => {
  it('maps contribute and request levels onto the registry', () => {
    expect(schoolLevelOf('SMP/Sederajat')).toBe('smp');
    expect(schoolLevelOf('SMA/SMK')).toBe('sma');
    expect(schoolLevelOf('Playgroup')).toBe('tk');
    expect(schoolLevelOf(' SMK ')).toBe('smk');
    expect(schoolLevelOf('kuliah')).toBeNull();
  });
});
