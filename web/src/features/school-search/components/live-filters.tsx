import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { hasFilters, type FilterPatch, type SchoolFilters } from '../filters';
import { levelForOption, optionForLevel } from '../level-options';
import { useCommittedText } from '@web/hooks/use-debounced';
import { rupiahFilter } from '@core/rupiah';
import {
  DistrictSelect,
  HasFeesCheck,
  RegistrationOpenCheck,
  NoSppCheck,
  RupiahRange,
  StatusSelect,
} from './discovery-fields';
import { CitySelect, LevelSelect, ProvinceSelect } from './fields';

interface LiveFiltersProps {
  applied: SchoolFilters;
  /** applies a change to the URL (page reset and city clearing happen in updateFilters) */
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

/**
 * Filters of the home search results (SPEC §4): text and cost apply 300 ms
 * after typing stops; level, location and curriculum apply at once.
 */
export function LiveFilters({ applied, onChange, onClear }: LiveFiltersProps) {
  const ids = { q: useId(), min: useId(), max: useId() };
  const [q, setQ] = useCommittedText(applied.q ?? '', (value) => onChange({ q: value }));
  const [minCost, setMinCost] = useCommittedText(String(applied.minCost ?? ''), (value) =>
    onChange({ minCost: rupiahFilter(value) }),
  );
  const [maxCost, setMaxCost] = useCommittedText(String(applied.maxCost ?? ''), (value) =>
    onChange({ maxCost: rupiahFilter(value) }),
  );
  const [minSpp, setMinSpp] = useCommittedText(String(applied.minSpp ?? ''), (value) =>
    onChange({ minSpp: rupiahFilter(value) }),
  );
  const [maxSpp, setMaxSpp] = useCommittedText(String(applied.maxSpp ?? ''), (value) =>
    onChange({ maxSpp: rupiahFilter(value) }),
  );

  return (
    <div
      role="group"
      aria-label="Filter pencarian"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormField
        id={ids.q}
        label="Nama Sekolah atau Lokasi"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ProvinceSelect value={applied.province} onChange={(province) => onChange({ province })} />
      <CitySelect
        province={applied.province}
        value={applied.city}
        onChange={(city) => onChange({ city })}
      />
      <LevelSelect
        value={applied.level ? optionForLevel(applied.level) : undefined}
        onChange={(option) => onChange({ level: option ? levelForOption(option) : undefined })}
      />
      <FormField
        id={ids.min}
        label="Biaya Awal Minimal (Rp)"
        inputMode="numeric"
        value={minCost}
        onChange={(event) => setMinCost(event.target.value)}
      />
      <FormField
        id={ids.max}
        label="Biaya Awal Maksimal (Rp)"
        inputMode="numeric"
        value={maxCost}
        onChange={(event) => setMaxCost(event.target.value)}
      />
      <DistrictSelect
        province={applied.province}
        city={applied.city}
        value={applied.districtId}
        onChange={(districtId) => onChange({ districtId })}
      />
      <StatusSelect value={applied.status} onChange={(status) => onChange({ status })} />
      <RupiahRange
        label="SPP bulanan"
        min={minSpp}
        max={maxSpp}
        onMin={setMinSpp}
        onMax={setMaxSpp}
      />
      <div className="flex flex-col justify-end gap-1">
        <HasFeesCheck checked={!!applied.hasFees} onChange={(hasFees) => onChange({ hasFees })} />
        <NoSppCheck checked={!!applied.noSpp} onChange={(noSpp) => onChange({ noSpp })} />
      </div>
      <div className="flex items-end">
        <RegistrationOpenCheck
          checked={applied.registration === 'open'}
          onChange={(open) => onChange({ registration: open ? 'open' : undefined })}
        />
      </div>
      {(applied.curriculum.length > 0 || hasFilters(applied)) && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3">
          {applied.curriculum.map((name) => (
            <Button
              key={name}
              type="button"
              variant="secondary"
              size="sm"
              aria-label={`Hapus kurikulum ${name}`}
              onClick={() =>
                onChange({ curriculum: applied.curriculum.filter((item) => item !== name) })
              }
            >
              Kurikulum {name}
              <X aria-hidden="true" />
            </Button>
          ))}
          <Button type="button" variant="outline" size="sm" onClick={onClear}>
            Hapus Semua Filter
          </Button>
        </div>
      )}
    </div>
  );
}
