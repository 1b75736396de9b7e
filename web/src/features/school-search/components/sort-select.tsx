import { SelectField } from '@web/components/ui/select-field';
import type { DiscoveryFilters } from '../discovery-filters';

// Not with the filter fields (discovery-fields.tsx): the order is above the
// results, in a hub's first load, and the hub's filters load after it.

const SORT_LABELS: Record<NonNullable<DiscoveryFilters['sort']> | 'relevance', string> = {
  relevance: 'Paling relevan',
  cost_asc: 'Biaya terendah',
  cost_desc: 'Biaya tertinggi',
  distance: 'Terdekat',
  name: 'Nama A–Z',
};

/** The order of the results; 'Terdekat' needs a position ('Sekolah terdekat'). */
export function SortSelect({
  value,
  positioned,
  onChange,
}: {
  value: DiscoveryFilters['sort'];
  positioned: boolean;
  onChange: (value: DiscoveryFilters['sort']) => void;
}) {
  return (
    <SelectField
      label="Urutkan"
      value={value ?? 'relevance'}
      onChange={(event) => {
        const next = event.target.value as keyof typeof SORT_LABELS;
        onChange(next === 'relevance' ? undefined : next);
      }}
    >
      {(Object.keys(SORT_LABELS) as (keyof typeof SORT_LABELS)[]).map((key) => (
        <option key={key} value={key} disabled={key === 'distance' && !positioned}>
          {key === 'distance' && !positioned ? 'Terdekat (pilih lokasi dulu)' : SORT_LABELS[key]}
        </option>
      ))}
    </SelectField>
  );
}
