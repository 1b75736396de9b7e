import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { CLAIM_SCHOOL } from '@core/school-profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

// The dialog (form, uploads, validation) loads on first use or on hover/focus.
const loadDialog = () => import('./claim-dialog');
const ClaimDialog = lazy(loadDialog);

/**
 * 'Klaim sekolah ini' on every school page (issue 23). A link back from the
 * sign-in (?klaim=1) opens the dialog again.
 */
export function ClaimCard({
  school,
  managed,
}: {
  school: { id: number; name: string; slug: string };
  managed: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const asked = params.get('klaim') === '1';

  useEffect(() => {
    if (!asked) return;
    setUsed(true);
    setOpen(true);
    const next = new URLSearchParams(params);
    next.delete('klaim');
    setParams(next, { replace: true });
  }, [asked, params, setParams]);

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <BadgeCheck className="size-5 text-brand-700" aria-hidden="true" />
          Pengelola sekolah ini?
        </h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-700">
          {managed
            ? 'Halaman ini sudah dikelola pihak sekolah. Staf lain yang ditugasi dapat mengajukan klaim juga.'
            : 'Klaim halaman ini untuk memperbarui kontak, profil, foto, dan jadwal penerimaan murid baru.'}
        </p>
        <Button
          ref={button}
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-haspopup="dialog"
        >
          {CLAIM_SCHOOL}
        </Button>
      </CardContent>
      {used && (
        <Suspense fallback={null}>
          <ClaimDialog
            open={open}
            onOpenChange={setOpen}
            school={school}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </Card>
  );
}
