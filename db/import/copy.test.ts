import { describe, expect, it } from 'vitest';
import { copyField } from './copy';

describe('copyField', () => {
  it('writes NULL for missing values', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
  });

  it('escapes the characters COPY text format uses as delimiters', () => {
    expect(copyField('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
  });

  it('writes numbers and arrays as PostgreSQL literals', () => {
    expect(copyField(-6.9147)).toBe('-6.9147');
    expect(copyField(['jendela_2019', 'dapo "2024"'])).toBe(
      '{"jendela_2019","dapo \\\\"2024\\\\""}',
    );
  });
});
