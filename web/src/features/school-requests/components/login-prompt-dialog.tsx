import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@web/components/ui/button';
import { CheckList } from '@web/components/ui/check-list';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { paths } from '@web/config/paths';

const BENEFITS = [
  'Hanya 2 menit',
  'Pantau status request sekolah Anda',
  'Akses ke semua halaman',
  'Simpan sekolah favorit',
];

/**
 * Shown when the visitor is known to be signed out (SPEC §2): requesting a
 * school needs an account. Closing it goes back to where they came from.
 */
export function LoginPromptDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const close = () => {
    // opened straight from a link elsewhere: there is no page of ours to go back to
    if (location.key === 'default') void navigate(paths.home(), { replace: true });
    else void navigate(-1);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Masuk untuk Request Sekolah</DialogTitle>
          <DialogDescription>
            Masuk dengan akun Google Anda untuk meminta data sekolah yang belum tersedia. Kami akan
            menambahkannya secepatnya.
          </DialogDescription>
        </DialogHeader>
        <CheckList items={BENEFITS} />
        <a
          href={paths.login(here)}
          className={buttonVariants({ size: 'lg', className: 'text-sm' })}
        >
          <LogIn aria-hidden="true" />
          Masuk dengan Google
        </a>
      </DialogContent>
    </Dialog>
  );
}
