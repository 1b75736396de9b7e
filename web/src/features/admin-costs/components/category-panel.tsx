import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { globalCategoriesQuery, schoolCategoriesQuery } from '../api/admin-costs';

/**
 * The school's cost categories and the add-category form. SPEC §2: the form
 * exists without a working submit (no call creates categories).
 */
export function CategoryPanel({ schoolId }: { schoolId: number | undefined }) {
  const global = useQuery(globalCategoriesQuery());
  const own = useQuery(schoolCategoriesQuery(schoolId));

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
        <form
          aria-label="Tambah kategori biaya"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <FormField id="category-name" label="Nama Kategori" placeholder="Contoh: Antar Jemput" />
          <FormField id="category-description" label="Deskripsi" placeholder="Opsional" />
          <Button type="submit" variant="outline">
            <Plus aria-hidden="true" />
            Tambah Kategori
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
