import { Database } from 'lucide-react';
import { API_DOCS_PATH, DATA_LICENSE, FEE_CSV_PATH, OPENAPI_PATH } from '@core/contracts/open-data';

/**
 * 'Data Terbuka' on the About page: every published fee as one CSV file, its
 * license, and the API. Plain links: these are files and a server page, not
 * routes of the app.
 */
export function OpenDataSection() {
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-6"
      aria-labelledby="open-data"
      data-testid="open-data"
    >
      <h2 id="open-data" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Database className="size-6 text-brand-600" aria-hidden="true" />
        Data Terbuka
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">
        <p>
          Semua biaya sekolah yang kami publikasikan dapat diunduh dalam satu berkas CSV: NPSN
          sekolah, tahun ajaran, jenis biaya, jumlah, frekuensi, dan sumbernya. Data contoh tidak
          pernah disertakan. Berkas diperbarui otomatis setiap kali ada biaya yang berubah.
        </p>
        <p>
          <a href={FEE_CSV_PATH} download className="font-medium text-brand-700 underline">
            Unduh biaya-sekolah.csv
          </a>
        </p>
        <p>
          Lisensi data:{' '}
          <a href={DATA_LICENSE.url} rel="license" className="font-medium text-brand-700 underline">
            {DATA_LICENSE.name}
          </a>
          . Anda bebas memakai, membagikan, dan mengolahnya, termasuk untuk keperluan komersial,
          asalkan menyebut {`"Biaya Sekolah"`} sebagai sumber. Sumber asli setiap baris tercantum di
          kolom <code>source</code> dan <code>source_document</code>.
        </p>
        <p>
          Pengembang dapat memakai API publik kami:{' '}
          <a href={API_DOCS_PATH} className="font-medium text-brand-700 underline">
            dokumentasi API
          </a>{' '}
          (deskripsi OpenAPI 3.1 di <code>{OPENAPI_PATH}</code>).
        </p>
      </div>
    </section>
  );
}
