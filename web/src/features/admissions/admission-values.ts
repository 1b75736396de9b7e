import type { Admission } from '@core/contracts/admissions';
import { formatNumber } from '@core/format';

// The admission form's fields as the inputs hold them (text), and where they start.

interface FormValues {
  academicYear: string;
  systemName: string;
  schedule: { kind: string; label: string; startsOn: string; endsOn: string }[];
  quotas: { track: string; seats: string; note: string }[];
  requirements: string;
  fees: { label: string; amount: string; note: string }[];
  sourceTitle: string;
  sourceUrl: string;
}

/** The form's start: a published year as it is, or a new year with one registration row. */
export function formValuesOf(academicYear: string, published: Admission | undefined): FormValues {
  if (!published)
    return {
      academicYear,
      systemName: 'SPMB',
      schedule: [{ kind: 'registration', label: '', startsOn: '', endsOn: '' }],
      quotas: [],
      requirements: '',
      fees: [],
      sourceTitle: '',
      sourceUrl: '',
    };
  return {
    academicYear,
    systemName: published.systemName,
    schedule: published.schedule.map((entry) => ({ ...entry, label: entry.label ?? '' })),
    quotas: published.quotas.map((quota) => ({
      track: quota.track,
      seats: String(quota.seats),
      note: quota.note ?? '',
    })),
    requirements: published.requirements ?? '',
    fees: published.fees.map((fee) => ({
      label: fee.label,
      amount: formatNumber(fee.amount),
      note: fee.note ?? '',
    })),
    sourceTitle: published.source.title,
    sourceUrl: published.source.url ?? '',
  };
}
