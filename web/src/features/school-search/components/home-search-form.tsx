import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { provincesQuery } from '@web/lib/regions';
import { homeSubmitTarget } from '../home-submit';
import { useNameSuggestions } from './name-suggestions';

/** The hero search (SPEC §2): text, province (default 'Semua Provinsi') and 'Cari'. */
export function HomeSearchForm({
  initialText = '',
  initialProvince,
}: {
  initialText?: string;
  initialProvince?: string;
}) {
  const navigate = useNavigate();
  const ids = { text: useId(), province: useId() };
  const provinces = useQuery(provincesQuery());
  const [text, setText] = useState(initialText);
  const [province, setProvince] = useState(initialProvince ?? 'all');
  const known = provinces.data?.find((p) => p.slug === province || p.id === province);
  const suggestions = useNameSuggestions(text, {
    province: province === 'all' ? undefined : province,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(homeSubmitTarget(text, province, provinces.data ?? []));
  };

  return (
    // action and names serve a submit that happens before the app has loaded
    <form
      onSubmit={submit}
      action="/indonesia"
      role="search"
      className="grid gap-3 rounded-xl bg-white p-3 shadow-lg sm:grid-cols-[1fr_14rem_auto]"
    >
      <div className="relative">
        <label htmlFor={ids.text} className="sr-only">
          Nama Sekolah atau Lokasi
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={ids.text}
          name="q"
          type="search"
          value={text}
          {...suggestions.inputProps}
          onChange={(event) => {
            setText(event.target.value);
            suggestions.typing();
          }}
          placeholder="Nama Sekolah atau Lokasi"
          className="h-12 pl-10"
        />
      </div>
      <div>
        <label htmlFor={ids.province} className="sr-only">
          Provinsi
        </label>
        <NativeSelect
          id={ids.province}
          value={known?.slug ?? province}
          onChange={(event) => setProvince(event.target.value)}
          className="[&>select]:h-12"
        >
          <option value="all">Semua Provinsi</option>
          {/* a province from the URL that the list does not know stays selectable */}
          {province !== 'all' && !known && <option value={province}>{province}</option>}
          {provinces.data?.map((item) => (
            <option key={item.id} value={item.slug}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="lg" className="h-12">
        <Search aria-hidden="true" />
        Cari
      </Button>
      {suggestions.list('shadow-sm sm:col-span-3')}
    </form>
  );
}
