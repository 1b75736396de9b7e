import { describe, expect, it } from 'vitest';
import { phoneHref, phoneLabel } from './school-profile';

describe('phoneLabel', () => {
  it('reads a stored Indonesian number with its trunk 0', () => {
    expect(phoneLabel('+6281234567890')).toBe('081234567890');
    expect(phoneLabel('+622176543210')).toBe('02176543210');
  });
  it('leaves a number it cannot read as stored', () => {
    expect(phoneLabel('+6012345678')).toBe('+6012345678');
    expect(phoneLabel('12345678')).toBe('12345678');
  });
  it('dials the stored number', () => {
    expect(phoneHref('+622176543210')).toBe('tel:+622176543210');
  });
});
