import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Eye, X } from 'lucide-react';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { formatDate } from '@core/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { submissionsQuery, type StatusFilter } from '../api/submissions';
import type { CreateSchoolSlot } from './review/create-school-slot';
import { ReviewPanel, type ReviewMode } from './review/review-panel';
import { StatusBadge } from './status-badge';
import { SubmissionDetail } from './submission-detail';

const COLUMNS = ['Tanggal', 'Nama Sekolah', 'Kota', 'Jenjang', 'File', 'No. HP', 'Status', 'Aksi'];

interface Opened {
  submission: SchoolSubmission;
  mode: ReviewMode;
}

/**
 * The admin dashboard's 'Kontribusi User' tab (SPEC §2): submissions newest
 * first, filtered by status, with the review dialog: the files beside the
 * transcription form that publishes them as fees, or the rejection.
 */
export function SubmissionsTab({
  CreateSchool,
  manageLink = () => '/admin',
}: {
  /** the page's dialog for a school missing from the registry */
  CreateSchool?: CreateSchoolSlot;
  /** Kelola Sekolah opened on a school */
  manageLink?: (schoolId: number) => string;
}) {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const submissions = useQuery(submissionsQuery(status));
  const [opened, setOpened] = useState<Opened | null>(null);
  // the dialog follows the list (a refetch shows the files' latest check); a
  // decision taken in it is final and stays shown, whatever the list says meanwhile
  const current = !opened
    ? null
    : opened.submission.status !== 'pending'
      ? opened.submission
      : (submissions.data?.find((s) => s.id === opened.submission.id) ?? opened.submission);
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = (submission: SchoolSubmission, mode: ReviewMode, button: HTMLButtonElement) => {
    opener.current = button;
    setOpened({ submission, mode });
    // the worker may have checked the files since the list loaded
    void submissions.refetch();
  };

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Kontribusi User</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Data biaya yang dikirim pengguna, untuk diperiksa sebelum dipublikasikan.
          </p>
        </div>
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          className="sm:w-56"
        >
          {SUBMISSION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SUBMISSION_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="all">Semua status</option>
        </SelectField>
      </CardHeader>
      <CardContent>
        {submissions.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : submissions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat daftar kontribusi
          </p>
        ) : submissions.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            {status === 'all'
              ? 'Belum ada kontribusi dari pengguna.'
              : 'Tidak ada kontribusi dengan status ini.'}
          </p>
        ) : (
          <div
            className="overflow-x-auto"
            role="region"
            aria-label="Daftar kontribusi user"
            tabIndex={0}
          >
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {submissions.data.map((submission) => (
                  <tr key={submission.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4 whitespace-nowrap">
                      {formatDate(submission.createdAt)}
                    </td>
                    <td className="py-2 pr-4 font-medium text-slate-900">
                      {submission.schoolName}
                    </td>
                    <td className="py-2 pr-4">{submission.cityName}</td>
                    <td className="py-2 pr-4">{submission.educationLevels.join(', ')}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">
                      {submission.uploadedFiles.length} file
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{submission.phoneNumber}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge status={submission.status} />
                    </td>
                    <td className="py-2">
                      <div className="flex gap-1">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Detail ${submission.schoolName}`}
                          onClick={(event) => open(submission, 'approve', event.currentTarget)}
                        >
                          <Eye aria-hidden="true" />
                          Detail
                        </Button>
                        {submission.status === 'pending' && (
                          <>
                            <Button
                              size="icon"
                              variant="ghost"
                              className="size-9"
                              aria-label={`Setujui ${submission.schoolName}`}
                              title="Setujui: salin biayanya lalu terbitkan"
                              onClick={(event) => open(submission, 'approve', event.currentTarget)}
                            >
                              <Check aria-hidden="true" />
                            </Button>
                            <Button
                              size="icon"
                              variant="ghost"
                              className="size-9"
                              aria-label={`Tolak ${submission.schoolName}`}
                              title="Tolak dengan alasan"
                              onClick={(event) => open(submission, 'reject', event.currentTarget)}
                            >
                              <X aria-hidden="true" />
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <SubmissionDetail
        submission={current}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
        onClosed={() => opener.current?.focus()}
      >
        {current && opened && (
          <ReviewPanel
            key={`${current.id}-${opened.mode}`}
            submission={current}
            initialMode={opened.mode}
            CreateSchool={CreateSchool}
            manageLink={manageLink}
            onDecided={(decided) => setOpened({ submission: decided, mode: opened.mode })}
          />
        )}
      </SubmissionDetail>
    </Card>
  );
}
