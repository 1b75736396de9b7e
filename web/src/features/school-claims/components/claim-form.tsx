import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Claim, claimInputSchema } from '@core/contracts/claims';
import { Button } from '@web/components/ui/button';
import { FormField, FormTextarea } from '@web/components/ui/form-field';
import { lazyZodResolver } from '@web/lib/lazy-zod-resolver';
import { serverText } from '@web/lib/server-text';
import { useFileUploads } from '@web/lib/use-file-uploads';
import { MY_CLAIMS_KEY, submitClaim } from '../api/claims';
import { ProofFiles } from './proof-files';

type ClaimFields = z.input<typeof claimInputSchema>;
type ClaimValues = z.output<typeof claimInputSchema>;

const claimSchema = lazyZodResolver(() =>
  import('@core/contracts/claims').then((contract) => contract.claimInputSchema),
);

const CLAIM_SEND_FAILED = 'Klaim gagal dikirim. Periksa koneksi Anda lalu coba lagi.';
const WAIT_FOR_UPLOADS = 'Tunggu hingga semua file selesai diunggah';
const POSITIONS = ['Kepala Sekolah', 'Wakil Kepala Sekolah', 'Operator Sekolah', 'Bendahara'];

/**
 * The claim (issue 23): name, position, phone and e-mail of the
 * representative, a note, and the proof uploaded through the upload slots.
 * Messages are the API contract's own; the server's answer is shown as it is.
 */
export function ClaimForm({
  schoolId,
  defaults,
  onSent,
}: {
  schoolId: number;
  defaults: { claimantName: string; email: string };
  onSent: (claim: Claim) => void;
}) {
  const queryClient = useQueryClient();
  const uploads = useFileUploads();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => claimSchema.preload(), []);
  const form = useForm<ClaimFields, unknown, ClaimValues>({
    resolver: claimSchema.resolver,
    defaultValues: { ...defaults, position: '', phone: '', note: '', files: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const claim = await submitClaim(schoolId, {
        claimantName: values.claimantName,
        position: values.position,
        phone: values.phone ?? '',
        email: values.email ?? '',
        note: values.note ?? '',
        files: values.files,
      });
      await queryClient.invalidateQueries({ queryKey: MY_CLAIMS_KEY });
      onSent(claim);
    } catch (error) {
      setProblem(serverText(error, CLAIM_SEND_FAILED));
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (uploads.uploading) {
      setProblem(WAIT_FOR_UPLOADS);
      return;
    }
    form.setValue('files', uploads.done);
    void send(event);
  };

  const filesError = errors.files?.message ?? errors.files?.root?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Form klaim sekolah">
      <FormField
        id="claim-name"
        label="Nama lengkap"
        autoComplete="name"
        error={errors.claimantName?.message}
        {...form.register('claimantName')}
      />
      <FormField
        id="claim-position"
        label="Jabatan di sekolah"
        list="claim-positions"
        placeholder="Contoh: Kepala Sekolah"
        error={errors.position?.message}
        {...form.register('position')}
      />
      <datalist id="claim-positions">
        {POSITIONS.map((position) => (
          <option key={position} value={position} />
        ))}
      </datalist>
      <FormField
        id="claim-phone"
        label="Nomor telepon/WhatsApp"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        id="claim-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormTextarea
        id="claim-note"
        label="Catatan (opsional)"
        rows={3}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <ProofFiles
        files={uploads.files}
        onAdd={(files) => {
          // a proof on its way answers 'Unggah minimal satu bukti'
          form.clearErrors('files');
          uploads.add(files);
        }}
        onRemove={uploads.remove}
        error={filesError}
      />
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Mengirim...' : 'Kirim Klaim'}
      </Button>
    </form>
  );
}
