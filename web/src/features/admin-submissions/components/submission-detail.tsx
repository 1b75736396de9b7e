import { useState, type ReactNode } from 'react';
import { Check, Download, X } from 'lucide-react';
import type { SchoolSubmission, SubmissionFile } from '@core/contracts/submissions';
import { formatFileSize } from '@core/uploads';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { comingSoon, downloadWithToast } from './submission-actions';

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
export const formatSubmittedAt = (iso: string) => dateTime.format(new Date(iso));

/** The worker's check of a file, for the reviewer. */
function checkText(file: SubmissionFile): { text: string; tone: string } {
  if (file.state === 'done') return { text: 'Lolos pemeriksaan', tone: 'text-emerald-700' };
  if (file.state === 'failed')
    return { text: `Ditolak: ${file.error ?? 'tidak lolos pemeriksaan'}`, tone: 'text-red-700' };
  return { text: 'Sedang diperiksa', tone: 'text-slate-600' };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

function FileItem({ submissionId, file }: { submissionId: number; file: SubmissionFile }) {
  const [busy, setBusy] = useState(false);
  const check = checkText(file);
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 p-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
          {file.name}
        </p>
        <p className={`text-xs ${check.tone}`}>
          {file.sizeBytes !== null ? `${formatFileSize(file.sizeBytes)} · ` : ''}
          {check.text}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Download ${file.name}`}
        onClick={async () => {
          setBusy(true);
          await downloadWithToast(submissionId, file.index, file.name);
          setBusy(false);
        }}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
    </li>
  );
}

/** SPEC §2 Kontribusi User detail: who sent what, and the files to download. */
export function SubmissionDetail({
  submission,
  onOpenChange,
  onClosed,
}: {
  submission: SchoolSubmission | null;
  onOpenChange: (open: boolean) => void;
  /** puts the focus back on the button that opened the dialog */
  onClosed: () => void;
}) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      {submission && (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <DialogHeader>
            <DialogTitle>Detail Kontribusi</DialogTitle>
            <DialogDescription>{submission.schoolName}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2">
            <Row label="Tanggal Kirim" value={formatSubmittedAt(submission.createdAt)} />
            <Row label="Status" value={<Badge variant="warning">{submission.status}</Badge>} />
          </dl>
          <Section title="Informasi Sekolah">
            <dl className="grid gap-2">
              <Row label="Nama Sekolah" value={submission.schoolName} />
              <Row label="Kota/Kabupaten" value={submission.cityName} />
              <Row label="Jenjang" value={submission.educationLevels.join(', ')} />
            </dl>
          </Section>
          <Section title="Informasi Kontak">
            <dl className="grid gap-2">
              <Row label="Nomor HP" value={submission.phoneNumber} />
              {submission.account?.email && (
                <Row label="Email Akun" value={submission.account.email} />
              )}
            </dl>
          </Section>
          <Section title="Kontributor">
            {submission.showAsContributor && submission.contributorName ? (
              <dl className="grid gap-2">
                <Row label="Nama" value={submission.contributorName} />
                <Row label="Profil" value={submission.contributorProfile ?? '-'} />
              </dl>
            ) : (
              <p className="text-sm text-slate-700">
                Kontributor memilih untuk tidak ditampilkan namanya.
              </p>
            )}
          </Section>
          <Section title={`File yang Diunggah (${submission.files.length})`}>
            <ul className="grid gap-2">
              {submission.files.map((file) => (
                <FileItem key={file.index} submissionId={submission.id} file={file} />
              ))}
            </ul>
          </Section>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => comingSoon('Tolak')}>
              <X aria-hidden="true" />
              Tolak
            </Button>
            <Button type="button" onClick={() => comingSoon('Setujui')}>
              <Check aria-hidden="true" />
              Setujui
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
