import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegistryRecord, registryInputSchema } from '@core/contracts/registry';
import { EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS } from '@core/levels';
import { Button } from '@web/components/ui/button';
import { FormField, FormSelect } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { citiesQuery, districtsQuery, provincesQuery } from '@web/lib/regions';
import { serverText } from '@web/lib/server-text';
import { registryKey, saveRegistry } from '../api/registry';

/** What the inputs hold: text, as typed; the contract parses it on submit. */
type Fields = Omit<z.input<typeof registryInputSchema>, 'status'> & {
  status: string;
  provinceId: string;
};
type Values = z.output<typeof registryInputSchema>;

const registrySchema = lazyZodResolver(() =>
  import('@core/contracts/registry').then((contract) => contract.registryInputSchema),
);

const REGISTRY_SAVED = 'Data registri disimpan';
const SAVE_FAILED = 'Data registri gagal disimpan. Periksa koneksi Anda lalu coba lagi.';

const fieldsOf = (record: RegistryRecord): Fields => ({
  name: record.name,
  educationLevel: record.educationLevel,
  status: record.status ?? '',
  streetAddress: record.streetAddress ?? '',
  postalCode: record.postalCode ?? '',
  provinceId: record.provinceId,
  cityId: record.cityId,
  districtId: record.districtId ?? '',
  lat: record.lat === null ? '' : String(record.lat),
  lng: record.lng === null ? '' : String(record.lng),
});

/**
 * A school's registry record (issue 23, site admins): name, level, status,
 * address, kecamatan and position. A corrected column is kept by later
 * registry imports (the record lists them).
 */
export function RegistryForm({ record }: { record: RegistryRecord }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => registrySchema.preload(), []);
  const form = useForm<Fields, unknown, Values>({
    resolver: registrySchema.resolver as never,
    defaultValues: fieldsOf(record),
  });
  const { errors, isSubmitting } = form.formState;
  const [provinceId, cityId] = useWatch({ control: form.control, name: ['provinceId', 'cityId'] });
  const provinces = useQuery(provincesQuery());
  const cities = useQuery(citiesQuery(provinceId));
  const districts = useQuery(districtsQuery(cityId || null));
  const field = (name: string) => `registry-${name}`;

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    const { provinceId: _province, ...values } = form.getValues();
    try {
      const saved = await saveRegistry(record.id, values);
      queryClient.setQueryData(registryKey(record.id), saved);
      toast({ title: 'Berhasil', description: `${REGISTRY_SAVED}: ${saved.name}` });
    } catch (error) {
      setProblem(serverText(error, SAVE_FAILED));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Form data registri"
      className="grid gap-4"
    >
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
          {(provinces.data ?? []).map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </FormSelect>
        <FormSelect
          id={field('city')}
          label="Kota/Kabupaten"
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
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          id={field('address')}
          label="Alamat"
          error={errors.streetAddress?.message}
          {...form.register('streetAddress')}
        />
        <FormField
          id={field('postal')}
          label="Kode pos"
          inputMode="numeric"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={field('lat')}
          label="Lintang"
          inputMode="decimal"
          placeholder="-6.9147"
          error={errors.lat?.message}
          {...form.register('lat')}
        />
        <FormField
          id={field('lng')}
          label="Bujur"
          inputMode="decimal"
          placeholder="107.6098"
          error={errors.lng?.message}
          {...form.register('lng')}
        />
      </div>
      {record.overrides.length > 0 && (
        <p className="text-xs text-slate-600">
          Dikoreksi admin (tidak ditimpa impor registri): {record.overrides.join(', ')}
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan Data Registri'}
        </Button>
      </div>
    </form>
  );
}
