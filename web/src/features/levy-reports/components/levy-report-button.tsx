import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { LEVY_REPORT_TITLE } from '@core/levy-reports';
import { Button } from '@web/components/ui/button';
import { schoolFeeRulesQuery } from '@web/lib/fee-rules-query';
import { levyChoices } from '../levy-choices';

const loadDialog = () => import('./levy-report-dialog');
const LevyReportDialog = lazy(loadDialog);

/**
 * 'Sekolah memungut biaya yang dilarang aturan' (issue 20 item 7): shown only
 * where a rule fixes some fee of this school at Rp0; opens the report dialog.
 */
export function LevyReportButton({
  schoolId,
  schoolName,
}: {
  schoolId: number;
  schoolName: string;
}) {
  const rules = useQuery(schoolFeeRulesQuery(schoolId));
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const choices = levyChoices(rules.data);
  if (choices.length === 0) return null;
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        className="h-auto w-full py-2 whitespace-normal"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <ShieldAlert aria-hidden="true" />
        {LEVY_REPORT_TITLE}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LevyReportDialog
            open={open}
            onOpenChange={setOpen}
            schoolId={schoolId}
            schoolName={schoolName}
            choices={choices}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
