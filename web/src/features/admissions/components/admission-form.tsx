import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Admission } from '@core/contracts/admissions';
import type { admissionInputSchema } from '@core/contracts/admission-input';
import {
  ADMISSION_SYSTEMS,
  SCHEDULE_KINDS,
  SCHEDULE_KIND_LABELS,
  SUGGESTED_TRACKS,
} from '@core/admissions';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect, FormTextarea } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { serverText } from '@web/lib/server-text';
import { adminAdmissionsKey, publishAdmission } from '../api/admissions';
import { formValuesOf } from '../admission-values';
import { AdmissionRows } from './admission-rows';

type Fields = z.input<typeof admissionInputSchema>;
type Values = z.output<typeof admissionInputSchema>;

const admissionSchema = lazyZodResolver(() =>
  import('@core/contracts/admission-input').then((contract) => contract.admissionInputSchema),
);

const ADMISSION_SAVED = 'Info penerimaan murid baru disimpan';
const SAVE_FAILED = 'Info penerimaan gagal disimpan. Periksa koneksi Anda lalu coba lagi.';

/**
 * SPMB/PPDB facts of one academic year (issue 23): the schedule, quotas per
 * track as the school names them, requirements, admission fees and the
 * document they come from. The contract's messages show under each field
 * (a backward date range among them); the server's answer is shown as it is.
 */
export function AdmissionForm({
  schoolId,
  academicYear,
  published,
}: {
  schoolId: number;
  academicYear: string;
  published: Admission | undefined;
}) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => admissionSchema.preload(), []);
  const form = useForm<Fields, unknown, Values>({
    resolver: admissionSchema.resolver,
    defaultValues: formValuesOf(academicYear, published) as Fields,
  });
  const { errors, isSubmitting } = form.formState;
  const schedule = useFieldArray({ control: form.control, name: 'schedule' });
  const quotas = useFieldArray({ control: form.control, name: 'quotas' });
  const fees = useFieldArray({ control: form.control, name: 'fees' });
  const id = (name: string) => `admission-${name}`;

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    try {
      await publishAdmission(schoolId, form.getValues());
      await queryClient.invalidateQueries({ queryKey: adminAdmissionsKey(schoolId) });
      toast({ title: 'Berhasil', description: `${ADMISSION_SAVED}: ${academicYear}` });
    } catch (error) {
      setProblem(serverText(error, SAVE_FAILED));
    }
  });

  const scheduleError = errors.schedule?.message ?? errors.schedule?.root?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-6"
      aria-label={`Form SPMB/PPDB ${academicYear}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect id={id('system')} label="Nama sistem" {...form.register('systemName')}>
          {ADMISSION_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {system}
            </option>
          ))}
        </FormSelect>
      </div>
      <AdmissionRows
        title="Jadwal"
        addLabel="Tambah jadwal"
        keys={schedule.fields.map((field) => field.id)}
        onAdd={() => schedule.append({ kind: 'test', label: '', startsOn: '', endsOn: '' })}
        onRemove={schedule.remove}
        removeLabel={(index) => `Hapus jadwal ${index + 1}`}
        error={scheduleError}
      >
        {(index) => {
          const rowErrors = errors.schedule?.[index];
          return (
            <>
              <FormSelect
                id={id(`schedule-${index}-kind`)}
                label={`Tahap ${index + 1}`}
                error={rowErrors?.kind?.message}
                {...form.register(`schedule.${index}.kind`)}
              >
                {SCHEDULE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {SCHEDULE_KIND_LABELS[kind]}
                  </option>
                ))}
              </FormSelect>
              <FormField
                id={id(`schedule-${index}-label`)}
                label="Keterangan (opsional)"
                placeholder="Contoh: Gelombang 1"
                error={rowErrors?.label?.message}
                {...form.register(`schedule.${index}.label`)}
              />
              <FormField
                id={id(`schedule-${index}-start`)}
                label="Tanggal mulai"
                type="date"
                error={rowErrors?.startsOn?.message}
                {...form.register(`schedule.${index}.startsOn`)}
              />
              <FormField
                id={id(`schedule-${index}-end`)}
                label="Tanggal selesai"
                type="date"
                error={rowErrors?.endsOn?.message}
                {...form.register(`schedule.${index}.endsOn`)}
              />
            </>
          );
        }}
      </AdmissionRows>
      <datalist id={id('tracks')}>
        {SUGGESTED_TRACKS.map((track) => (
          <option key={track} value={track} />
        ))}
      </datalist>
      <AdmissionRows
        title="Kuota per jalur"
        addLabel="Tambah jalur"
        keys={quotas.fields.map((field) => field.id)}
        onAdd={() => quotas.append({ track: '', seats: '', note: '' })}
        onRemove={quotas.remove}
        removeLabel={(index) => `Hapus jalur ${index + 1}`}
      >
        {(index) => {
          const rowErrors = errors.quotas?.[index];
          return (
            <>
              <FormField
                id={id(`quota-${index}-track`)}
                label={`Jalur ${index + 1}`}
                list={id('tracks')}
                placeholder="Domisili, Afirmasi, Prestasi, Mutasi"
                error={rowErrors?.track?.message}
                {...form.register(`quotas.${index}.track`)}
              />
              <FormField
                id={id(`quota-${index}-seats`)}
                label="Kuota (kursi)"
                inputMode="numeric"
                error={rowErrors?.seats?.message}
                {...form.register(`quotas.${index}.seats`)}
              />
              <div className="md:col-span-2">
                <FormField
                  id={id(`quota-${index}-note`)}
                  label="Catatan (opsional)"
                  error={rowErrors?.note?.message}
                  {...form.register(`quotas.${index}.note`)}
                />
              </div>
            </>
          );
        }}
      </AdmissionRows>
      <FormTextarea
        id={id('requirements')}
        label="Persyaratan"
        rows={4}
        placeholder="Satu persyaratan per baris, misalnya: Akta kelahiran"
        error={errors.requirements?.message}
        {...form.register('requirements')}
      />
      <AdmissionRows
        title="Biaya pendaftaran"
        addLabel="Tambah biaya"
        keys={fees.fields.map((field) => field.id)}
        onAdd={() => fees.append({ label: '', amount: '', note: '' })}
        onRemove={fees.remove}
        removeLabel={(index) => `Hapus biaya ${index + 1}`}
      >
        {(index) => {
          const rowErrors = errors.fees?.[index];
          return (
            <>
              <FormField
                id={id(`fee-${index}-label`)}
                label={`Nama biaya ${index + 1}`}
                placeholder="Contoh: Formulir"
                error={rowErrors?.label?.message}
                {...form.register(`fees.${index}.label`)}
              />
              <FormField
                id={id(`fee-${index}-amount`)}
                label="Jumlah (Rp)"
                inputMode="numeric"
                error={rowErrors?.amount?.message}
                {...form.register(`fees.${index}.amount`)}
              />
              <div className="md:col-span-2">
                <FormField
                  id={id(`fee-${index}-note`)}
                  label="Catatan (opsional)"
                  error={rowErrors?.note?.message}
                  {...form.register(`fees.${index}.note`)}
                />
              </div>
            </>
          );
        }}
      </AdmissionRows>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id('source-title')}
          label="Sumber dokumen"
          placeholder="Contoh: Surat edaran SPMB 2027"
          error={errors.sourceTitle?.message}
          {...form.register('sourceTitle')}
        />
        <FormField
          id={id('source-url')}
          label="Tautan dokumen (opsional)"
          inputMode="url"
          placeholder="https://..."
          error={errors.sourceUrl?.message}
          {...form.register('sourceUrl')}
        />
      </div>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan'}
        </Button>
      </div>
    </form>
  );
}
