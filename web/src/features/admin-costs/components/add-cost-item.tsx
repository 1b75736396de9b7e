import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  CATEGORY_REQUIRED,
  createCostItemSchema,
  type CreateCostItemInput,
} from '@core/contracts/admin-costs';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '@core/fees';
import { formatRupiah } from '@core/format';
import { parseRupiah } from '@core/rupiah';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { globalCategoriesQuery, schoolCategoriesQuery } from '@web/lib/admin-schools';
import { serverText } from '@web/lib/server-text';
import { useCreateCostItem } from '../api/admin-costs';

const ADDED_TEXT = 'Item biaya berhasil ditambahkan';
const ADD_FAILED = 'Item biaya gagal ditambahkan. Silakan coba lagi.';

interface Values {
  /** 'g:{id}' or 's:{id}' */
  category: string;
  amount: string;
  frequency: Frequency;
  notes: string;
}
const EMPTY: Values = { category: '', amount: '', frequency: 'Monthly', notes: '' };

/** The item the server is sent, checked with its own schema; issues land on the fields. */
function resolver(academicYearId: number) {
  return async (values: Values) => {
    const [kind, id] = values.category.split(':');
    const parsed = createCostItemSchema.safeParse({
      academicYearId,
      globalCategoryId: kind === 'g' ? id : undefined,
      schoolCategoryId: kind === 's' ? id : undefined,
      amount: values.amount,
      frequency: values.frequency,
      notes: values.notes,
    });
    const errors: Record<string, { type: string; message: string }> = {};
    if (!values.category) errors.category = { type: 'validate', message: CATEGORY_REQUIRED };
    if (parsed.success && !values.category) return { values: {}, errors };
    if (parsed.success) return { values: parsed.data, errors: {} };
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'globalCategoryId' ? 'category' : String(issue.path[0]);
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** 'Tambah Item Biaya': one fee of the chosen school and year, from zero. */
export function AddCostItem({
  schoolId,
  academicYearId,
}: {
  schoolId: number;
  academicYearId: number;
}) {
  const id = useId();
  const globals = useQuery(globalCategoriesQuery());
  const own = useQuery(schoolCategoriesQuery(schoolId));
  const create = useCreateCostItem(schoolId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateCostItemInput>({
    resolver: resolver(academicYearId),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('amount');
  const read = typed ? parseRupiah(typed) : null;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await create.mutateAsync(input);
      toast({ title: 'Berhasil', description: ADDED_TEXT });
      // the next item usually has another category but the same rhythm
      form.reset({ ...EMPTY, frequency: input.frequency });
    } catch (error) {
      setFailure(serverText(error, ADD_FAILED));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Tambah item biaya"
      className="grid gap-3 rounded-md border border-dashed border-slate-300 p-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.2fr_auto] lg:items-start"
    >
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <FormSelect
            id={`${id}-category`}
            label="Kategori"
            error={errors.category?.message}
            {...field}
          >
            <option value="">Pilih kategori</option>
            <optgroup label="Global Category">
              {(globals.data ?? []).map((category) => (
                <option key={category.id} value={`g:${category.id}`}>
                  {category.name}
                </option>
              ))}
            </optgroup>
            {(own.data ?? []).length > 0 && (
              <optgroup label="School Custom">
                {(own.data ?? []).map((category) => (
                  <option key={category.id} value={`s:${category.id}`}>
                    {category.name}
                  </option>
                ))}
              </optgroup>
            )}
          </FormSelect>
        )}
      />
      <div className="grid gap-1">
        <FormField
          id={`${id}-amount`}
          label="Jumlah (Rp)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1.250.000"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        {read?.ok && (
          <p className="text-xs text-slate-600 tabular-nums">Terbaca: {formatRupiah(read.value)}</p>
        )}
      </div>
      <FormSelect
        id={`${id}-frequency`}
        label="Frekuensi"
        error={errors.frequency?.message}
        {...form.register('frequency')}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </FormSelect>
      <FormField
        id={`${id}-notes`}
        label="Catatan (opsional)"
        placeholder="Contoh: gelombang 1"
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <div className="grid gap-1 lg:pt-6">
        <Button type="submit" disabled={isSubmitting}>
          <Plus aria-hidden="true" />
          {isSubmitting ? 'Menyimpan...' : 'Tambah Item'}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {failure}
        </p>
      )}
    </form>
  );
}
