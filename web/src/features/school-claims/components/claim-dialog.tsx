import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import type { Claim } from '@core/contracts/claims';
import { formatShortDate } from '@core/format';
import { buttonVariants } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { paths } from '@web/config/paths';
import { useCurrentUser } from '@web/lib/current-user';
import { myClaimsQuery } from '../api/claims';
import { ClaimForm } from './claim-form';

export const SITE_ADMIN_NEEDS_NO_CLAIM = 'Admin situs sudah dapat mengelola semua sekolah.';

/**
 * 'Klaim sekolah ini' (issue 23): anonymous visitors sign in first (Google,
 * back to this page with the dialog open); a signed-in person sees their
 * pending claim for the school, or the form; after sending, what happens next.
 */
export default function ClaimDialog({
  open,
  onOpenChange,
  school,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  school: { id: number; name: string; slug: string };
  onClosed: () => void;
}) {
  const { user, isLoading } = useCurrentUser();
  const claims = useQuery(myClaimsQuery(!!user && user.role !== 'site_admin'));
  const [sent, setSent] = useState<Claim | null>(null);
  const pending = claims.data?.find(
    (claim) => claim.school.id === school.id && claim.status === 'pending',
  );
  // claim-card.tsx's CLAIM_HASH: the card opens the dialog again
  const returnTo = `${paths.school(school.slug)}#klaim`;

  let body;
  if (isLoading || (user && user.role !== 'site_admin' && claims.isPending)) {
    body = <p className="text-sm text-slate-600">Memuat...</p>;
  } else if (!user) {
    body = (
      <div className="grid gap-3 text-sm text-slate-700">
        <p>
          Masuk lebih dahulu. Akun yang Anda pakai akan menjadi akun admin sekolah setelah klaim
          disetujui.
        </p>
        <a
          href={paths.login(returnTo)}
          className={buttonVariants({ size: 'lg', className: 'text-sm' })}
        >
          Masuk dengan Google
        </a>
      </div>
    );
  } else if (user.role === 'site_admin') {
    body = <p className="text-sm text-slate-700">{SITE_ADMIN_NEEDS_NO_CLAIM}</p>;
  } else if (sent || pending) {
    const claim = (sent ?? pending)!;
    body = (
      <div role="status" className="grid gap-2 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          {sent ? (
            <CheckCircle2 className="size-5 text-emerald-700" aria-hidden />
          ) : (
            <Clock className="size-5 text-amber-700" aria-hidden />
          )}
          {sent ? 'Klaim terkirim' : 'Klaim Anda menunggu verifikasi'}
        </p>
        <p>
          Dikirim {formatShortDate(claim.createdAt)}. Tim kami memeriksa bukti Anda dan memberi
          kabar lewat notifikasi dan email. Setelah disetujui, buka menu Admin untuk mengelola
          profil sekolah dan info SPMB.
        </p>
      </div>
    );
  } else {
    body = (
      <ClaimForm
        schoolId={school.id}
        defaults={{
          claimantName: [user.firstName, user.lastName].filter(Boolean).join(' '),
          email: user.email ?? '',
        }}
        onSent={setSent}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Klaim {school.name}</DialogTitle>
          <DialogDescription>
            Untuk kepala sekolah, operator, atau staf yang ditugasi. Setelah diverifikasi, Anda
            dapat memperbarui kontak, profil, foto, dan info penerimaan murid baru sekolah ini.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
