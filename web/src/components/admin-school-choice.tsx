import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { SearchField } from '@web/components/ui/search-input';
import { SelectField } from '@web/components/ui/select-field';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { adminSchoolsQuery } from '@web/lib/admin-schools';

const label = (school: AdminSchool) =>
  `${school.name} · ${EDUCATION_LEVEL_LABELS[school.educationLevel]} · ${school.city}`;

/**
 * The admin tabs' school choice (as in Kelola Sekolah): site admins search
 * every school by name or NPSN, school admins get theirs; a school admin's
 * only school is chosen for them.
 */
export function AdminSchoolChoice({
  value,
  onChange,
}: {
  value: AdminSchool | undefined;
  onChange: (school: AdminSchool | undefined) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const schools = useQuery(adminSchoolsQuery(search));
  const list = schools.data?.schools ?? [];
  const only = search === '' && list.length === 1 ? list[0] : undefined;
  useEffect(() => {
    if (only && !value) onChange(only);
  }, [only, value, onChange]);

  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-end">
      <SearchField
        label="Cari sekolah"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Nama sekolah atau NPSN"
        autoComplete="off"
      />
      <SelectField
        label="Pilih Sekolah"
        value={value?.id ?? ''}
        onChange={(event) =>
          onChange(list.find((school) => String(school.id) === event.target.value) ?? value)
        }
      >
        <option value="">
          {schools.isPending ? 'Memuat...' : `Pilih sekolah (${list.length} ditemukan)`}
        </option>
        {value && !list.some((school) => school.id === value.id) && (
          <option value={value.id}>{label(value)}</option>
        )}
        {list.map((school) => (
          <option key={school.id} value={school.id}>
            {label(school)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
