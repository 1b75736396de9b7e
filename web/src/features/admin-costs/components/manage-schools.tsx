import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Plus } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { FEE_YEAR } from '@core/fees';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SearchField } from '@web/components/ui/search-input';
import { SelectField } from '@web/components/ui/select-field';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { academicYearsQuery, adminSchoolsQuery } from '@web/lib/admin-schools';
import { adminCostItemsQuery, asAdminSchool, schoolFactsQuery } from '../api/admin-costs';
import { AddCostItem } from './add-cost-item';
import { AddYearDialog } from './add-year-dialog';
import { CategoryPanel } from './category-panel';
import { CopyYear } from './copy-year';
import { CostTable } from './cost-table';

/** The page's dialog for a school missing from the registry (another feature's). */
export type CreateSchoolSlot = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (school: AdminSchool) => void;
}>;

const label = (school: AdminSchool) =>
  `${school.name} · ${EDUCATION_LEVEL_LABELS[school.educationLevel]} · ${school.city}`;

/**
 * Admin tab 'Kelola Sekolah' (SPEC §2): pick a school (site admins search
 * every school by name or NPSN, school admins see theirs; at most 50) and an
 * academic year, then manage its fees: edit and delete items, add items from
 * zero, start a year by copying another, add the school's own categories.
 * Site admins also add schools, academic years and global categories.
 */
export default function ManageSchools({
  initialSchoolId,
  isSiteAdmin = false,
  CreateSchool,
}: {
  /** a link that opens one school (e.g. from a report: /admin?tab=manage&schoolId=) */
  initialSchoolId?: number;
  isSiteAdmin?: boolean;
  CreateSchool?: CreateSchoolSlot;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const schools = useQuery(adminSchoolsQuery(search));
  const years = useQuery(academicYearsQuery());
  const [picked, setPicked] = useState<AdminSchool | undefined>();
  const [pickedYear, setPickedYear] = useState<number | undefined>();
  const [addingYear, setAddingYear] = useState(false);
  const [addingSchool, setAddingSchool] = useState(false);
  const linked = useQuery(schoolFactsQuery(picked ? undefined : initialSchoolId));

  const list = schools.data?.schools ?? [];
  // a linked school, else a single match (a school admin's one school) is chosen for them
  const chosen =
    picked ??
    (linked.data ? asAdminSchool(linked.data) : undefined) ??
    (initialSchoolId === undefined && list.length === 1 ? list[0] : undefined);
  const schoolId = chosen?.id;
  const facts = useQuery(schoolFactsQuery(schoolId));
  const year =
    years.data?.find((y) => y.id === pickedYear) ??
    years.data?.find((y) => y.year === FEE_YEAR) ??
    years.data?.[0];
  const items = useQuery(adminCostItemsQuery(schoolId, year?.id));

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Sekolah yang Dikelola</CardTitle>
          {isSiteAdmin && CreateSchool && (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setAddingSchool(true)}
              >
                <Plus aria-hidden="true" />
                Tambah Sekolah
              </Button>
              <CreateSchool
                open={addingSchool}
                onOpenChange={setAddingSchool}
                onCreated={(school) => setPicked(school)}
              />
            </>
          )}
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
          <SearchField
            label="Cari sekolah"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Nama sekolah atau NPSN"
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
              value={year?.id ?? ''}
              onChange={(event) => setPickedYear(Number(event.target.value))}
              className="min-w-36 flex-1"
              after={
                years.isError && (
                  <p className="mt-1 text-xs text-red-700">Failed to fetch academic years</p>
                )
              }
            >
              {(years.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.year}
                </option>
              ))}
            </SelectField>
            {isSiteAdmin && (
              <>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label="Tambah Tahun Ajaran"
                  title="Tambah Tahun Ajaran"
                  onClick={() => setAddingYear(true)}
                >
                  <CalendarPlus aria-hidden="true" />
                </Button>
                <AddYearDialog
                  open={addingYear}
                  onOpenChange={setAddingYear}
                  newest={years.data?.[0]?.year}
                  onAdded={(added) => setPickedYear(added.id)}
                />
              </>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Rincian Biaya</CardTitle>
          {chosen && (
            <p className="text-sm text-slate-600">
              {chosen.name}, {chosen.city}
              {year && ` · tahun ajaran ${year.year}`}
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {schoolId === undefined ? (
            <p className="text-sm text-slate-600">Pilih sekolah untuk melihat rincian biayanya.</p>
          ) : items.isPending ? (
            <p className="text-sm text-slate-600">Memuat...</p>
          ) : items.isError ? (
            <p className="text-sm text-red-700">Failed to fetch cost items</p>
          ) : items.data.length === 0 ? (
            <>
              <p className="text-sm text-slate-600">Belum ada data biaya untuk tahun ajaran ini.</p>
              {year && (
                <CopyYear schoolId={schoolId} target={year} sources={facts.data?.costYears ?? []} />
              )}
            </>
          ) : (
            <CostTable items={items.data} />
          )}
          {schoolId !== undefined && year && (
            <section className="grid gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Tambah Item Biaya</h3>
              <AddCostItem
                key={`${schoolId}-${year.id}`}
                schoolId={schoolId}
                academicYearId={year.id}
              />
            </section>
          )}
        </CardContent>
      </Card>

      <CategoryPanel schoolId={schoolId} schoolName={chosen?.name} canAddGlobal={isSiteAdmin} />
    </div>
  );
}
