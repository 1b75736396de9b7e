import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { requestUploadUrl } from './api/submissions';
import type { Uploader, UploadItem } from './upload-item';

const NO_ITEMS: UploadItem[] = [];
const noSubscription = () => () => undefined;

const loadUploader = () =>
  import('./uploader').then(({ createUploader }) => createUploader(requestUploadUrl));

/**
 * The form's files. The upload engine (Uppy) is imported when the form
 * mounts, so only this page pays for it; files picked before it arrives are
 * added once it does.
 */
export function useUploads() {
  const [uploader, setUploader] = useState<Uploader | null>(null);
  const ready = useRef<Promise<Uploader> | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    const loading = loadUploader();
    ready.current = loading;
    loading.then(
      (created) => {
        if (alive) setUploader(created);
      },
      () => {
        if (alive) setProblems(['Gagal memuat pengunggah file. Muat ulang halaman ini.']);
      },
    );
    return () => {
      alive = false;
      ready.current = null;
      void loading.then((created) => created.destroy()).catch(() => undefined);
    };
  }, []);

  const items = useSyncExternalStore(
    uploader ? uploader.subscribe : noSubscription,
    uploader ? uploader.items : () => NO_ITEMS,
  );

  const add = useCallback(async (files: readonly File[]) => {
    if (files.length === 0 || !ready.current) return;
    const engine = await ready.current;
    setProblems(engine.add(files));
  }, []);

  const reset = useCallback(() => {
    uploader?.reset();
    setProblems([]);
  }, [uploader]);

  return {
    items,
    problems,
    /** the engine is loaded: pause, resume, retry and remove work */
    ready: uploader !== null,
    add,
    pauseResume: (id: string) => uploader?.pauseResume(id),
    retry: (id: string) => uploader?.retry(id),
    remove: (id: string) => uploader?.remove(id),
    reset,
  };
}

export type Uploads = ReturnType<typeof useUploads>;
