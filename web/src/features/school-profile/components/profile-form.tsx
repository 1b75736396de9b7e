import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SchoolProfile, profileInputSchema } from '@core/contracts/school-profile';
import { FACILITIES, phoneLabel } from '@core/school-profile';
import { ChangedBy } from '@web/components/changed-by';
import { Button } from '@web/components/ui/button';
import { FormField, FormTextarea } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { serverText } from '@web/lib/server-text';
import { profileKey, saveProfile, type ProfilePayload } from '../api/profile';

type ProfileFields = z.input<typeof profileInputSchema>;
type ProfileValues = z.output<typeof profileInputSchema>;

const profileSchema = lazyZodResolver(() =>
  import('@core/contracts/school-profile').then((contract) => contract.profileInputSchema),
);

const PROFILE_SAVED = 'Profil sekolah disimpan';
const SAVE_FAILED = 'Profil gagal disimpan. Periksa koneksi Anda lalu coba lagi.';

const fieldsOf = (profile: SchoolProfile): ProfilePayload => ({
  phone: profile.phone === null ? '' : phoneLabel(profile.phone),
  email: profile.email ?? '',
  website: profile.website ?? '',
  description: profile.description ?? '',
  facilities: profile.facilities,
});

/**
 * Contacts, description and facilities of one school (issue 23). The
 * contract's messages show under each field; a refused save keeps what was
 * typed and says the server's reason.
 */
export function ProfileForm({ profile }: { profile: SchoolProfile }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => profileSchema.preload(), []);
  const form = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: profileSchema.resolver,
    defaultValues: fieldsOf(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const changes = profile.changes;

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    try {
      const saved = await saveProfile(profile.schoolId, form.getValues() as ProfilePayload);
      queryClient.setQueryData(profileKey(profile.schoolId), saved);
      form.reset(fieldsOf(saved));
      toast({ title: 'Berhasil', description: PROFILE_SAVED });
    } catch (error) {
      setProblem(serverText(error, SAVE_FAILED));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      aria-label="Form profil sekolah"
    >
      <div className="grid gap-4 md:grid-cols-3">
        <div className="grid gap-1">
          <FormField
            id="profile-phone"
            label="Telepon"
            type="tel"
            inputMode="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <ChangedBy change={changes.phone} />
        </div>
        <div className="grid gap-1">
          <FormField
            id="profile-email"
            label="Email"
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <ChangedBy change={changes.email} />
        </div>
        <div className="grid gap-1">
          <FormField
            id="profile-website"
            label="Website"
            inputMode="url"
            placeholder="https://sekolah.sch.id"
            error={errors.website?.message}
            {...form.register('website')}
          />
          <ChangedBy change={changes.website} />
        </div>
      </div>
      <div className="grid gap-1">
        <FormTextarea
          id="profile-description"
          label="Deskripsi"
          rows={5}
          placeholder="Visi, program unggulan, kegiatan, dan hal lain yang perlu diketahui orang tua."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <ChangedBy change={changes.description} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-900">Fasilitas</legend>
        <Controller
          control={form.control}
          name="facilities"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                {FACILITIES.map((facility) => (
                  <label key={facility.code} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={chosen.has(facility.code)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(facility.code);
                        else next.delete(facility.code);
                        field.onChange([...next]);
                      }}
                    />
                    {facility.label}
                  </label>
                ))}
              </div>
            );
          }}
        />
        {errors.facilities && (
          <p role="alert" className="text-sm text-red-700">
            {errors.facilities.message}
          </p>
        )}
        <ChangedBy change={changes.facilities} />
      </fieldset>
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan Profil'}
        </Button>
      </div>
    </form>
  );
}
