import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import {
  rejectSubmissionSchema,
  type RejectSubmissionInput,
} from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { Button } from '@web/components/ui/button';
import { FormTextarea } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { useRejectSubmission } from '@web/features/admin-submissions/api/review';

const REJECTED_TITLE = 'Kontribusi ditolak';
const REJECT_FAILED = 'Kontribusi gagal ditolak. Silakan coba lagi.';

/** 'Tolak' needs a reason: the contributor reads it on their dashboard. */
export function RejectForm({
  submission,
  onRejected,
  onCancel,
}: {
  submission: SchoolSubmission;
  onRejected: (submission: SchoolSubmission) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const reject = useRejectSubmission(submission.id);
  const [failure, setFailure] = useState<string | null>(null);
  // the schema reads any input (a missing reason is its own message); the form edits text
  const form = useForm<{ reason: unknown }, unknown, RejectSubmissionInput>({
    resolver: zodResolver(rejectSubmissionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const rejected = await reject.mutateAsync(input);
      toast({ title: REJECTED_TITLE, description: submission.schoolName });
      onRejected(rejected);
    } catch (error) {
      setFailure(serverText(error, REJECT_FAILED));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-red-200 bg-red-50/40 p-3 sm:p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Tolak Kontribusi
      </h3>
      <FormTextarea
        id={`${id}-reason`}
        label="Alasan penolakan"
        rows={3}
        autoFocus
        placeholder="Contoh: Foto brosur tidak terbaca. Mohon kirim ulang dengan foto yang lebih jelas."
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <p className="-mt-2 text-xs text-slate-600">Alasan ini ditampilkan kepada kontributor.</p>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Batal
        </Button>
        <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
          <X aria-hidden="true" />
          {form.formState.isSubmitting ? 'Menolak...' : 'Tolak Kontribusi'}
        </Button>
      </div>
    </form>
  );
}
