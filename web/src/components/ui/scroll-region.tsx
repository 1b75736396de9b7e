import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * A box that scrolls sideways when its table is wider than the screen, and
 * then says so in visible text (a phone shows no scroll bar until touched).
 */
export function ScrollRegion({
  label,
  hint = 'Geser ke samping untuk melihat semua kolom',
  className,
  children,
}: {
  /** the region's accessible name */
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflows && (
        <p className="mb-1 flex items-center gap-1.5 text-xs text-slate-600" aria-hidden="true">
          <MoveHorizontal className="size-3.5" />
          {hint}
        </p>
      )}
      <div
        ref={box}
        className={cn('overflow-x-auto', className)}
        tabIndex={0}
        role="region"
        aria-label={`${label} (${hint.toLowerCase()})`}
      >
        {children}
      </div>
    </>
  );
}
