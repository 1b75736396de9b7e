import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@core/contracts/gallery';
import { galleryImageUrl, thumbnailPath } from '@core/gallery';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { galleryQuery } from '../api/gallery';
import type { ViewerIndex } from '../viewer-state';

// The viewer is fetched on first use (or when a thumbnail is hovered or focused).
const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(loadViewer);

/** Thumbnails in a grid of up to 6 columns; nothing at all when the school has no images. */
export function Gallery({
  schoolId,
  schoolName,
  footer,
}: {
  schoolId: number;
  schoolName: string;
  /** under the thumbnails, e.g. who last changed the photos */
  footer?: ReactNode;
}) {
  const gallery = useQuery(galleryQuery(schoolId));
  const [index, setIndex] = useState<ViewerIndex>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  // the thumbnail that opened the viewer gets the focus back when it closes
  const opener = useRef<HTMLButtonElement | null>(null);
  const images = gallery.data ?? [];
  if (images.length === 0) return null;

  const open = (at: number, button: HTMLButtonElement) => {
    opener.current = button;
    setViewerUsed(true);
    setIndex(at);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Galeri</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {images.map((image, at) => (
            <li key={image.id}>
              <button
                type="button"
                className="block aspect-square w-full overflow-hidden rounded-md bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                aria-label={`Buka gambar ${at + 1} dari ${images.length}: ${imageLabel(image)}`}
                onClick={(event) => open(at, event.currentTarget)}
                onPointerEnter={() => void loadViewer()}
                onFocus={() => void loadViewer()}
              >
                <img
                  src={galleryImageUrl(thumbnailPath(image))}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={200}
                  height={200}
                  className="size-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
        {footer && <div className="mt-3">{footer}</div>}
      </CardContent>
      {viewerUsed && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={index}
            onIndexChange={setIndex}
            title={`Galeri ${schoolName}`}
            onClosed={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </Card>
  );
}

function imageLabel(image: GalleryImage): string {
  return image.description?.trim() || image.fileName;
}
