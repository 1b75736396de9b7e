import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { GalleryImage } from '@core/contracts/gallery';
import { galleryImageUrl } from '@core/gallery';
import { counterText, keyStep, nextIndex, previousIndex, type ViewerIndex } from '../viewer-state';

/**
 * SPEC §4 gallery viewer: open at an index, next/previous wrap, the arrow
 * keys navigate, Escape closes (Radix), focus stays inside and returns to the
 * thumbnail on close, 'n / total' when there is more than one image, the
 * description over the image.
 */
export default function GalleryViewer({
  images,
  index,
  onIndexChange,
  title,
  onClosed,
}: {
  images: readonly GalleryImage[];
  index: ViewerIndex;
  onIndexChange: (index: ViewerIndex) => void;
  title: string;
  /** puts the focus back where the viewer was opened from */
  onClosed: () => void;
}) {
  const total = images.length;
  const current = index === null ? undefined : images[index];
  const counter = index === null ? null : counterText(index, total);
  const go = (step: 1 | -1) => {
    if (index === null) return;
    onIndexChange(step === 1 ? nextIndex(index, total) : previousIndex(index, total));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };
  // a click on the dark area around the image closes, like a click outside
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onIndexChange(null);
  };

  return (
    <DialogPrimitive.Root
      open={current !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onClick={onBackdropClick}
          // there is no Radix trigger to refocus: the opener is given back its focus
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none sm:p-12"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {current && (
            <figure className="relative max-h-full max-w-5xl">
              <img
                key={current.id}
                src={galleryImageUrl(current.objectPath)}
                alt={current.description?.trim() || current.fileName}
                className="max-h-[calc(100vh-6rem)] w-auto rounded-md object-contain"
              />
              {current.description?.trim() && (
                <figcaption className="absolute inset-x-0 bottom-0 rounded-b-md bg-slate-950/75 px-4 py-3 text-sm text-white">
                  {current.description}
                </figcaption>
              )}
            </figure>
          )}
          {counter && (
            <p
              className="absolute top-4 left-4 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white"
              aria-live="polite"
            >
              {counter}
            </p>
          )}
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-full bg-slate-950/75 p-2 text-white hover:bg-slate-800"
            aria-label="Tutup galeri"
          >
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
          {total > 1 && (
            <>
              <NavButton label="Gambar sebelumnya" side="left" onClick={() => go(-1)}>
                <ChevronLeft className="size-7" aria-hidden="true" />
              </NavButton>
              <NavButton label="Gambar berikutnya" side="right" onClick={() => go(1)}>
                <ChevronRight className="size-7" aria-hidden="true" />
              </NavButton>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function NavButton({
  label,
  side,
  onClick,
  children,
}: {
  label: string;
  side: 'left' | 'right';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-slate-950/75 p-2 text-white hover:bg-slate-800 ${
        side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4'
      }`}
    >
      {children}
    </button>
  );
}
