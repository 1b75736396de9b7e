import type { ReactNode } from 'react';
import type { SchoolSubmission } from '@core/contracts/submissions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SourceMarksProvider } from './source-marks/source-marks';
import { SubmissionFiles } from './file-viewer/submission-files';
import { StatusBadge } from './status-badge';

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const formatSubmittedAt = (iso: string) => dateTime.format(new Date(iso));

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

/** SPEC §2 Kontribusi User detail: date, status, school, contact, contributor. */
function SubmissionFacts({ submission }: { submission: SchoolSubmission }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2">
        <Row label="Tanggal Kirim" value={formatSubmittedAt(submission.createdAt)} />
        <Row label="Status" value={<StatusBadge status={submission.status} />} />
        {submission.resubmissionCount > 0 && (
          <Row
            label="Dikirim Ulang"
            value={
              <>
                {submission.resubmissionCount}× oleh kontributor setelah ditolak
                {submission.resubmittedAt &&
                  ` (terakhir ${formatSubmittedAt(submission.resubmittedAt)})`}
                {submission.previousRejectionReason && (
                  <span className="mt-1 block text-slate-700">
                    Alasan penolakan sebelumnya: {submission.previousRejectionReason}
                  </span>
                )}
              </>
            }
          />
        )}
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
          {submission.account?.email && <Row label="Email Akun" value={submission.account.email} />}
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
    </div>
  );
}

/**
 * The contribution review dialog: the files on one side (the chosen one
 * shown, zoomable), on the other what was sent and `review`, the form that
 * transcribes the fees and approves or rejects. Phones stack them.
 */
export function SubmissionDetail({
  submission,
  onOpenChange,
  onClosed,
  children,
}: {
  submission: SchoolSubmission | null;
  onOpenChange: (open: boolean) => void;
  /** puts the focus back on the button that opened the dialog */
  onClosed: () => void;
  /** the review: transcription and decision */
  children?: ReactNode;
}) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      {submission && (
        <DialogContent
          // a phone gets the whole screen: files and form need every pixel
          className="max-h-[96dvh] max-w-7xl gap-5 p-4 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none sm:p-6"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <DialogHeader>
            <DialogTitle>Detail Kontribusi</DialogTitle>
            <DialogDescription>{submission.schoolName}</DialogDescription>
          </DialogHeader>
          <SourceMarksProvider>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)] lg:items-start">
              <section
                aria-label={`File yang Diunggah (${submission.files.length})`}
                className="grid gap-2 lg:sticky lg:top-0"
              >
                <h3 className="text-sm font-semibold text-slate-900">
                  File yang Diunggah ({submission.files.length})
                </h3>
                <SubmissionFiles submissionId={submission.id} files={submission.files} />
              </section>
              <div className="grid min-w-0 gap-6">
                <SubmissionFacts submission={submission} />
                {children}
              </div>
            </div>
          </SourceMarksProvider>
        </DialogContent>
      )}
    </Dialog>
  );
}
