import type { GeoPoint } from '@core/contracts/search';
import type { ReactNode } from 'react';
import type { ComparisonSort } from '@core/discovery';
import type { ComparisonResponse } from '@core/contracts/schools';
import { Pagination } from '@web/components/ui/pagination';
import { SelectField } from '@web/components/ui/select-field';
import { formatNumber } from '@core/format';
import { DEFAULT_COMPARISON_SORT, type ComparisonFilters } from '../filters';
import { FeeCards } from './fee-cards';

const SORT_LABELS: Record<ComparisonSort, string> = {
  cost_asc: 'Total biaya awal: termurah dulu',
  cost_desc: 'Total biaya awal: termahal dulu',
  spp_asc: 'SPP: termurah dulu',
  spp_desc: 'SPP: termahal dulu',
  name: 'Nama sekolah: A–Z',
};

/**
 * The area comparison's rows: the count ('Menampilkan N sekolah', or 'N dari
 * M' when more exist), the column order, the table on wide screens and
 * stacked cards on a phone, the sign-in prompt or the pages beyond the first.
 */
export function AreaResults({
  data,
  fetching,
  sort,
  onSort,
  hrefForPage,
  table,
  unlock,
  origin,
}: {
  data: ComparisonResponse;
  fetching: boolean;
  sort: ComparisonFilters['sort'];
  onSort: (sort: ComparisonFilters['sort']) => void;
  hrefForPage: (page: number) => string;
  table: ReactNode;
  unlock: ReactNode;
  /** the parent's position, when known: the phone cards say how far */
  origin?: GeoPoint;
}) {
  const shown = data.schools.length;
  const totalPages = Math.max(1, Math.ceil(data.total / Math.max(1, data.limit)));
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3 text-sm">
        <div className="flex items-center gap-3">
          <p className="text-slate-700" aria-live="polite">
            Menampilkan {formatNumber(shown)}
            {data.total > shown ? ` dari ${formatNumber(data.total)}` : ''} sekolah
          </p>
          {fetching && <span className="text-slate-600">Memuat...</span>}
        </div>
        <div className="w-64">
          <SelectField
            label="Urutkan menurut"
            value={sort ?? DEFAULT_COMPARISON_SORT}
            onChange={(event) => {
              const next = event.target.value as ComparisonSort;
              onSort(next === 'cost_asc' ? undefined : next);
            }}
          >
            {(Object.keys(SORT_LABELS) as ComparisonSort[]).map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="hidden md:block">{table}</div>
      <div className="md:hidden">
        <FeeCards schools={data.schools} origin={origin} />
      </div>
      {data.limited ? (
        <div className="mt-6">{unlock}</div>
      ) : (
        <Pagination
          className="mt-6"
          page={data.page}
          totalPages={totalPages}
          hrefFor={hrefForPage}
        />
      )}
    </>
  );
}
