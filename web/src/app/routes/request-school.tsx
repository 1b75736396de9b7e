import { SITE_NAME } from '@core/seo';
import { paths } from '@web/config/paths';
import { RequestSchoolForm } from '@web/features/school-requests/components/request-school-form';
import { PageHead } from '@web/lib/page-meta';

/** /request-school: ask for one or more schools missing from the directory (SPEC §2). */
export default function RequestSchoolPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHead
        meta={{
          title: `Request Sekolah | ${SITE_NAME}`,
          description:
            'Minta kami menambahkan data biaya sekolah yang belum tersedia di Biaya Sekolah.',
          canonicalPath: paths.requestSchool(),
        }}
      />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Request Sekolah</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Sekolah yang Anda cari belum ada? Isi nama, jenjang, dan kota sekolahnya. Anda bisa meminta
        beberapa sekolah sekaligus.
      </p>
      <RequestSchoolForm />
    </div>
  );
}
