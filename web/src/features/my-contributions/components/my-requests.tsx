import { useQuery } from '@tanstack/react-query';
import { ExternalLink, School, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { formatDate } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { myRequestsQuery } from '../api/my-contributions';

function RequestCard({ request }: { request: SchoolRequest }) {
  const done = request.status === 'completed';
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{request.requestedSchoolName}</h3>
          <p className="text-sm text-slate-600">
            {request.educationLevel} · {request.city} · diminta {formatDate(request.createdAt)}
          </p>
        </div>
        <Badge variant={done ? 'success' : 'warning'}>{done ? 'Selesai' : 'Diminta'}</Badge>
      </div>
      {done && request.school ? (
        <Link
          to={paths.school(request.school.slug)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Lihat {request.school.name}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      ) : (
        !done && (
          <Link
            to={paths.contribute({ requestId: request.id })}
            className={`${buttonVariants({ variant: 'outline', size: 'sm' })} justify-self-start`}
          >
            <Upload aria-hidden="true" />
            Kirim data biaya sekolah ini
          </Link>
        )
      )}
    </li>
  );
}

/** 'Request Saya': the schools the parent asked for, and the page once one is added. */
export function MyRequests() {
  const requests = useQuery(myRequestsQuery());
  if (requests.isPending)
    return (
      <div role="status">
        <span className="sr-only">Memuat...</span>
        <Skeleton className="h-24" />
      </div>
    );
  if (requests.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Gagal memuat request Anda. Muat ulang halaman untuk mencoba lagi.
      </p>
    );
  if (requests.data.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="text-slate-700">Anda belum me-request sekolah.</p>
        <Link
          to={paths.requestSchool()}
          className={`${buttonVariants({ size: 'sm', variant: 'outline' })} mt-3`}
        >
          <School aria-hidden="true" />
          Request Sekolah
        </Link>
      </div>
    );
  return (
    <ul className="grid gap-3" aria-label="Request Saya">
      {requests.data.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
