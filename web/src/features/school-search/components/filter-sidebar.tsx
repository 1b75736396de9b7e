import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SearchField } from '@web/components/ui/search-input';
import {
  cleanText,
  clearFilters,
  hasFilters,
  hubFiltersAtLocation,
  hubHref,
  sameFilters,
  updateFilters,
  type SchoolFilters,
} from '../filters';
import { rupiahFilter } from '@core/rupiah';
import { levelForOption, optionForLevel } from '../level-options';
import {
  DistrictSelect,
  HasFeesCheck,
  RegistrationOpenCheck,
  NoSppCheck,
  RupiahRange,
  StatusSelect,
} from './discovery-fields';
import { CitySelect, LevelSelect, ProvinceSelect } from './fields';
import { useNameSuggestions } from './name-suggestions';

const typed = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Listing-hub sidebar (SPEC §2): the fields hold a draft; 'Terapkan Filter'
 * navigates to the matching hub path and is enabled only when the draft
 * differs from the applied filters. Remount it (key) when the URL changes.
 */
export function FilterSidebar({ applied }: { applied: SchoolFilters }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(applied.q ?? '');
  const [province, setProvince] = useState(applied.province);
  const [city, setCity] = useState(applied.city);
  // phones: the filters fold away so the results show first
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const [levelOption, setLevelOption] = useState<string | undefined>(
    applied.level ? optionForLevel(applied.level) : undefined,
  );
  const [status, setStatus] = useState(applied.status);
  const [districtId, setDistrictId] = useState(applied.districtId);
  const [hasFees, setHasFees] = useState(!!applied.hasFees);
  const [registrationOpen, setRegistrationOpen] = useState(applied.registration === 'open');
  const [noSpp, setNoSpp] = useState(!!applied.noSpp);
  // whole names in the province and city chosen in the sidebar
  const suggestions = useNameSuggestions(q, { province, city });
  const [cost, setCost] = useState({ min: typed(applied.minCost), max: typed(applied.maxCost) });
  const [spp, setSpp] = useState({ min: typed(applied.minSpp), max: typed(applied.maxSpp) });

  const choices = {
    q,
    province,
    city,
    level: levelOption ? levelForOption(levelOption) : undefined,
    status,
    districtId,
    hasFees,
    registration: registrationOpen ? ('open' as const) : undefined,
    noSpp,
    minCost: rupiahFilter(cost.min),
    maxCost: rupiahFilter(cost.max),
    minSpp: rupiahFilter(spp.min),
    maxSpp: rupiahFilter(spp.max),
  };
  const draft = updateFilters(applied, choices);
  const changed = !sameFilters(draft, applied);
  const anything = hasFilters(applied) || changed || !!cleanText(q);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    // the rest (sort, near me) as the URL is now: a render may still be catching up with it
    const current = hubFiltersAtLocation(window.location.pathname, window.location.search);
    void navigate(hubHref(updateFilters(current, choices)));
  };

  return (
    <form
      onSubmit={apply}
      aria-label="Filter sekolah"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="font-semibold text-slate-900">
        <span className="hidden items-center gap-2 lg:flex">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filter Pencarian
        </span>
        <button
          type="button"
          className="flex w-full items-center gap-2 text-left lg:hidden"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filter Pencarian
          <ChevronDown
            className={`ml-auto size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={bodyId} className={open ? 'mt-4 space-y-4' : 'mt-4 hidden space-y-4 lg:block'}>
        {/* the names float over the fields below: the apply button never moves under a tap */}
        <div className="relative">
          <SearchField
            label="Cari Sekolah"
            value={q}
            {...suggestions.inputProps}
            onChange={(event) => {
              setQ(event.target.value);
              suggestions.typing();
            }}
            placeholder="Nama sekolah..."
          />
          {suggestions.list('absolute inset-x-0 top-full z-20 mt-1 shadow-lg')}
        </div>
        <ProvinceSelect
          value={province}
          onChange={(next) => {
            setProvince(next);
            setCity(undefined); // the city belongs to the previous province
            setDistrictId(undefined);
          }}
        />
        <CitySelect
          province={province}
          value={city}
          onChange={(next) => {
            setCity(next);
            setDistrictId(undefined); // the kecamatan belongs to the previous city
          }}
        />
        <DistrictSelect
          province={province}
          city={city}
          value={districtId}
          onChange={setDistrictId}
        />
        <LevelSelect value={levelOption} onChange={setLevelOption} />
        <StatusSelect value={status} onChange={setStatus} />
        <RupiahRange
          label="Total biaya awal"
          min={cost.min}
          max={cost.max}
          onMin={(min) => setCost((c) => ({ ...c, min }))}
          onMax={(max) => setCost((c) => ({ ...c, max }))}
        />
        <RupiahRange
          label="SPP bulanan"
          min={spp.min}
          max={spp.max}
          onMin={(min) => setSpp((c) => ({ ...c, min }))}
          onMax={(max) => setSpp((c) => ({ ...c, max }))}
        />
        <HasFeesCheck checked={hasFees} onChange={setHasFees} />
        <RegistrationOpenCheck checked={registrationOpen} onChange={setRegistrationOpen} />
        <NoSppCheck checked={noSpp} onChange={setNoSpp} />
        <div className="flex flex-col gap-2 pt-1">
          <Button type="submit" disabled={!changed}>
            Terapkan Filter
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!anything}
            onClick={() => void navigate(hubHref(clearFilters()))}
          >
            Hapus Semua Filter
          </Button>
        </div>
      </div>
    </form>
  );
}
