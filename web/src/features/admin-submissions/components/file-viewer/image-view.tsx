import { useState } from 'react';
import { useObjectUrl } from './use-object-url';
import { ZoomFrame } from './zoom-frame';

/** An uploaded photo or scan, zoomable (its own chunk, with the zoom library). */
export default function ImageView({
  blob,
  name,
  onUnreadable,
}: {
  blob: Blob;
  name: string;
  /** the browser could not draw it (e.g. a broken or exotic image) */
  onUnreadable: () => void;
}) {
  const url = useObjectUrl(blob);
  const [loaded, setLoaded] = useState(false);
  return (
    <ZoomFrame label={`Pratinjau ${name}`}>
      {url && (
        <img
          src={url}
          alt={name}
          onLoad={() => setLoaded(true)}
          onError={onUnreadable}
          className="max-h-full max-w-full object-contain select-none"
          data-loaded={loaded || undefined}
          draggable={false}
        />
      )}
    </ZoomFrame>
  );
}
