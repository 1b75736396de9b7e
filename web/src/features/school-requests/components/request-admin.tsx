import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { formatDate, formatRelativeTime } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { schoolRequestsQuery } from '../api/school-requests';
import { CompleteRequestDialog, type NewSchoolFormSlot } from './complete-request-dialog';

function requesterOf(request: SchoolRequest): string {
  return [request.user?.firstName, request.user?.lastName].filter(Boolean).join(' ') || '-';
}

function RequestRow({ request, onComplete }: { request: SchoolRequest; onComplete?: () => void }) {
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{request.requestedSchoolName}</p>
        <p className="text-sm text-slate-600">
          <Badge variant="secondary" className="mr-2">
            {request.educationLevel}
          </Badge>
          {request.city} · oleh {requesterOf(request)} · {formatRelativeTime(request.createdAt)}
        </p>
        {request.status === 'completed' && (
          <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
            <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
            {request.completedAt && `Selesai ${formatDate(request.completedAt)}: `}
            {request.school ? (
              <Link
                to={paths.school(request.school.slug)}
                className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline"
              >
                {request.school.name}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </Link>
            ) : (
              'sekolah sudah dihapus'
            )}
          </p>
        )}
      </div>
      {onComplete && (
        <Button
          size="sm"
          onClick={onComplete}
          aria-label={`Tandai Selesai: ${request.requestedSchoolName}`}
        >
          <CheckCircle2 aria-hidden="true" />
          Tandai Selesai
        </Button>
      )}
    </li>
  );
}

/**
 * Admin tab 'Request Sekolah' (SPEC §2): pending requests to complete, and
 * completed ones. With `NewSchoolForm` (the page's), a request for a school
 * missing from the registry is completed by creating it.
 */
export default function RequestAdmin({ NewSchoolForm }: { NewSchoolForm?: NewSchoolFormSlot }) {
  const requests = useQuery(schoolRequestsQuery());
  const [completing, setCompleting] = useState<SchoolRequest | null>(null);
  const all = requests.data ?? [];
  const pending = all.filter((r) => r.status === 'requested');
  const completed = all.filter((r) => r.status === 'completed');

  const body = (list: SchoolRequest[], empty: string, actions: boolean) =>
    requests.isPending ? (
      <p className="text-sm text-slate-600">Memuat...</p>
    ) : requests.isError ? (
      <p className="text-sm text-red-700">Gagal memuat request sekolah</p>
    ) : list.length === 0 ? (
      <p className="text-sm text-slate-600">{empty}</p>
    ) : (
      <ul>
        {list.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            onComplete={actions ? () => setCompleting(request) : undefined}
          />
        ))}
      </ul>
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Request Menunggu ({pending.length})</CardTitle>
        </CardHeader>
        <CardContent>{body(pending, 'Tidak ada request yang menunggu.', true)}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Request Selesai ({completed.length})</CardTitle>
        </CardHeader>
        <CardContent>{body(completed, 'Belum ada request yang selesai.', false)}</CardContent>
      </Card>
      <CompleteRequestDialog
        key={completing?.id ?? 'none'}
        request={completing}
        onOpenChange={(open) => !open && setCompleting(null)}
        NewSchoolForm={NewSchoolForm}
      />
    </div>
  );
}
