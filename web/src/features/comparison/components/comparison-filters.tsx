import { useId, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { COMPARISON_LEVELS, cleanComparisonLevel, type ComparisonFilters } from '../filters';
import { useDebouncedText } from '../use-debounced-text';

/**
 * School-name search (applied after 300 ms), education level, and the
 * province and city selects the page passes in (city disabled until a
 * province is chosen).
 */
export function ComparisonFilterBar({
  filters,
  onChange,
  provinceField,
  cityField,
}: {
  filters: ComparisonFilters;
  onChange: (change: Partial<ComparisonFilters>) => void;
  provinceField: ReactNode;
  cityField: ReactNode;
}) {
  const searchId = useId();
  const levelId = useId();
  const [text, setText] = useDebouncedText(filters.q ?? '', (q) => onChange({ q }));
  return (
    <form
      role="search"
      aria-label="Filter perbandingan"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
    >
      <div>
        <Label htmlFor={searchId}>Cari Sekolah</Label>
        <div className="relative mt-1.5">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Nama sekolah"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={levelId}>Jenjang Pendidikan</Label>
        <NativeSelect
          id={levelId}
          className="mt-1.5"
          value={filters.level ?? 'all'}
          onChange={(event) => onChange({ level: cleanComparisonLevel(event.target.value) })}
        >
          <option value="all">Semua Jenjang</option>
          {COMPARISON_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EDUCATION_LEVEL_LABELS[level]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {provinceField}
      {cityField}
    </form>
  );
}
