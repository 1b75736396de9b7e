import type { ReactNode } from 'react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { TransformComponent, TransformWrapper, useControls } from 'react-zoom-pan-pinch';
import { Button } from '@web/components/ui/button';

function Controls({ label }: { label: string }) {
  const { zoomIn, zoomOut, resetTransform } = useControls();
  // the outline button's hover, restated over the see-through white
  const button = 'size-9 bg-white/95 hover:bg-slate-100';
  return (
    <div
      role="toolbar"
      aria-label={`Perbesar atau perkecil ${label}`}
      className="absolute top-2 right-2 z-10 flex gap-1"
    >
      <Button
        type="button"
        size="icon"
        variant="outline"
        className={button}
        aria-label="Perbesar"
        onClick={() => void zoomIn(0.5)}
      >
        <ZoomIn aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="outline"
        className={button}
        aria-label="Perkecil"
        onClick={() => void zoomOut(0.5)}
      >
        <ZoomOut aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="outline"
        className={button}
        aria-label="Ukuran awal"
        onClick={() => void resetTransform()}
      >
        <Maximize aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * A frame whose content fits it at scale 1 and zooms up to 8x: pinch and
 * drag on phones, the wheel and drag with a mouse, double-click, the arrow
 * and +/- keys once focused, and the toolbar's buttons. The layout classes
 * repeat what the library's injected stylesheet sets, so the frame still
 * works where a Content-Security-Policy refuses injected styles.
 */
export function ZoomFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative h-[55vh] min-h-72 w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100 lg:h-[68vh]">
      <TransformWrapper
        minScale={1}
        maxScale={8}
        centerZoomedOut
        doubleClick={{ mode: 'toggle', step: 1 }}
        keyboard={{ disabled: false }}
      >
        <Controls label={label} />
        <TransformComponent
          wrapperClass="!size-full relative overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          contentClass="!size-full flex items-center justify-center origin-top-left [&_img]:pointer-events-none"
          wrapperProps={{ role: 'region', 'aria-label': label }}
        >
          {children}
        </TransformComponent>
      </TransformWrapper>
    </div>
  );
}
