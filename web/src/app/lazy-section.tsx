import { lazy, memo, Suspense, type ComponentType } from 'react';
import { PartReady, usePendingPart } from './layout/app-ready';

/**
 * A part of a page whose code is not in the page's first chunks (a section
 * below the fold). The server renders it like the rest (app/server-render.tsx
 * waits for every boundary before it reads the HTML), so the first HTML shows it; the
 * browser keeps that HTML and hydrates the part when its chunk arrives.
 * Memoised: a boundary still waiting for its code that its parent renders
 * again with new props would be rendered from scratch (its HTML replaced by
 * the empty fallback), so give it props that stay equal (ids, objects from
 * the query cache), not new elements or callbacks.
 */
export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // typed as the component it loads (React 18's types add a ref to a lazy one's props)
  const Part = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  function Section(props: Props) {
    const id = usePendingPart();
    return (
      <Suspense>
        <Part {...props} />
        <PartReady id={id} />
      </Suspense>
    );
  }
  return memo(Section) as unknown as ComponentType<Props>;
}
