import { useCallback, useRef, useState } from 'react';
import { uploadFile } from './upload-file';

/** One picked file on its way to storage (issue 23: a claim's proof). */
export interface PickedFile {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'error';
  uploadId?: string;
  error?: string;
}

/**
 * Files a form sends a few at a time through the upload slots
 * (lib/upload-file.ts): each starts uploading when picked; `done` lists the
 * finished ones as the API wants them ({ uploadId, name }).
 */
export function useFileUploads() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const counter = useRef(0);

  const update = (key: string, change: Partial<PickedFile>) =>
    setFiles((list) => list.map((file) => (file.key === key ? { ...file, ...change } : file)));

  const add = useCallback((picked: readonly File[]) => {
    for (const file of picked) {
      const key = `file-${++counter.current}`;
      setFiles((list) => [...list, { key, name: file.name, state: 'uploading' }]);
      uploadFile(file).then(
        (uploadId) => update(key, { state: 'done', uploadId }),
        (error: unknown) =>
          update(key, {
            state: 'error',
            error: error instanceof Error ? error.message : String(error),
          }),
      );
    }
  }, []);

  const remove = useCallback(
    (key: string) => setFiles((list) => list.filter((file) => file.key !== key)),
    [],
  );

  return {
    files,
    add,
    remove,
    uploading: files.some((file) => file.state === 'uploading'),
    done: files
      .filter((file) => file.state === 'done')
      .map((file) => ({ uploadId: file.uploadId!, name: file.name })),
  };
}
