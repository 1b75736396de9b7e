import { useEffect, useId, useLayoutEffect } from 'react';

/** The parts of the layout React hydrates on their own (each a Suspense boundary). */
export type LayoutSection = 'navbar' | 'page' | 'footer';
const SECTIONS: readonly LayoutSection[] = ['navbar', 'page', 'footer'];
const ready = new Set<LayoutSection>();
/** lazy parts of the page (app/lazy-section.tsx) met but not yet run */
const pendingParts = new Set<string>();

function markIfReady() {
  if (SECTIONS.every((name) => ready.has(name)) && pendingParts.size === 0)
    document.documentElement.dataset.appReady = 'true';
}

/**
 * Marks <html data-app-ready> once every section runs: hydrated from the
 * server's HTML or rendered. The sections hydrate one after another in small
 * steps (a slow phone's main thread is never blocked for long), so the mark
 * waits for the last, and for the page's lazy parts; tests wait for it.
 */
export function SectionReady({ section }: { section: LayoutSection }) {
  useEffect(() => {
    ready.add(section);
    markIfReady();
  }, [section]);
  return null;
}

/** A layout effect in the browser; the server runs no effects (and would warn of this one). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A lazy part of the page holds the mark back from the commit that shows it
 * (its layout effect runs before the page's SectionReady) until `PartReady`
 * runs inside it: until its code has come and it has hydrated. A part that
 * goes before that (the page turned into a not-found state) holds it no more.
 */
export function usePendingPart(): string {
  const id = useId();
  useBrowserLayoutEffect(() => {
    pendingParts.add(id);
    return () => {
      pendingParts.delete(id);
      markIfReady();
    };
  }, [id]);
  return id;
}

export function PartReady({ id }: { id: string }) {
  useEffect(() => {
    pendingParts.delete(id);
    markIfReady();
  }, [id]);
  return null;
}
