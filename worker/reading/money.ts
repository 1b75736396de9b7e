import { scaleOf } from '@core/rupiah-words';

// Finding rupiah amounts in a line of printed or OCR-read text. Only what is
// written as money counts: 'Rp' before a number, thousands grouped with dots
// ('22.500.000'), or a scale word after it ('8,5 juta', '450rb'). Phone and
// account numbers, NPSN, dates, times, years and percentages are none of these.

export interface MoneyMatch {
  value: number;
  /** index of the first and one past the last token of the amount */
  start: number;
  end: number;
  /** how it was written: with Rp, with a scale word, or bare grouped digits */
  kind: 'rp' | 'scaled' | 'grouped';
}

const RP = /^(?:rp|rp\.|rp:|ro|ro\.|bp|bp\.|idr|rp,|p|p\.)$/i;
const RP_GLUED = /^(?:rp|idr)\.?:?(?=[0-9])/i;
// digits as OCR reads them: O for 0, l or I for 1 inside a number
const fixDigits = (text: string) =>
  /[0-9]/.test(text)
    ? text.replace(/[Oo](?=[0-9.,]|$)/g, '0').replace(/[lI|](?=[0-9.,])/g, '1')
    : text;

/** '22.500.000', '22,500,000', '1.250.000,-', '150.000,00' -> value; else undefined */
function groupedValue(text: string): number | undefined {
  const clean = text.replace(/(?:,-+|\.-+|,00|-+)$/, '').replace(/[.,;:]$/, '');
  if (/^[0-9]{1,3}(?:\.[0-9]{3})+$/.test(clean)) return Number(clean.replace(/\./g, ''));
  if (/^[0-9]{1,3}(?:,[0-9]{3})+$/.test(clean)) return Number(clean.replace(/,/g, ''));
  return undefined;
}

/** '1,25' '22.5' '58' '450' -> number before a scale word */
function scaledBase(text: string): number | undefined {
  const clean = text.replace(/[:;]$/, '');
  if (!/^[0-9]{1,4}(?:[.,][0-9]{1,3})?$/.test(clean)) return undefined;
  return Number(clean.replace(',', '.'));
}

/** 'jt', 'juta', 'rb', 'ribu', also as OCR misreads 'jt' ('ji', 'jl', 'it') */
function scaleWord(text: string): number | undefined {
  const word = text
    .toLowerCase()
    .replace(/[.,;:]+$/, '')
    .replace(/\/.*$/, '');
  const exact = scaleOf(word);
  if (exact !== undefined && !/^(?:k|m|mil)$/.test(word)) return exact;
  if (/^(?:j[it1lf]|[il]t|jt\S?)$/.test(word)) return 1_000_000;
  return undefined;
}

/** A number glued to its scale word: '58jt', '450rb', '2,75jt/bln' */
function gluedScaled(text: string): number | undefined {
  const match = /^([0-9]{1,4}(?:[.,][0-9]{1,3})?)([a-z]+)(?:\/[a-z]+)?\.?$/i.exec(text);
  if (!match) return undefined;
  const scale = scaleWord(match[2]!);
  return scale === undefined ? undefined : Math.round(Number(match[1]!.replace(',', '.')) * scale);
}

const MIN_FEE = 1_000;
const MAX_FEE = 2_000_000_000;

/** Every amount written in these tokens, left to right. */
export function findMoney(rawTokens: readonly string[]): MoneyMatch[] {
  const tokens = rawTokens.map(fixDigits);
  const found: MoneyMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const start = i;
    let token = tokens[i]!;
    let rp = false;
    if (RP.test(token) && i + 1 < tokens.length) {
      rp = true;
      i += 1;
      token = tokens[i]!;
    } else if (RP_GLUED.test(token)) {
      rp = true;
      token = token.replace(RP_GLUED, '');
    }
    // '(Rp' '[Rp' and 'mulai Rp' are written before amounts too
    token = token.replace(/^[([]/, '');
    const next = tokens[i + 1];
    let match: MoneyMatch | undefined;
    const base = scaledBase(token);
    const scale = next !== undefined ? scaleWord(next) : undefined;
    if (base !== undefined && scale !== undefined) {
      match = { value: Math.round(base * scale), start, end: i + 2, kind: 'scaled' };
    } else if (gluedScaled(token) !== undefined) {
      match = { value: gluedScaled(token)!, start, end: i + 1, kind: 'scaled' };
    } else if (groupedValue(token.replace(/\/.*$/, '')) !== undefined) {
      const value = groupedValue(token.replace(/\/.*$/, ''))!;
      match = { value, start, end: i + 1, kind: rp ? 'rp' : 'grouped' };
    } else if (rp && /^[0-9]{4,10}(?:,-|,00)?$/.test(token)) {
      match = { value: Number(token.replace(/,.*$/, '')), start, end: i + 1, kind: 'rp' };
    }
    if (!match) {
      if (rp) i = start; // 'Rp' followed by no amount: look at the next token afresh
      continue;
    }
    if (match.kind === 'scaled' && rp) match.kind = 'rp';
    // '63%', '3 x' and a number glued to '%' are not fees
    if (/%$/.test(tokens[match.end - 1]!) || tokens[match.end] === '%') continue;
    if (match.value < MIN_FEE || match.value > MAX_FEE) continue;
    found.push(match);
    i = match.end - 1;
  }
  return found;
}
