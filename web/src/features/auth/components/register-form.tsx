import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminRegisterSchema } from '@core/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Field, FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { CURRENT_USER_KEY } from '@web/lib/current-user';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { adminRegister, serverText } from '../api/admin-auth';

type RegisterFields = z.input<typeof adminRegisterSchema>;
type RegisterValues = z.output<typeof adminRegisterSchema>;

const registerSchema = lazyZodResolver(() =>
  import('@core/contracts/auth').then((contract) => contract.adminRegisterSchema),
);

/**
 * Admin registration (SPEC §5, §8). The account is created pending: it can
 * sign in only after a site admin approves it, which the form says.
 */
export function RegisterForm() {
  const queryClient = useQueryClient();
  const [registered, setRegistered] = useState<string | null>(null);
  useEffect(() => registerSchema.preload(), []);
  const form = useForm<RegisterFields, unknown, RegisterValues>({
    resolver: registerSchema.resolver,
    defaultValues: { username: '', password: '', email: '', role: 'school_admin' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const account = await adminRegister(values);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: 'Registrasi Berhasil', description: 'Akun admin telah dibuat!' });
      setRegistered(account.username);
      form.reset();
    } catch (error) {
      toast({
        title: 'Registrasi Gagal',
        description: serverText(error, 'Terjadi kesalahan saat mendaftar'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Form daftar admin"
    >
      {registered && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Akun <strong>{registered}</strong> menunggu persetujuan admin situs sebelum dapat dipakai
          untuk masuk.
        </p>
      )}
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field id="register-role" label="Role">
        <NativeSelect id="register-role" {...form.register('role')}>
          <option value="school_admin">Admin Sekolah</option>
          <option value="site_admin">Admin Situs</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Memproses...' : 'Daftar'}
      </Button>
    </form>
  );
}
