import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Plus } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { FEE_YEAR } from '@core/fees';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SearchField } from '@web/components/ui/search-input';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { SelectField } from '@web/components/ui/select-field';
import { academicYearsQuery, adminCostItemsQuery, adminSchoolsQuery } from '../api/admin-costs';
import { CategoryPanel } from './category-panel';
import { CostTable } from './cost-table';

/**
 * Admin tab 'Kelola Sekolah' (SPEC §2): pick a school (site admins search
 * every school, school admins see theirs; at most 50) and an academic year,
 * then edit the cost table. The add-school and add-year buttons do nothing,
 * as SPEC says.
 */
export default function ManageSchools() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const schools = useQuery(adminSchoolsQuery(search));
  const years = useQuery(academicYearsQuery());
  const [picked, setPicked] = useState<AdminSchool | undefined>();
  const [pickedYear, setPickedYear] = useState<number | undefined>();

  const list = schools.data?.schools ?? [];
  // a single match (a school admin's one school) is chosen for them
  const chosen = picked ?? (list.length === 1 ? list[0] : undefined);
  const schoolId = chosen?.id;
  const yearId =
    pickedYear ?? (years.data?.find((y) => y.year === FEE_YEAR) ?? years.data?.[0])?.id;
  const items = useQuery(adminCostItemsQuery(schoolId, yearId));
  const label = (school: AdminSchool) =>
    `${school.name} · ${EDUCATION_LEVEL_LABELS[school.educationLevel]} · ${school.city}`;

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Sekolah yang Dikelola</CardTitle>
          <Button type="button" variant="outline" size="sm">
            <Plus aria-hidden="true" />
            Tambah Sekolah
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <SearchField
            label="Cari sekolah"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Nama sekolah"
            autoComplete="off"
          />
          <SelectField
            label="Pilih Sekolah"
            value={schoolId ?? ''}
            onChange={(event) =>
              setPicked(list.find((school) => String(school.id) === event.target.value))
            }
          >
            <option value="">
              {schools.isPending ? 'Memuat...' : `Pilih sekolah (${list.length} ditemukan)`}
            </option>
            {/* the chosen school stays chosen while another search runs */}
            {chosen && !list.some((school) => school.id === chosen.id) && (
              <option value={chosen.id}>{label(chosen)}</option>
            )}
            {list.map((school) => (
              <option key={school.id} value={school.id}>
                {label(school)}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end gap-2">
            <SelectField
              label="Tahun Ajaran"
              value={yearId ?? ''}
              onChange={(event) => setPickedYear(Number(event.target.value))}
              className="min-w-36"
              after={
                years.isError && (
                  <p className="mt-1 text-xs text-red-700">Failed to fetch academic years</p>
                )
              }
            >
              {(years.data ?? []).map((year) => (
                <option key={year.id} value={year.id}>
                  {year.year}
                </option>
              ))}
            </SelectField>
            <Button type="button" variant="outline" size="icon" aria-label="Tambah Tahun Ajaran">
              <CalendarPlus aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Rincian Biaya</CardTitle>
          {chosen && (
            <p className="text-sm text-slate-600">
              {chosen.name}, {chosen.city}
            </p>
          )}
        </CardHeader>
        <CardContent>
          {schoolId === undefined ? (
            <p className="text-sm text-slate-600">Pilih sekolah untuk melihat rincian biayanya.</p>
          ) : items.isPending ? (
            <p className="text-sm text-slate-600">Memuat...</p>
          ) : items.isError ? (
            <p className="text-sm text-red-700">Failed to fetch cost items</p>
          ) : items.data.length === 0 ? (
            <p className="text-sm text-slate-600">Belum ada data biaya untuk tahun ajaran ini.</p>
          ) : (
            <CostTable items={items.data} />
          )}
        </CardContent>
      </Card>

      <CategoryPanel schoolId={schoolId} />
    </div>
  );
}
