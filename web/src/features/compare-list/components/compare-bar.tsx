import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDown, ChevronUp, Scale, X } from 'lucide-react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { compareStore, comparisonHref, type PickedSchool } from '../store';

/**
 * The bar of CompareTray: the chosen schools (each removable) and
 * 'Bandingkan sekarang'. Folded to one line on a phone until opened.
 */
export default function CompareBar({
  picked,
  max,
}: {
  picked: readonly PickedSchool[];
  max: number;
}) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const href = comparisonHref(picked.map((s) => s.id));
  const here = `${pathname}${search}` === href;
  return (
    <>
      {/* room at the end of the page, so the bar never covers the footer */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <aside
        aria-label="Daftar bandingkan"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
          <button
            type="button"
            className="flex items-center gap-2 text-sm font-semibold text-slate-900 sm:pointer-events-none"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <Scale className="size-4 text-brand-700" aria-hidden="true" />
            Bandingkan ({picked.length}/{max})
            <span className="sm:hidden">
              {open ? (
                <ChevronDown className="size-4" aria-hidden="true" />
              ) : (
                <ChevronUp className="size-4" aria-hidden="true" />
              )}
            </span>
          </button>
          <ul
            className={`${open ? 'flex' : 'hidden'} w-full flex-wrap gap-1.5 sm:flex sm:w-auto sm:flex-1`}
          >
            {picked.map((school) => (
              <li
                key={school.id}
                className="flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800"
              >
                <span className="max-w-48 truncate">{school.name}</span>
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-slate-200"
                  aria-label={`Hapus ${school.name} dari daftar bandingkan`}
                  onClick={() => compareStore.remove(school.id)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => compareStore.clear()}>
              Hapus semua
            </Button>
            {!here && (
              <Link to={href} className={buttonVariants({ size: 'sm' })}>
                Bandingkan sekarang
              </Link>
            )}
          </div>
        </div>
      </aside>
    </>
  );
}
