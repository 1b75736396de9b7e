import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Loader2, Trash2, Upload } from 'lucide-react';
import type { SchoolProfile } from '@core/contracts/school-profile';
import { galleryImageUrl } from '@core/gallery';
import { ChangedBy } from '@web/components/changed-by';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { uploadFile } from '@web/lib/upload-file';
import { addPhoto, profileKey, removePhoto } from '../api/profile';

const ADD_FAILED = 'Foto gagal ditambahkan. Periksa koneksi Anda lalu coba lagi.';

/**
 * The gallery's photos (issue 23): a photo is uploaded, checked and sized
 * for phones by the worker (the list says while it waits), or refused with
 * the server's reason; a photo can be removed.
 */
export function PhotoManager({ profile }: { profile: SchoolProfile }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const schoolId = profile.schoolId;
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKey(schoolId) });

  const add = async (files: File[]) => {
    setProblem(null);
    setBusy(true);
    try {
      for (const file of files) {
        try {
          const uploadId = await uploadFile(file);
          await addPhoto(schoolId, { uploadId, fileName: file.name, description });
        } catch (error) {
          const reason =
            error instanceof Error && !('status' in error)
              ? error.message
              : serverText(error, ADD_FAILED);
          setProblem(`${file.name}: ${reason}`);
        }
      }
      setDescription('');
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photoId: number, name: string) => {
    try {
      await removePhoto(schoolId, photoId);
      toast({ title: 'Berhasil', description: `Foto dihapus: ${name}` });
    } catch (error) {
      toast({
        title: 'Gagal',
        description: serverText(error, 'Foto gagal dihapus.'),
        variant: 'destructive',
      });
    }
    await refresh();
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Foto Galeri
      </h3>
      <div className="grid gap-3 md:grid-cols-2 md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Keterangan foto (opsional)</Label>
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={200}
            placeholder="Contoh: Perpustakaan"
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>Tambah foto</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={busy}
            aria-describedby={`${id}-hint`}
            className="peer sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) void add(files);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            aria-hidden="true"
            className={`${buttonVariants({ variant: 'outline' })} cursor-pointer justify-self-start peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50`}
          >
            <Upload />
            Pilih foto
          </label>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        JPG, PNG, atau WebP. Foto diperkecil untuk ponsel dan data lokasi di dalamnya dihapus.
      </p>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Mengunggah foto...
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      {profile.photos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <ImagePlus className="size-4" aria-hidden="true" />
          Belum ada foto.
        </p>
      ) : (
        <ul
          aria-label="Foto sekolah"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {profile.photos.map((photo) => (
            <li key={photo.id} className="grid gap-1 rounded-md border border-slate-200 p-2">
              <div className="aspect-square overflow-hidden rounded bg-slate-100">
                {photo.state === 'done' && photo.objectPath && (
                  <img
                    src={galleryImageUrl(photo.objectPath)}
                    alt={photo.description ?? photo.fileName}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                )}
              </div>
              <p className="truncate text-xs text-slate-800" title={photo.fileName}>
                {photo.description ?? photo.fileName}
              </p>
              <p
                className={
                  photo.state === 'failed' ? 'text-xs text-red-700' : 'text-xs text-slate-600'
                }
              >
                {photo.state === 'pending'
                  ? 'Sedang diproses...'
                  : photo.state === 'failed'
                    ? (photo.error ?? 'Foto ditolak')
                    : 'Tayang di galeri'}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Hapus foto ${photo.fileName}`}
                onClick={() => void remove(photo.id, photo.fileName)}
              >
                <Trash2 aria-hidden="true" />
                Hapus
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ChangedBy change={profile.changes.photos} />
    </section>
  );
}
