import { PageHead } from '@web/lib/page-meta';

/** Stand-in for a page another part of the team is building. */
export function Placeholder({ title, path }: { title: string; path: string }) {
  return (
    <div className="mx-auto min-h-[60vh] max-w-7xl px-4 py-12">
      <PageHead
        meta={{ title: `${title} | Biaya Sekolah`, description: title, canonicalPath: path }}
      />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">Halaman ini sedang disiapkan.</p>
    </div>
  );
}
