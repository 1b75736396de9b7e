import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  createSchoolCategorySchema,
  type CreateSchoolCategoryInput,
} from '@core/contracts/admin-costs';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';

const CATEGORY_ADDED = 'Kategori biaya berhasil ditambahkan';

/**
 * A name and an optional description: a school's own category ('School
 * Custom') or, for site admins, one for every school ('Global Category').
 * Both schemas read the same fields with the same messages.
 */
export function CategoryForm({
  label,
  submitLabel,
  onCreate,
}: {
  label: string;
  submitLabel: string;
  onCreate: (input: CreateSchoolCategoryInput) => Promise<{ name: string }>;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ name: unknown; description: unknown }, unknown, CreateSchoolCategoryInput>(
    {
      resolver: zodResolver(createSchoolCategorySchema),
      defaultValues: { name: '', description: '' },
    },
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const created = await onCreate(input);
      toast({ title: 'Berhasil', description: `${CATEGORY_ADDED}: ${created.name}` });
      form.reset();
    } catch (error) {
      setFailure(serverText(error, 'Kategori gagal ditambahkan. Silakan coba lagi.'));
    }
  });
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <FormField
        id={`${id}-name`}
        label="Nama Kategori"
        placeholder="Contoh: Antar Jemput"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        id={`${id}-description`}
        label="Deskripsi"
        placeholder="Opsional"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Button type="submit" variant="outline" className="sm:mt-6" disabled={isSubmitting}>
        <Plus aria-hidden="true" />
        {submitLabel}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {failure}
        </p>
      )}
    </form>
  );
}
