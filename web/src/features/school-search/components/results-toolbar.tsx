import type { ReactNode } from 'react';
import type { FilterPatch, SchoolFilters } from '../filters';
import { SortSelect } from './sort-select';
import { NearMe } from './near-me';

/**
 * Above the results: the order (applies at once), 'Sekolah terdekat', and
 * whatever the page adds (the list/map switch).
 */
export function ResultsToolbar({
  filters,
  onChange,
  extra,
}: {
  filters: SchoolFilters;
  onChange: (patch: FilterPatch) => void;
  extra?: ReactNode;
}) {
  const positioned = filters.lat !== undefined && filters.lng !== undefined;
  return (
    <div
      role="group"
      aria-label="Urutan dan lokasi"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="sm:w-48">
        <SortSelect
          value={filters.sort}
          positioned={positioned}
          onChange={(sort) => onChange({ sort })}
        />
      </div>
      <div className="min-w-0 sm:flex-1">
        <NearMe filters={filters} onChange={onChange} />
      </div>
      <div className="flex">{extra}</div>
    </div>
  );
}
