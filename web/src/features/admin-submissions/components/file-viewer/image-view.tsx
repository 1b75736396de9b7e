import { useState } from 'react';
import { SourceBoxes } from '../source-marks/source-boxes';
import { usePageMarks } from '../source-marks/source-marks';
import { useObjectUrl } from './use-object-url';
import { ZoomFrame } from './zoom-frame';

/**
 * An uploaded photo or scan, zoomable (its own chunk, with the zoom library),
 * with the boxes of the fee lines read from it (issue 21).
 */
export default function ImageView({
  blob,
  name,
  fileIndex,
  onUnreadable,
}: {
  blob: Blob;
  name: string;
  /** the file's index in the submission: whose read lines to draw */
  fileIndex: number;
  /** the browser could not draw it (e.g. a broken or exotic image) */
  onUnreadable: () => void;
}) {
  const url = useObjectUrl(blob);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const { marks, active } = usePageMarks(fileIndex, 1);
  return (
    <ZoomFrame label={`Pratinjau ${name}`}>
      {url && (
        <div className="relative size-full">
          <img
            src={url}
            alt={name}
            onLoad={(event) =>
              setSize({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            onError={onUnreadable}
            className="size-full object-contain select-none"
            data-loaded={size !== null || undefined}
            draggable={false}
          />
          {size && <SourceBoxes {...size} marks={marks} active={active} />}
        </div>
      )}
    </ZoomFrame>
  );
}
