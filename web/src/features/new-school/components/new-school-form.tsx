import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { newSchoolSchema, type NewSchoolInput } from '@core/contracts/new-school';
import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, type EducationLevel } from '@core/levels';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect } from '@web/components/ui/form-field';
import { citiesQuery, provincesQuery } from '@web/lib/regions';
import { serverText } from '@web/lib/server-text';
import { districtsQuery } from '@web/lib/regions';

const CREATE_FAILED = 'Sekolah gagal disimpan. Periksa isian lalu coba lagi.';

/** The form's own values: the province only narrows the cities, the server does not need it. */
const formSchema = newSchoolSchema.extend({ provinceId: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface NewSchoolStart {
  name?: string;
  educationLevel?: EducationLevel | null;
}

/**
 * A school that is not in the registry: name, level, Negeri or Swasta,
 * province, city and kecamatan, address, optional NPSN. The caller decides
 * what the values become (a new school, or a completed request) and may
 * throw: its server message shows above the buttons and nothing is lost.
 */
export function NewSchoolForm({
  start,
  hint,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  start?: NewSchoolStart;
  /** e.g. the city a parent typed in a request */
  hint?: string;
  submitLabel: string;
  onSubmit: (school: NewSchoolInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: start?.name ?? '',
      // an empty choice until one is picked; the schema says which is missing
      educationLevel: (start?.educationLevel ?? '') as EducationLevel,
      status: '' as FormInput['status'],
      provinceId: '',
      cityId: '',
      districtId: '',
      streetAddress: '',
      npsn: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [provinceId, cityId] = useWatch({ control: form.control, name: ['provinceId', 'cityId'] });
  const provinces = useQuery(provincesQuery());
  const cities = useQuery(citiesQuery(provinceId));
  const districts = useQuery(districtsQuery(cityId ? String(cityId) : null));

  // a form inside a dialog inside another form: the outer one must not submit too
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void form.handleSubmit(async ({ provinceId: _province, ...school }) => {
      setFailure(null);
      try {
        await onSubmit(school);
      } catch (error) {
        setFailure(serverText(error, CREATE_FAILED));
      }
    })(event);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={submit} aria-label="Form sekolah baru" className="grid gap-4">
      {hint && <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{hint}</p>}
      <FormField
        id={field('name')}
        label="Nama Sekolah"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          id={field('level')}
          label="Jenjang"
          error={errors.educationLevel?.message}
          {...form.register('educationLevel')}
        >
          <option value="">Pilih jenjang</option>
          {EDUCATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EDUCATION_LEVEL_LABELS[level]}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={field('status')}
          label="Status"
          error={errors.status?.message}
          {...form.register('status')}
        >
          <option value="">Pilih status</option>
          <option value="public">Negeri</option>
          <option value="private">Swasta</option>
        </FormSelect>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelect
          id={field('province')}
          label="Provinsi"
          {...form.register('provinceId', {
            onChange: () => {
              form.setValue('cityId', '');
              form.setValue('districtId', '');
            },
          })}
        >
          <option value="">{provinces.isPending ? 'Memuat...' : 'Pilih provinsi'}</option>
          {(provinces.data ?? []).map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={field('city')}
          label="Kota/Kabupaten"
          disabled={!provinceId}
          error={errors.cityId?.message}
          {...form.register('cityId', { onChange: () => form.setValue('districtId', '') })}
        >
          <option value="">Pilih kota/kabupaten</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={field('district')}
          label="Kecamatan"
          disabled={!cityId}
          error={errors.districtId?.message}
          {...form.register('districtId')}
        >
          <option value="">Pilih kecamatan</option>
          {(districts.data ?? []).map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormField
        id={field('address')}
        label="Alamat (opsional)"
        autoComplete="off"
        placeholder="Contoh: Jl. Margonda Raya No. 12"
        error={errors.streetAddress?.message}
        {...form.register('streetAddress')}
      />
      <FormField
        id={field('npsn')}
        label="NPSN (opsional)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="8 digit"
        error={errors.npsn?.message}
        {...form.register('npsn')}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Batal
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
