import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { LevyReportForm, LevyReportPayload } from '@core/contracts/levy-reports';
import { LEVY_REPORT_TITLE } from '@core/levy-reports';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { submitLevyReport } from '../api/levy-reports';
import {
  checkLevyReport,
  EMPTY_LEVY_REPORT,
  LEVY_REPORT_FAILED,
  LEVY_REPORT_SENT,
  type LevyReportErrors,
} from '../levy-report-form';
import type { LevyChoice } from '../levy-choices';

const FOCUS_ORDER = ['choice', 'amount', 'description'] as const;

/**
 * The levy report: which fee the rule fixes at Rp0 the school still asks for,
 * how much (optional), what happened; name and contact optional. On success it
 * closes and resets; on failure it keeps what was typed.
 */
export default function LevyReportDialog({
  open,
  onOpenChange,
  schoolId,
  schoolName,
  choices,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schoolId: number;
  schoolName: string;
  choices: LevyChoice[];
  onClosed: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [form, setForm] = useState<LevyReportForm>(EMPTY_LEVY_REPORT);
  const [errors, setErrors] = useState<LevyReportErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({
    mutationFn: (payload: LevyReportPayload) => submitLevyReport(schoolId, payload),
    onSuccess: () => {
      toast({ title: LEVY_REPORT_SENT });
      setForm(EMPTY_LEVY_REPORT);
      setErrors({});
      setSubmitted(false);
      onOpenChange(false);
    },
    onError: (error) => toast({ title: failureText(error), variant: 'destructive' }),
  });

  const edit = (field: keyof LevyReportForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (submitted) {
      const check = checkLevyReport(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkLevyReport(form);
    if (!check.ok) {
      setErrors(check.errors);
      const first = FOCUS_ORDER.find((f) => check.errors[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    send.mutate(check.payload);
  };

  const described = (field: keyof LevyReportForm, hint = false) =>
    [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{LEVY_REPORT_TITLE}</DialogTitle>
          <DialogDescription>
            {schoolName}. Laporan hanya dibaca admin Biaya Sekolah untuk ditindaklanjuti dan tidak
            pernah ditampilkan sebagai biaya sekolah. Nama dan kontak boleh dikosongkan.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field id={id('choice')} label="Biaya yang dipungut" error={errors.choice}>
            <NativeSelect
              id={id('choice')}
              name="choice"
              value={form.choice}
              onChange={(event) => edit('choice', event.target.value)}
              aria-invalid={!!errors.choice}
              aria-describedby={described('choice')}
            >
              <option value="">Pilih biaya</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={id('amount')}
            label="Jumlah yang diminta (Rp)"
            hint="Opsional, misalnya 150000"
            error={errors.amount}
          >
            <Input
              id={id('amount')}
              name="amount"
              inputMode="numeric"
              value={form.amount}
              onChange={(event) => edit('amount', event.target.value)}
              aria-invalid={!!errors.amount}
              aria-describedby={described('amount', true)}
            />
          </Field>
          <Field id={id('description')} label="Ceritakan pungutannya" error={errors.description}>
            <textarea
              id={id('description')}
              name="description"
              rows={4}
              value={form.description}
              onChange={(event) => edit('description', event.target.value)}
              aria-invalid={!!errors.description}
              aria-describedby={described('description')}
              placeholder="Contoh: Sekolah meminta SPP Rp 150.000 per bulan melalui komite sejak Juli."
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:text-sm"
            />
          </Field>
          <Field id={id('reporterName')} label="Nama Pelapor" hint="Opsional">
            <Input
              id={id('reporterName')}
              name="reporterName"
              autoComplete="name"
              value={form.reporterName}
              onChange={(event) => edit('reporterName', event.target.value)}
              aria-describedby={described('reporterName', true)}
            />
          </Field>
          <Field id={id('contact')} label="Email/No WhatsApp" hint="Opsional">
            <Input
              id={id('contact')}
              name="contact"
              autoComplete="email"
              value={form.contact}
              onChange={(event) => edit('contact', event.target.value)}
              aria-describedby={described('contact', true)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Batal
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Mengirim...' : 'Kirim Laporan'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The server's Indonesian message for a refused report, else the general failure. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 400) return LEVY_REPORT_FAILED;
  try {
    const body = JSON.parse(error.body) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : LEVY_REPORT_FAILED;
  } catch {
    return LEVY_REPORT_FAILED;
  }
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
