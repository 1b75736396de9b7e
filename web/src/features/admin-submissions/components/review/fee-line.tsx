import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { LocateFixed, Trash2 } from 'lucide-react';
import type { GlobalCostCategory, SchoolCostCategory } from '@core/contracts/admin-costs';
import { FREQUENCIES, FREQUENCY_LABELS } from '@core/fees';
import { formatRupiah } from '@core/format';
import { parseRupiah } from '@core/rupiah';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect } from '@web/components/ui/form-field';
import { NEW_CATEGORY, type ReviewValues } from './review-values';
import { useSourceMarks } from '../source-marks/source-marks';

/**
 * One fee line of the transcription: category (global, the school's own, or
 * a new school-specific one), amount typed the Indonesian way with the
 * amount read back under it, frequency, notes.
 */
export function FeeLine({
  index,
  globalCategories,
  schoolCategories,
  onRemove,
}: {
  index: number;
  globalCategories: GlobalCostCategory[];
  schoolCategories: SchoolCostCategory[];
  /** absent for the only line */
  onRemove?: () => void;
}) {
  const id = useId();
  const { register, control, formState } = useFormContext<ReviewValues>();
  const errors = formState.errors.lines?.[index];
  const [category, amount, source] = useWatch({
    control,
    name: [`lines.${index}.category`, `lines.${index}.amount`, `lines.${index}.source`],
  });
  const { show } = useSourceMarks();
  const read = amount ? parseRupiah(amount) : null;
  const number = index + 1;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">Baris biaya {number}</legend>
      {source && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 sm:col-span-2">
          <span>Dibaca dari file, halaman {source.page}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8"
            aria-label={`Lihat letak baris biaya ${number} di file`}
            onClick={() => show(number)}
          >
            <LocateFixed aria-hidden="true" />
            Lihat di file
          </Button>
        </div>
      )}
      {/* controlled: a kept draft's category shows even before the categories arrive */}
      <Controller
        control={control}
        name={`lines.${index}.category`}
        render={({ field }) => (
          <FormSelect
            id={`${id}-category`}
            label="Kategori"
            error={errors?.category?.message}
            {...field}
          >
            <option value="">Pilih kategori</option>
            <optgroup label="Global Category">
              {globalCategories.map((option) => (
                <option key={option.id} value={`g:${option.id}`}>
                  {option.name}
                </option>
              ))}
            </optgroup>
            {schoolCategories.length > 0 && (
              <optgroup label="School Custom">
                {schoolCategories.map((option) => (
                  <option key={option.id} value={`s:${option.name}`}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            )}
            <option value={NEW_CATEGORY}>+ Kategori khusus sekolah baru</option>
          </FormSelect>
        )}
      />
      {category === NEW_CATEGORY ? (
        <FormField
          id={`${id}-new-category`}
          label="Nama kategori baru"
          placeholder="Contoh: Antar Jemput"
          error={errors?.newCategory?.message}
          {...register(`lines.${index}.newCategory`)}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <div className="grid gap-1">
        <FormField
          id={`${id}-amount`}
          label="Jumlah (Rp)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1.250.000"
          error={errors?.amount?.message}
          {...register(`lines.${index}.amount`)}
        />
        {read?.ok && (
          <p className="text-xs text-slate-600 tabular-nums" aria-live="polite">
            Terbaca: {formatRupiah(read.value)}
          </p>
        )}
      </div>
      <FormSelect
        id={`${id}-frequency`}
        label="Frekuensi"
        error={errors?.frequency?.message}
        {...register(`lines.${index}.frequency`)}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </FormSelect>
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-notes`}
          label="Catatan (opsional)"
          placeholder="Contoh: gelombang 1, putri"
          error={errors?.notes?.message}
          {...register(`lines.${index}.notes`)}
        />
      </div>
      {onRemove && (
        <div className="sm:col-span-2">
          <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Hapus baris {number}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
