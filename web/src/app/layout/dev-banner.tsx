import { useState, useSyncExternalStore } from 'react';
import { Info, X } from 'lucide-react';
import { BANNER_STORAGE_KEY } from '@web/config/site';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(BANNER_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked: show the banner
  }
}

const noSubscription = () => () => undefined;

/** Visible by default; once dismissed it stays hidden on later visits (SPEC §4). */
export function DevBanner() {
  // The server and hydration render it (the server cannot know); index.html's
  // inline script hides a dismissed banner by CSS before the first paint, and
  // the browser's snapshot then removes it (no flash, no layout shift).
  const dismissed = useSyncExternalStore(noSubscription, wasDismissed, () => false);
  const [closed, setClosed] = useState(false);
  if (dismissed || closed) return null;

  const dismiss = () => {
    setClosed(true);
    try {
      window.localStorage.setItem(BANNER_STORAGE_KEY, '1');
    } catch {
      // not remembered, but hidden for this visit
    }
  };

  return (
    <div
      role="region"
      aria-label="Pemberitahuan"
      data-dev-banner=""
      className="bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 text-xs sm:py-2.5 sm:text-sm">
        <Info className="size-4 shrink-0 sm:mt-0.5" aria-hidden="true" />
        {/* Phones get the same message in at most three short lines: four made it the
            largest paint of the first screen, above any school name or fee. */}
        <p className="flex-1">
          <span className="sm:hidden">
            Platform ini masih dalam tahap pengembangan. Data tidak akurat? Laporkan lewat formulir
            di profil sekolah.
          </span>
          <span className="hidden sm:inline">
            Platform ini masih dalam tahap pengembangan. Jika Anda menemukan data yang tidak akurat,
            mohon laporkan melalui formulir laporan di halaman profil sekolah.
          </span>
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="-m-1 rounded p-1 hover:bg-amber-100"
          aria-label="Tutup pemberitahuan"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
