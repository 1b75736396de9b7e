/**
 * Links the registry's free-text kelurahan/desa names to official village
 * codes. Names are compared in a normal form that ignores case, spacing,
 * punctuation, 'Kelurahan'/'Desa' prefixes, and writes numbers as words, since
 * Kemendagri spells out 'Dua-puluh Ilir Satu' where schools write '20 Ilir I'.
 */

const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];

/** 1..999 as Indonesian words ('sebelas', 'dua puluh satu', 'seratus lima'). */
export function numberToWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) return String(value);
  if (value === 0) return 'nol';
  if (value < 10) return UNITS[value]!;
  if (value === 10) return 'sepuluh';
  if (value === 11) return 'sebelas';
  if (value < 20) return `${UNITS[value - 10]} belas`;
  if (value < 100) {
    const tens = Math.floor(value / 10);
    const rest = value % 10;
    return `${UNITS[tens]} puluh${rest ? ` ${UNITS[rest]}` : ''}`;
  }
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const head = hundreds === 1 ? 'seratus' : `${UNITS[hundreds]} ratus`;
  return rest ? `${head} ${numberToWords(rest)}` : head;
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

function romanToNumber(token: string): number | null {
  if (!/^(x{0,3})(ix|iv|v?i{0,3})$/.test(token) || token === '') return null;
  let total = 0;
  for (let index = 0; index < token.length; index += 1) {
    const current = ROMAN_VALUES[token[index]!]!;
    const next = ROMAN_VALUES[token[index + 1] ?? ''] ?? 0;
    total += current < next ? -current : current;
  }
  return total;
}

const PREFIX = /^(kelurahan|kel\.?|desa|ds\.?)\s+/;
const WORD_ALIASES: Record<string, string> = { sei: 'sungai', kp: 'kampung' };

export function normaliseVillageName(name: string): string {
  const tokens = name
    .toLowerCase()
    .trim()
    .replace(PREFIX, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return tokens
    .map((token, index) => {
      if (/^\d+$/.test(token)) return numberToWords(Number(token));
      // a lone 'i' or 'v' as the first word is a name, not a numeral
      const roman = index > 0 ? romanToNumber(token) : null;
      if (roman !== null) return numberToWords(roman);
      return WORD_ALIASES[token] ?? token;
    })
    .join('')
    .replace(/[^a-z0-9]/g, '');
}

export interface VillageRef {
  code: string;
  districtCode: string;
  name: string;
}

/** Village code by (district code, normalised name); ambiguous names map to nothing. */
export class VillageIndex {
  private readonly byKey = new Map<string, string | null>();

  constructor(villages: Iterable<VillageRef>) {
    for (const village of villages) {
      const key = `${village.districtCode}|${normaliseVillageName(village.name)}`;
      this.byKey.set(key, this.byKey.has(key) ? null : village.code);
    }
  }

  find(districtCode: string | null, villageName: string | null): string | null {
    if (!districtCode || !villageName) return null;
    const normal = normaliseVillageName(villageName);
    if (normal === '') return null;
    return this.byKey.get(`${districtCode}|${normal}`) ?? null;
  }
}
