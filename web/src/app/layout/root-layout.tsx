import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazySection } from '../lazy-section';
import { CompareTray } from '@web/features/compare-list/components/compare-tray';
import { SectionReady } from './app-ready';
import { Navbar } from './navbar';
import { PageFallback } from './page-fallback';

// Below every page: not in the first load. The server's HTML shows it until
// its chunk arrives and its boundary (below) hydrates.
// The banner above every page is shown by the server's HTML too; its code (a
// dismiss button) hydrates when its chunk arrives.
const DevBanner = lazySection(async () => (await import('./dev-banner')).DevBanner);

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** Each new page starts at the top; in-page query changes keep the scroll position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // braces: newer Chromium returns a Promise from scrollTo, and an effect must not return one
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Langsung ke konten utama
      </a>
      <ScrollToTop />
      <DevBanner />
      {/* Each section its own boundary: React hydrates them after the shell,
          in steps of a few milliseconds, and a click on one not yet
          hydrated hydrates it first. */}
      <Suspense>
        <Navbar />
        <SectionReady section="navbar" />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          {children}
          <SectionReady section="page" />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
        <CompareTray />
        <SectionReady section="footer" />
      </Suspense>
    </div>
  );
}
