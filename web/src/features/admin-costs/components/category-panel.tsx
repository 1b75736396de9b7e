import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { globalCategoriesQuery, schoolCategoriesQuery } from '@web/lib/admin-schools';
import { useCreateGlobalCategory, useCreateSchoolCategory } from '../api/admin-costs';
import { CategoryForm } from './category-form';

/**
 * The cost categories a school's items can use: every school's ('Global
 * Category') and its own ('School Custom'). Admins add the school's own;
 * site admins also add global ones.
 */
export function CategoryPanel({
  schoolId,
  schoolName,
  canAddGlobal,
}: {
  schoolId: number | undefined;
  schoolName: string | undefined;
  canAddGlobal: boolean;
}) {
  const global = useQuery(globalCategoriesQuery());
  const own = useQuery(schoolCategoriesQuery(schoolId));
  const addOwn = useCreateSchoolCategory(schoolId ?? 0);
  const addGlobal = useCreateGlobalCategory();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Kategori Biaya</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="flex flex-wrap gap-2" aria-label="Kategori biaya yang tersedia">
          {(global.data ?? []).map((category) => (
            <li key={`g-${category.id}`} title={category.description ?? undefined}>
              <Badge variant="secondary">{category.name} · Global Category</Badge>
            </li>
          ))}
          {(own.data ?? []).map((category) => (
            <li key={`s-${category.id}`} title={category.description ?? undefined}>
              <Badge variant="warning">{category.name} · School Custom</Badge>
            </li>
          ))}
        </ul>
        {schoolId !== undefined ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">
              Kategori khusus {schoolName ?? 'sekolah ini'}
            </h3>
            <CategoryForm
              label="Tambah kategori biaya"
              submitLabel="Tambah Kategori"
              onCreate={(input) => addOwn.mutateAsync(input)}
            />
          </section>
        ) : (
          <p className="text-sm text-slate-600">
            Pilih sekolah untuk menambah kategori khusus sekolah.
          </p>
        )}
        {canAddGlobal && (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Kategori untuk semua sekolah</h3>
            <CategoryForm
              label="Tambah kategori global"
              submitLabel="Tambah Kategori Global"
              onCreate={(input) => addGlobal.mutateAsync(input)}
            />
          </section>
        )}
      </CardContent>
    </Card>
  );
}
