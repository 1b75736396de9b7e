import { lazy, Suspense } from 'react';
import { useCompareList } from '../use-compare-list';

// most visits pick no school: the bar's code loads once one is picked
const CompareBar = lazy(() => import('./compare-bar'));

/**
 * A small bar at the bottom of every page once a school is picked (the list
 * lives in this browser, so the server and the first render show none).
 */
export function CompareTray() {
  const { picked, max } = useCompareList();
  if (picked.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar picked={picked} max={max} />
    </Suspense>
  );
}
