import { useEffect } from 'react';

/** The parts of the layout React hydrates on their own (each a Suspense boundary). */
export type LayoutSection = 'navbar' | 'page' | 'footer';
const SECTIONS: readonly LayoutSection[] = ['navbar', 'page', 'footer'];
const ready = new Set<LayoutSection>();

/**
 * Marks <html data-app-ready> once every section runs: hydrated from the
 * server's HTML or rendered. The sections hydrate one after another in small
 * steps (a slow phone's main thread is never blocked for long), so the mark
 * waits for the last; tests wait for it.
 */
export function SectionReady({ section }: { section: LayoutSection }) {
  useEffect(() => {
    ready.add(section);
    if (SECTIONS.every((name) => ready.has(name)))
      document.documentElement.dataset.appReady = 'true';
  }, [section]);
  return null;
}
