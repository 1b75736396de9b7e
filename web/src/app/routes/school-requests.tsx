import { SITE_NAME } from '@core/seo';
import { paths } from '@web/config/paths';
import {
  RequestBanners,
  SchoolRequestList,
} from '@web/features/school-requests/components/school-request-list';
import { PageHead } from '@web/lib/page-meta';

/** /school-requests: the public list of school requests (SPEC §2). */
export default function SchoolRequestsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHead
        meta={{
          title: `Request Sekolah | ${SITE_NAME}`,
          description:
            'Daftar sekolah yang diminta orang tua untuk ditambahkan ke Biaya Sekolah, dan yang sudah tersedia.',
          canonicalPath: paths.schoolRequests(),
        }}
      />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Request Sekolah</h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-700">
        Sekolah yang diminta orang tua untuk ditambahkan. Punya data biayanya? Bantu kami
        melengkapinya.
      </p>
      <RequestBanners />
      <div className="mt-8">
        <SchoolRequestList />
      </div>
    </div>
  );
}
