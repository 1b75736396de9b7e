import { lazy, Suspense, useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '@web/components/ui/button';

// The dialog (form, validation, Radix dialog) loads on first use or on hover/focus.
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadDialog);

/** 'Laporkan Data' and its dialog (SPEC §2 report dialog). */
export function ReportButton({ schoolId, schoolName }: { schoolId: number; schoolName: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
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
        <Flag aria-hidden="true" />
        Laporkan Data
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            schoolId={schoolId}
            schoolName={schoolName}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
