import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginInput } from '@core/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { CURRENT_USER_KEY } from '@web/lib/current-user';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { WRONG_CREDENTIALS } from '@core/messages';
import { adminLogin, serverText } from '../api/admin-auth';

const loginSchema = lazyZodResolver(() =>
  import('@core/contracts/auth').then((contract) => contract.adminLoginSchema),
);

/** Admin login (SPEC §5, §8): toast, refreshed current user, then /admin. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => loginSchema.preload(), []);
  const form = useForm<AdminLoginInput>({
    resolver: loginSchema.resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await adminLogin(values);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: 'Login Berhasil', description: 'Selamat datang kembali!' });
      void navigate(paths.admin());
    } catch (error) {
      toast({
        title: 'Login Gagal',
        description: serverText(error, WRONG_CREDENTIALS),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Form masuk admin"
    >
      <FormField
        id="login-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Memproses...' : 'Masuk'}
      </Button>
    </form>
  );
}
