import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { hasFilters, type FilterPatch, type SchoolFilters } from '../filters';
import { levelForOption, optionForLevel } from '../level-options';
import { useCommittedText } from '@web/hooks/use-debounced';
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
    onChange({ minCost: value.trim() ? Number(value.replace(/\D/g, '')) : undefined }),
  );
  const [maxCost, setMaxCost] = useCommittedText(String(applied.maxCost ?? ''), (value) =>
    onChange({ maxCost: value.trim() ? Number(value.replace(/\D/g, '')) : undefined }),
  );

  return (
    <div
      role="group"
      aria-label="Filter pencarian"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div>
        <Label htmlFor={ids.q}>Nama Sekolah atau Lokasi</Label>
        <Input
          id={ids.q}
          type="search"
          className="mt-1.5"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
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
      <div>
        <Label htmlFor={ids.min}>Biaya Awal Minimal (Rp)</Label>
        <Input
          id={ids.min}
          inputMode="numeric"
          className="mt-1.5"
          value={minCost}
          onChange={(event) => setMinCost(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={ids.max}>Biaya Awal Maksimal (Rp)</Label>
        <Input
          id={ids.max}
          inputMode="numeric"
          className="mt-1.5"
          value={maxCost}
          onChange={(event) => setMaxCost(event.target.value)}
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
