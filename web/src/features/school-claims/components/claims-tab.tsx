import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText } from 'lucide-react';
import {
  CLAIM_STATUSES,
  CLAIM_STATUS_LABELS,
  type Claim,
  type ClaimStatus,
} from '@core/contracts/claims';
import { formatDate, formatRelativeTime } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormTextarea } from '@web/components/ui/form-field';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/config/paths';
import { serverText } from '@web/lib/server-text';
import {
  ADMIN_CLAIMS_KEY,
  adminClaimsQuery,
  approveClaim,
  claimFileUrl,
  rejectClaim,
} from '../api/claims';

const FILE_STATES: Record<string, string> = {
  pending: 'sedang diperiksa',
  running: 'sedang diperiksa',
  failed: 'ditolak pemeriksa',
};

function ClaimItem({ claim }: { claim: Claim }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      decision === 'approve' ? approveClaim(claim.id) : rejectClaim(claim.id, reason),
    onSuccess: async (decided) => {
      toast({
        title: 'Berhasil',
        description:
          decided.status === 'approved'
            ? `Klaim disetujui: ${claim.claimant.name} kini mengelola ${claim.school.name}`
            : `Klaim ditolak: ${claim.school.name}`,
      });
      await queryClient.invalidateQueries({ queryKey: ADMIN_CLAIMS_KEY });
    },
    onError: (error) => {
      const text = serverText(error, 'Klaim gagal diproses. Silakan coba lagi.');
      if (rejecting) setReasonError(text);
      toast({ title: 'Gagal', description: text, variant: 'destructive' });
    },
  });
  const who = claim.claimant;
  return (
    <li
      className="grid gap-3 border-b border-slate-100 py-4 last:border-b-0"
      aria-label={`Klaim ${claim.school.name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={paths.school(claim.school.slug)}
              className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
            >
              {claim.school.name}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {claim.school.city}
            {claim.school.npsn && ` · NPSN ${claim.school.npsn}`} ·{' '}
            {formatRelativeTime(claim.createdAt)}
          </p>
        </div>
        <Badge
          variant={
            claim.status === 'pending'
              ? 'warning'
              : claim.status === 'approved'
                ? 'success'
                : 'secondary'
          }
        >
          {CLAIM_STATUS_LABELS[claim.status]}
        </Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {(
          [
            ['Nama', who.name],
            ['Jabatan', who.position],
            ['Telepon', who.phone],
            ['Email', who.email],
            ['Akun', who.account],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {claim.note && (
        <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900">
          {claim.note}
        </p>
      )}
      <ul aria-label={`Bukti klaim ${claim.school.name}`} className="grid gap-1 text-sm">
        {claim.files.map((file) => (
          <li key={file.index} className="flex items-center gap-2">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {file.state === 'done' ? (
              <a
                href={claimFileUrl(claim.id, file.index)}
                className="break-all text-brand-700 underline underline-offset-2"
              >
                {file.name}
              </a>
            ) : (
              <span className="break-all text-slate-700">
                {file.name} ({FILE_STATES[file.state] ?? file.state}
                {file.error ? `: ${file.error}` : ''})
              </span>
            )}
          </li>
        ))}
      </ul>
      {claim.status === 'rejected' && claim.rejectionReason && (
        <p className="text-sm text-slate-700">Alasan penolakan: {claim.rejectionReason}</p>
      )}
      {claim.reviewedAt && (
        <p className="text-sm text-slate-600">Diputuskan {formatDate(claim.reviewedAt)}</p>
      )}
      {claim.status === 'pending' && (
        <div className="grid gap-3">
          {rejecting && (
            <FormTextarea
              id={`claim-${claim.id}-reason`}
              label="Alasan penolakan"
              rows={2}
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting ? (
              <>
                <Button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('approve')}
                  aria-label={`Setujui klaim ${who.name} atas ${claim.school.name}`}
                >
                  Setujui
                </Button>
                <Button type="button" variant="outline" onClick={() => setRejecting(true)}>
                  Tolak
                </Button>
              </>
            ) : (
              <>
                <Button
                  type="button"
                  variant="destructive"
                  disabled={decide.isPending}
                  onClick={() => {
                    setReasonError(undefined);
                    decide.mutate('reject');
                  }}
                >
                  Tolak Klaim
                </Button>
                <Button type="button" variant="outline" onClick={() => setRejecting(false)}>
                  Batal
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * Admin tab 'Klaim' (issue 23, site admins): claims with their proof, newest
 * first; a pending one is approved (the claimant manages the school at once)
 * or rejected with a reason the claimant reads.
 */
export default function ClaimsTab() {
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const claims = useQuery(adminClaimsQuery(status));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>Klaim Sekolah</CardTitle>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ClaimStatus)}
          className="min-w-48"
        >
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {CLAIM_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </CardHeader>
      <CardContent>
        {claims.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : claims.isError ? (
          <p className="text-sm text-red-700">Daftar klaim gagal dimuat.</p>
        ) : claims.data.length === 0 ? (
          <p className="text-sm text-slate-600">Tidak ada klaim dengan status ini.</p>
        ) : (
          <ul aria-label="Daftar klaim">
            {claims.data.map((claim) => (
              <ClaimItem key={claim.id} claim={claim} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
