import type { ReadLine } from '@core/contracts/readings';
import type { SubmissionLine } from '@core/contracts/contribution-lines';
import { FREQUENCIES, type Frequency } from '@core/fees';
import { formatNumber } from '@core/format';
import { parseRupiahWords } from '@core/rupiah-words';

// The contribute form's fee lines as the parent edits them (issue 21).

export interface FeeLineValues {
  key: string;
  label: string;
  /** as typed: '1.250.000', 'Rp 1,25 jt' */
  amount: string;
  frequency: Frequency;
  /** 'gelombang 1', 'putri' */
  notes: string;
  category: string | null;
  origin: 'typed' | 'read' | 'corrected';
  uploadId: string | null;
  page: number | null;
  box: ReadLine['box'] | null;
}

let counter = 0;
const nextKey = () => `line-${(counter += 1)}`;

export const typedLine = (): FeeLineValues => ({
  key: nextKey(),
  label: '',
  amount: '',
  frequency: 'One-Time',
  notes: '',
  category: null,
  origin: 'typed',
  uploadId: null,
  page: null,
  box: null,
});

export const readLine = (uploadId: string, line: ReadLine): FeeLineValues => ({
  key: nextKey(),
  label: line.label,
  amount: formatNumber(line.amount),
  frequency: line.frequency,
  notes: line.variant ?? '',
  category: line.category,
  origin: 'read',
  uploadId,
  page: line.page,
  box: line.box,
});

/** A line already sent (a rejected contribution being corrected). */
export const sentLine = (line: SubmissionLine): FeeLineValues => ({
  key: nextKey(),
  label: line.label,
  amount: formatNumber(line.amount),
  frequency: (FREQUENCIES as readonly string[]).includes(line.frequency)
    ? (line.frequency as Frequency)
    : 'One-Time',
  notes: line.notes ?? '',
  category: line.category,
  origin: line.origin,
  uploadId: line.uploadId,
  page: line.page,
  box: line.box,
});

const LINE_LABEL_MISSING = 'Nama biaya wajib diisi';

/** The message of each line that cannot be sent, by key. */
export function lineProblems(lines: readonly FeeLineValues[]): Map<string, string> {
  const problems = new Map<string, string>();
  for (const line of lines) {
    if (line.label.trim() === '') problems.set(line.key, LINE_LABEL_MISSING);
    else {
      const amount = parseRupiahWords(line.amount);
      if (!amount.ok) problems.set(line.key, amount.error);
    }
  }
  return problems;
}

/** The lines as POST /api/school-submissions takes them (empty rows left out). */
export function linesPayload(lines: readonly FeeLineValues[]) {
  return lines
    .filter((line) => line.label.trim() !== '' || line.amount.trim() !== '')
    .map(({ key: _key, ...line }) => line);
}
