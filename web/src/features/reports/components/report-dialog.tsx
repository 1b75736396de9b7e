import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ReportForm, ReportPayload } from '@core/contracts/reports';
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
import { toast } from '@web/components/ui/use-toast';
import { submitReport } from '../api/reports';
import {
  checkReport,
  EMPTY_REPORT,
  REPORT_FAILED,
  REPORT_SENT,
  type ReportErrors,
} from '../report-form';

/**
 * The report form: school name read-only, reporter name, contact
 * ('Email/No WhatsApp', optional), description. On success it closes and
 * resets; on failure it stays open with what was typed.
 */
export default function ReportDialog({
  open,
  onOpenChange,
  schoolId,
  schoolName,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schoolId: number;
  schoolName: string;
  /** puts the focus back on the button that opened the dialog */
  onClosed: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const [form, setForm] = useState<ReportForm>(EMPTY_REPORT);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({
    mutationFn: (payload: ReportPayload) => submitReport(schoolId, payload),
    onSuccess: () => {
      toast({ title: REPORT_SENT });
      setForm(EMPTY_REPORT);
      setErrors({});
      setSubmitted(false);
      onOpenChange(false);
    },
    onError: () => toast({ title: REPORT_FAILED, variant: 'destructive' }),
  });

  const edit = (field: keyof ReportForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // after a first attempt, messages follow the typing
    if (submitted) {
      const check = checkReport(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = checkReport(form);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (['reporterName', 'description'] as const).find((f) => check.errors[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    send.mutate(check.payload);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Laporkan Data Sekolah</DialogTitle>
          <DialogDescription>
            Bantu kami menjaga data tetap akurat. Ceritakan data yang salah atau sudah tidak
            berlaku.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field id={id('schoolName')} label="Nama Sekolah">
            <Input id={id('schoolName')} name="schoolName" value={schoolName} readOnly />
          </Field>
          <Field id={id('reporterName')} label="Nama Pelapor" error={errors.reporterName}>
            <Input
              id={id('reporterName')}
              name="reporterName"
              autoComplete="name"
              value={form.reporterName}
              onChange={(event) => edit('reporterName', event.target.value)}
              aria-invalid={!!errors.reporterName}
              aria-describedby={errors.reporterName ? `${id('reporterName')}-error` : undefined}
            />
          </Field>
          <Field id={id('contact')} label="Email/No WhatsApp" hint="Opsional">
            <Input
              id={id('contact')}
              name="contact"
              autoComplete="email"
              value={form.contact}
              onChange={(event) => edit('contact', event.target.value)}
              aria-describedby={`${id('contact')}-hint`}
            />
          </Field>
          <Field id={id('description')} label="Deskripsi" error={errors.description}>
            <textarea
              id={id('description')}
              name="description"
              rows={4}
              value={form.description}
              onChange={(event) => edit('description', event.target.value)}
              aria-invalid={!!errors.description}
              aria-describedby={errors.description ? `${id('description')}-error` : undefined}
              placeholder="Contoh: SPP tahun ajaran ini sudah naik menjadi Rp 500.000."
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:text-sm"
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
