import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { SearchField } from '@web/components/ui/search-input';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { adminSchoolsQuery } from '@web/lib/admin-schools';
import { cn } from '@web/lib/cn';

export function schoolLine(school: AdminSchool): string {
  return [
    EDUCATION_LEVEL_LABELS[school.educationLevel],
    school.city,
    school.npsn ? `NPSN ${school.npsn}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Search the directory by name or NPSN and pick one school (admin area):
 * a labelled search box over a list of choices (radio buttons).
 */
export function SchoolPicker({
  label = 'Cari sekolah',
  value,
  onChange,
  initialSearch = '',
  error,
  autoFocus,
}: {
  label?: string;
  value: AdminSchool | null;
  onChange: (school: AdminSchool) => void;
  initialSearch?: string;
  /** why the form cannot go on without a school */
  error?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initialSearch);
  const search = useDebouncedValue(text.trim());
  const schools = useQuery({ ...adminSchoolsQuery(search), enabled: search.length > 0 });
  const results = schools.data?.schools ?? [];
  const errorId = useId();
  return (
    <div className="grid gap-2">
      <SearchField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Nama sekolah atau NPSN"
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {value && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-900">
          Dipilih: <strong>{value.name}</strong>{' '}
          <span className="text-slate-700">({schoolLine(value)})</span>
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div
        role="radiogroup"
        aria-label={`Hasil pencarian: ${label}`}
        className="max-h-64 overflow-y-auto rounded-md border border-slate-200"
      >
        {!search ? (
          <p className="p-3 text-sm text-slate-600">Ketik nama sekolah atau NPSN untuk mencari.</p>
        ) : schools.isPending ? (
          <p className="p-3 text-sm text-slate-600">Memuat...</p>
        ) : schools.isError ? (
          <p className="p-3 text-sm text-red-700">Gagal mencari sekolah. Coba lagi.</p>
        ) : results.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">Tidak ada sekolah yang ditemukan</p>
        ) : (
          results.map((school) => {
            const checked = value?.id === school.id;
            return (
              <button
                key={school.id}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => onChange(school)}
                className={cn(
                  'flex w-full items-center justify-between gap-3 border-b border-slate-100 px-3 py-2.5 text-left text-sm last:border-b-0 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  checked && 'bg-brand-50',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{school.name}</span>
                  <span className="block text-slate-600">{schoolLine(school)}</span>
                </span>
                {checked && <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />}
              </button>
            );
          })
        )}
      </div>
    </div>
  );
}
