import { Plus, ScanText, Trash2 } from 'lucide-react';
import { FREQUENCY_LABELS, type Frequency } from '@core/fees';
import { formatRupiah } from '@core/format';
import { parseRupiahWords } from '@core/rupiah-words';
import { Button } from '@web/components/ui/button';
import { typedLine as blank, type FeeLineValues } from '../fee-line-values';

const FREQUENCY_CHOICES: Frequency[] = ['One-Time', 'Monthly', 'Yearly', 'Semester'];

/** 'Rp 1.300.000' for an amount typed in words ('1,3 jt'); null when typed as digits or unreadable. */
function readBack(typed: string): string | null {
  if (/^\s*(rp\.?\s*)?[\d.]+\s*$/i.test(typed)) return null;
  const parsed = parseRupiahWords(typed);
  return parsed.ok && parsed.value > 0 ? formatRupiah(parsed.value) : null;
}

const READ_BANNER = 'Kami membaca brosur Anda: periksa dan perbaiki';

/**
 * 'Rincian Biaya': the fee lines the parent knows (issue 21), typed or read
 * from their brochure. A line read and then edited is marked corrected.
 */
export function FeeLinesField({
  lines,
  problems,
  readCount,
  notices,
  onChange,
}: {
  lines: FeeLineValues[];
  problems: Map<string, string>;
  /** lines the worker read from the files */
  readCount: number;
  /** what the reader says about files it is reading or could not read */
  notices: { uploadId: string; name: string; text: string; busy: boolean }[];
  onChange: (lines: FeeLineValues[]) => void;
}) {
  const update = (key: string, patch: Partial<FeeLineValues>) =>
    onChange(
      lines.map((line) =>
        line.key === key
          ? { ...line, ...patch, origin: line.origin === 'typed' ? 'typed' : 'corrected' }
          : line,
      ),
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Rincian Biaya (opsional)</legend>
      <p className="text-sm text-slate-600">
        Ketik biaya yang Anda ketahui, misalnya SPP 1.250.000 per bulan atau uang pangkal Rp 1,25
        jt. Bila Anda mengunggah brosur, kami membacanya dan mengisi baris di bawah ini.
      </p>
      {readCount > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm font-medium text-slate-900"
        >
          <ScanText className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {READ_BANNER}
        </p>
      )}
      {notices.map((notice) => (
        <p
          key={notice.uploadId}
          role="status"
          className="rounded-md bg-slate-50 p-3 text-sm text-slate-700"
        >
          <span className="font-medium">{notice.name}:</span> {notice.text}
        </p>
      ))}
      <ul className="grid gap-3" aria-label="Baris biaya">
        {lines.map((line, index) => {
          const problem = problems.get(line.key);
          const id = `fee-line-${line.key}`;
          return (
            <li
              key={line.key}
              className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_9rem_8rem_auto]"
            >
              <label className="grid gap-1 text-xs text-slate-600">
                Nama biaya
                <input
                  id={`${id}-label`}
                  value={line.label}
                  onChange={(event) => update(line.key, { label: event.target.value })}
                  placeholder="Contoh: SPP"
                  aria-invalid={problem === undefined ? undefined : true}
                  className="h-11 rounded-md border border-slate-300 px-3 text-sm text-slate-900"
                />
              </label>
              <label className="grid gap-1 text-xs text-slate-600">
                Jumlah (Rp)
                <input
                  id={`${id}-amount`}
                  value={line.amount}
                  inputMode="decimal"
                  onChange={(event) => update(line.key, { amount: event.target.value })}
                  placeholder="1.250.000"
                  aria-invalid={problem === undefined ? undefined : true}
                  className="h-11 rounded-md border border-slate-300 px-3 text-sm text-slate-900 tabular-nums"
                />
                {readBack(line.amount) && (
                  <span className="text-xs text-slate-600 tabular-nums" aria-live="polite">
                    Terbaca: {readBack(line.amount)}
                  </span>
                )}
              </label>
              <label className="grid gap-1 text-xs text-slate-600">
                Frekuensi
                <select
                  value={line.frequency}
                  onChange={(event) =>
                    update(line.key, { frequency: event.target.value as Frequency })
                  }
                  className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
                >
                  {FREQUENCY_CHOICES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {FREQUENCY_LABELS[frequency]}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-end sm:self-end sm:justify-self-auto"
                aria-label={`Hapus baris ${index + 1}`}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                <Trash2 aria-hidden="true" />
                <span className="sm:sr-only">Hapus</span>
              </Button>
              <label className="grid gap-1 text-xs text-slate-600 sm:col-span-4">
                Keterangan (opsional)
                <input
                  value={line.notes}
                  onChange={(event) => update(line.key, { notes: event.target.value })}
                  placeholder="Contoh: gelombang 1, putri"
                  className="h-11 rounded-md border border-slate-300 px-3 text-sm text-slate-900"
                />
              </label>
              {line.origin !== 'typed' && (
                <p className="text-xs text-slate-500 sm:col-span-4">
                  {line.origin === 'read'
                    ? 'Terbaca dari brosur'
                    : 'Terbaca dari brosur, diperbaiki'}
                  {line.page ? ` · halaman ${line.page}` : ''}
                </p>
              )}
              {problem && (
                <p role="alert" className="text-sm text-red-700 sm:col-span-4">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {notices.some((notice) => notice.busy) && (
        <p className="text-sm text-slate-600">Sedang membaca brosur…</p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...lines, blank()])}
      >
        <Plus aria-hidden="true" />
        Tambah Baris Biaya
      </Button>
    </fieldset>
  );
}
