import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    '+62 812-3456-7890',
    '0812 3456 7890',
    '081234567890',
    '6281234567890',
    '+6281234567890',
    '(0812) 3456-7890',
    '62 812 3456 7890',
  ])('stores %s as +6281234567890', (written) => {
    expect(normalizePhone(written)).toBe('+6281234567890');
  });

  it('reads a Jakarta landline in its common forms', () => {
    expect(normalizePhone('(021) 5555-1234')).toBe('+622155551234');
    expect(normalizePhone('+62 21 5555 1234')).toBe('+622155551234');
  });

  it('keeps the digits of a number it cannot read', () => {
    expect(normalizePhone('0000 0000 00')).toBe('0000000000');
  });
});
