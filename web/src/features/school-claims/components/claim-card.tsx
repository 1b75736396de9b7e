import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { CLAIM_SCHOOL } from '@core/school-profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

// The dialog (form, uploads, validation) loads on first use or on hover/focus.
const loadDialog = () => import('./claim-dialog');
const ClaimDialog = lazy(loadDialog);

/**
 * The sign-in comes back to the school page with this fragment, which opens
 * the dialog again. A fragment, not a query parameter: the server's stored
 * page has one URL and drops parameters it does not read (core/page-query).
 */
const CLAIM_HASH = '#klaim';

/** 'Klaim sekolah ini' on every school page (issue 23). */
export function ClaimCard({
  school,
  managed,
}: {
  school: { id: number; name: string; slug: string };
  managed: boolean;
}) {
  const { hash } = useLocation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const asked = hash === CLAIM_HASH;

  useEffect(() => {
    if (!asked) return;
    setUsed(true);
    setOpen(true);
    // the address loses #klaim without a navigation (which would render the page afresh)
    const url = new URL(window.location.href);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  }, [asked]);

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
