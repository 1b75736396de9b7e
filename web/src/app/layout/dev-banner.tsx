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
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          Platform ini masih dalam tahap pengembangan. Jika Anda menemukan data yang tidak akurat,
          mohon laporkan melalui formulir laporan di halaman profil sekolah.
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
