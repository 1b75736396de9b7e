/** What the marks on the results map mean. */
export function MapLegend({ withOrigin }: { withOrigin: boolean }) {
  return (
    <ul
      aria-label="Keterangan peta"
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
    >
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-block size-3.5 rounded-full border-2 border-white bg-blue-600 shadow"
        />
        Sekolah (ketuk untuk melihat biaya)
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full bg-blue-700 text-[10px] font-bold text-white"
        >
          9
        </span>
        Kelompok sekolah (angka = jumlah; ketuk untuk memperbesar)
      </li>
      {withOrigin && (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3.5 rounded-full border-2 border-white bg-amber-500 shadow"
          />
          Lokasi Anda
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-block h-0 w-5 border-t-2 border-dashed border-slate-500"
        />
        Batas provinsi
      </li>
    </ul>
  );
}
