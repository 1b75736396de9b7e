import { useEffect, useId, useState } from 'react';

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

/**
 * A lazy part of the page holds the mark back from its first render (before
 * the page's own SectionReady runs) until `PartReady` runs inside it: until
 * its code has come and it has hydrated.
 */
export function usePendingPart(): string {
  const id = useId();
  // the server renders no effects: only the browser waits
  useState(() => typeof window !== 'undefined' && pendingParts.add(id));
  return id;
}

export function PartReady({ id }: { id: string }) {
  useEffect(() => {
    pendingParts.delete(id);
    markIfReady();
  }, [id]);
  return null;
}
