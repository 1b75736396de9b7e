import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Eye, X } from 'lucide-react';
import { formatDate } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { submissionsQuery } from '../api/submissions';
import { comingSoon } from './submission-actions';
import { SubmissionDetail } from './submission-detail';

const COLUMNS = ['Tanggal', 'Nama Sekolah', 'Kota', 'Jenjang', 'File', 'No. HP', 'Status', 'Aksi'];

/**
 * The admin dashboard's 'Kontribusi User' tab (SPEC §2): every submission,
 * newest first, with a detail dialog to read it and download its files.
 * Approving and rejecting are announced as coming soon.
 */
export function SubmissionsTab() {
  const submissions = useQuery(submissionsQuery());
  const [openId, setOpenId] = useState<number | null>(null);
  // the dialog follows the list, so a refetch shows the files' latest check
  const open = submissions.data?.find((submission) => submission.id === openId) ?? null;
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Kontribusi User</CardTitle>
        <p className="text-sm text-slate-600">
          Data biaya yang dikirim pengguna, untuk diperiksa sebelum dipublikasikan.
        </p>
      </CardHeader>
      <CardContent>
        {submissions.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : submissions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat daftar kontribusi
          </p>
        ) : submissions.data.length === 0 ? (
          <p className="text-sm text-slate-600">Belum ada kontribusi dari pengguna.</p>
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
                      <Badge variant="warning">{submission.status}</Badge>
                    </td>
                    <td className="py-2">
                      <div className="flex gap-1">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Detail ${submission.schoolName}`}
                          onClick={(event) => {
                            opener.current = event.currentTarget;
                            setOpenId(submission.id);
                            // the worker may have checked the files since the list loaded
                            void submissions.refetch();
                          }}
                        >
                          <Eye aria-hidden="true" />
                          Detail
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-9"
                          aria-label={`Setujui ${submission.schoolName}`}
                          onClick={() => comingSoon('Setujui')}
                        >
                          <Check aria-hidden="true" />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-9"
                          aria-label={`Tolak ${submission.schoolName}`}
                          onClick={() => comingSoon('Tolak')}
                        >
                          <X aria-hidden="true" />
                        </Button>
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
        submission={open}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
        onClosed={() => opener.current?.focus()}
      />
    </Card>
  );
}
