import { useEffect, useMemo, useState } from 'react';
import { READING_PENDING_UPLOAD } from '@core/contracts/readings';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import { useReadings } from './api/readings';
import { readLine, sentLine, type FeeLineValues } from './fee-line-values';
import type { UploadItem } from './upload-item';

/**
 * The contribute form's fee lines: a resent contribution's lines, the ones the
 * parent types, and the ones read from each uploaded brochure, which join the
 * list once. Notices say which brochures are still being read or could not be.
 */
export function useFeeLines(items: readonly UploadItem[], resend: OwnSubmission | undefined) {
  const [lines, setLines] = useState<FeeLineValues[]>(() => resend?.lines.map(sentLine) ?? []);
  const [merged, setMerged] = useState<ReadonlySet<string>>(new Set());
  const uploadIds = useMemo(
    () => items.flatMap((item) => (item.state === 'done' && item.uploadId ? [item.uploadId] : [])),
    [items],
  );
  const readings = useReadings(uploadIds);
  // lines read from a brochure join the list once, where the parent checks them
  useEffect(() => {
    const fresh = readings.filter(
      ({ uploadId, reading }) => reading?.status === 'done' && !merged.has(uploadId),
    );
    if (fresh.length === 0) return;
    setLines((current) => [
      ...current.filter((line) => line.label.trim() !== '' || line.amount.trim() !== ''),
      ...fresh.flatMap(({ uploadId, reading }) =>
        reading!.lines.map((line) => readLine(uploadId, line)),
      ),
    ]);
    setMerged((current) => new Set([...current, ...fresh.map(({ uploadId }) => uploadId)]));
  }, [readings, merged]);
  const readCount = lines.filter((line) => line.origin !== 'typed').length;
  const notices = readings.flatMap(({ uploadId, reading }) => {
    const name = items.find((item) => item.uploadId === uploadId)?.name ?? 'File';
    if (!reading || reading.status === 'pending')
      return [
        {
          uploadId,
          name,
          busy: true,
          text:
            reading?.message === READING_PENDING_UPLOAD
              ? READING_PENDING_UPLOAD
              : 'Sedang membaca brosur…',
        },
      ];
    if (reading.status === 'unreadable')
      return [{ uploadId, name, busy: false, text: reading.message ?? '' }];
    return [];
  });
  /** After a submission: no lines, and no brochure counted as already merged. */
  const clear = () => {
    setLines([]);
    setMerged(new Set());
  };
  return { lines, setLines, readCount, notices, clear };
}
