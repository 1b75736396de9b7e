import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, FilePlus2, MapPin, School, Upload } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { formatRelativeTime } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paths } from '@web/config/paths';
import { schoolRequestsQuery } from '../api/school-requests';

function requester(request: SchoolRequest): string | null {
  const name = [request.user?.firstName, request.user?.lastName].filter(Boolean).join(' ');
  return name || null;
}

function RequestedCard({ request }: { request: SchoolRequest }) {
  const by = requester(request);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{request.requestedSchoolName}</h3>
          <Badge variant="secondary">{request.educationLevel}</Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {request.city}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          Diminta {formatRelativeTime(request.createdAt)}
          {by ? ` oleh ${by}` : ''}
        </p>
        <Link
          to={paths.contribute({ requestId: request.id })}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Upload aria-hidden="true" />
          Kontribusi Data Sekolah Ini
        </Link>
      </CardContent>
    </Card>
  );
}

function CompletedCard({ request }: { request: SchoolRequest }) {
  const content = (
    <CardContent className="flex flex-col gap-3 pt-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">
          {request.school?.name ?? request.requestedSchoolName}
        </h3>
        <Badge variant="success">Selesai</Badge>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {request.educationLevel} · {request.city}
      </p>
      {request.completedAt && (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          Ditambahkan {formatRelativeTime(request.completedAt)}
          {request.user?.firstName ? `, diminta oleh ${request.user.firstName}` : ''}
        </p>
      )}
    </CardContent>
  );
  if (!request.school) return <Card>{content}</Card>;
  return (
    <Link
      to={paths.school(request.school.slug)}
      className="block rounded-lg transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={`Lihat ${request.school.name}`}
    >
      <Card className="h-full">{content}</Card>
    </Link>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
      {text}
    </p>
  );
}

function LoadingCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status">
      <span className="sr-only">Memuat...</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-44" />
      ))}
    </div>
  );
}

/** /school-requests: 'Diminta (n)' and 'Selesai (n)' (SPEC §2). */
export function SchoolRequestList() {
  const requests = useQuery(schoolRequestsQuery());
  const all = requests.data ?? [];
  const requested = all.filter((r) => r.status === 'requested');
  const completed = all.filter((r) => r.status === 'completed');
  const count = (n: number) => (requests.isPending ? '…' : String(n));

  return (
    <Tabs defaultValue="requested">
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="requested">Diminta ({count(requested.length)})</TabsTrigger>
        <TabsTrigger value="completed">Selesai ({count(completed.length)})</TabsTrigger>
      </TabsList>
      <TabsContent value="requested">
        {requests.isPending ? (
          <LoadingCards />
        ) : requests.isError ? (
          <Empty text="Gagal memuat daftar request. Silakan coba lagi." />
        ) : requested.length === 0 ? (
          <Empty text="Belum ada sekolah yang diminta." />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {requested.map((request) => (
              <RequestedCard key={request.id} request={request} />
            ))}
          </div>
        )}
      </TabsContent>
      <TabsContent value="completed">
        {requests.isPending ? (
          <LoadingCards />
        ) : completed.length === 0 ? (
          <Empty text="Belum ada request yang selesai." />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {completed.map((request) => (
              <CompletedCard key={request.id} request={request} />
            ))}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** The two banners of SPEC §2: contribute data, request a school. */
export function RequestBanners() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FilePlus2 className="size-5 text-brand-700" aria-hidden="true" />
          Punya data biaya sekolah?
        </h2>
        <p className="text-sm text-slate-700">
          Bagikan rincian biaya sekolah anak Anda dan bantu orang tua lain merencanakan biaya
          pendidikan.
        </p>
        <Link to={paths.contribute()} className={`${buttonVariants()} self-start`}>
          Kontribusi Data
        </Link>
      </section>
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <School className="size-5 text-brand-700" aria-hidden="true" />
          Sekolah belum terdaftar?
        </h2>
        <p className="text-sm text-slate-700">
          Minta kami menambahkan sekolah yang Anda cari. Request Anda akan muncul di daftar ini.
        </p>
        <Link
          to={paths.requestSchool()}
          className={`${buttonVariants({ variant: 'outline' })} self-start`}
        >
          Request Sekolah
        </Link>
      </section>
    </div>
  );
}
