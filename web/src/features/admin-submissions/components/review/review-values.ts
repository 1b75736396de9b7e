import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AdminSchool } from '@core/contracts/admin-costs';
import {
  APPROVE_CATEGORY_REQUIRED,
  approveSubmissionSchema,
  type ApproveSubmissionInput,
} from '@core/contracts/submission-review';
import { initialCost, type Frequency } from '@core/fees';
import { parseRupiah } from '@core/rupiah';
import { formatNumber } from '@core/format';
import type { SchoolSubmission } from '@core/contracts/submissions';
import type { LineSource } from '../source-marks/source-marks';

// The transcription form's values as people edit them, and their translation
// into the approve call. Validation is the server's own schema, its issues
// placed back on the fields that caused them.

/** The category choice meaning 'a new school-specific category, named below'. */
export const NEW_CATEGORY = 'new';

export interface LineValues {
  /** 'g:{id}' a global category, 's:{name}' one of the school's own, NEW_CATEGORY, or '' */
  category: string;
  /** the name of a new school-specific category */
  newCategory: string;
  /** as typed: '1.250.000' */
  amount: string;
  frequency: Frequency;
  notes: string;
  /** where the line was read (issue 21): drawn over the file; not sent */
  source?: LineSource | null;
}

export interface ReviewValues {
  school: AdminSchool | null;
  academicYearId: string;
  lines: LineValues[];
}

export const emptyLine = (): LineValues => ({
  category: '',
  newCategory: '',
  amount: '',
  frequency: 'One-Time',
  notes: '',
  source: null,
});

function categoryOf(line: LineValues) {
  if (line.category.startsWith('g:')) return { globalCategoryId: line.category.slice(2) };
  if (line.category.startsWith('s:')) return { schoolCategoryName: line.category.slice(2) };
  if (line.category === NEW_CATEGORY) return { schoolCategoryName: line.newCategory };
  return {};
}

/** The body of POST /api/school-submissions/{id}/approve, before validation. */
export function approvePayload(values: ReviewValues) {
  return {
    schoolId: values.school?.id,
    academicYearId: values.academicYearId,
    items: values.lines.map((line) => ({
      ...categoryOf(line),
      amount: line.amount,
      frequency: line.frequency,
      notes: line.notes,
    })),
  };
}

/** Where an issue of the approve schema belongs in the form. */
function fieldOf(path: PropertyKey[], values: ReviewValues): string {
  const [head, index, name] = path.map(String);
  if (head === 'schoolId') return 'school';
  if (head === 'academicYearId') return 'academicYearId';
  if (head !== 'items') return 'root';
  if (index === undefined) return 'lines.root';
  const line = values.lines[Number(index)];
  if (name === 'schoolCategoryName') return `lines.${index}.newCategory`;
  if (name === 'globalCategoryId')
    return line?.category === NEW_CATEGORY
      ? `lines.${index}.newCategory`
      : `lines.${index}.category`;
  return `lines.${index}.${name ?? 'category'}`;
}

/** react-hook-form resolver: the server's schema, with its Indonesian messages on the right fields. */
export const reviewResolver: Resolver<ReviewValues, unknown, ApproveSubmissionInput> = (
  values,
  _context,
  options,
) => {
  const parsed = approveSubmissionSchema.safeParse(approvePayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const flat: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path, values);
    flat[field] ??= { type: 'validate', message: issue.message };
  }
  // the schema checks a line's category only once its other fields parse:
  // say it at once, so every problem of the form shows in one go
  values.lines.forEach((line, index) => {
    const missing =
      line.category === '' || (line.category === NEW_CATEGORY && line.newCategory.trim() === '');
    if (!missing) return;
    const field = `lines.${index}.${line.category === NEW_CATEGORY ? 'newCategory' : 'category'}`;
    flat[field] ??= { type: 'validate', message: APPROVE_CATEGORY_REQUIRED };
  });
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** 'Total Biaya Awal' of the lines typed so far (variants of one category count once). */
export function previewTotal(lines: readonly LineValues[]): number {
  return initialCost(
    lines.flatMap((line) => {
      const amount = parseRupiah(line.amount);
      if (!amount.ok) return [];
      const key = line.category === NEW_CATEGORY ? `n:${line.newCategory}` : line.category || null;
      return [{ amount: amount.value, frequency: line.frequency, categoryKey: key }];
    }),
  );
}

/**
 * The lines a contribution proposes (issue 21): what the parent typed or
 * checked, else what the worker read from its files, as the form's values.
 * A known category code becomes that global category (the label goes to the
 * notes); otherwise the label names a new school category.
 */
export function proposedLines(
  submission: Pick<SchoolSubmission, 'lines' | 'readings'> & {
    files?: Pick<SchoolSubmission['files'][number], 'index' | 'uploadId'>[];
  },
  globals: readonly { id: number; code: string }[],
): LineValues[] {
  const fileOf = (uploadId: string | null) =>
    submission.files?.find((file) => file.uploadId === uploadId)?.index;
  const placed = (fileIndex: number | undefined, line: { page: number | null; box: unknown }) =>
    fileIndex !== undefined && line.page !== null && line.box
      ? { fileIndex, page: line.page, box: line.box as LineSource['box'] }
      : null;
  const source = submission.lines.length
    ? submission.lines.map((line) => ({
        ...line,
        variant: line.notes,
        source: placed(fileOf(line.uploadId), line),
      }))
    : submission.readings.flatMap((reading) =>
        reading.status === 'done'
          ? reading.lines.map((line) => ({ ...line, source: placed(reading.index, line) }))
          : [],
      );
  return source.map((line) => {
    const global = line.category ? globals.find((g) => g.code === line.category) : undefined;
    const frequency = (line.frequency as Frequency) ?? 'One-Time';
    return {
      category: global ? `g:${global.id}` : line.label ? NEW_CATEGORY : '',
      newCategory: global ? '' : line.label,
      amount: formatNumber(line.amount),
      frequency,
      notes: [global ? line.label : '', line.variant ?? ''].filter(Boolean).join(' · '),
      source: line.source,
    };
  });
}
