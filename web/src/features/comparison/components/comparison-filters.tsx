import type { ReactNode } from 'react';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { SearchField } from '@web/components/ui/search-input';
import { SelectField } from '@web/components/ui/select-field';
import { COMPARISON_LEVELS, cleanComparisonLevel, type ComparisonFilters } from '../filters';
import { useCommittedText } from '@web/hooks/use-debounced';

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
  const [text, setText] = useCommittedText(filters.q ?? '', (q) => onChange({ q }));
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
      <SearchField
        label="Cari Sekolah"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Nama sekolah"
        autoComplete="off"
      />
      <SelectField
        label="Jenjang Pendidikan"
        value={filters.level ?? 'all'}
        onChange={(event) => onChange({ level: cleanComparisonLevel(event.target.value) })}
      >
        <option value="all">Semua Jenjang</option>
        {COMPARISON_LEVELS.map((level) => (
          <option key={level} value={level}>
            {EDUCATION_LEVEL_LABELS[level]}
          </option>
        ))}
      </SelectField>
      {provinceField}
      {cityField}
    </form>
  );
}
