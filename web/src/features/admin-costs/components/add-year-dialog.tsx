import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createAcademicYearSchema,
  type CreateAcademicYearInput,
} from '@core/contracts/admin-costs';
import type { AcademicYear } from '@core/contracts/schools';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { useCreateAcademicYear } from '../api/admin-costs';

const YEAR_ADDED = 'Tahun ajaran berhasil ditambahkan';

/** The year after the newest one: what an admin adds in the spring before it starts. */
function nextYear(newest: string | undefined): string {
  const start = Number(newest?.slice(0, 4));
  if (!Number.isInteger(start) || start < 1900) return '';
  return `${start + 1}/${start + 2}`;
}

/** 'Tambah Tahun Ajaran' (site admins): e.g. 2026/2027. */
export function AddYearDialog({
  open,
  onOpenChange,
  newest,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newest: string | undefined;
  onAdded: (year: AcademicYear) => void;
}) {
  const id = useId();
  const create = useCreateAcademicYear();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ year: unknown }, unknown, CreateAcademicYearInput>({
    resolver: zodResolver(createAcademicYearSchema),
    values: { year: nextYear(newest) },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const year = await create.mutateAsync(input);
      toast({ title: 'Berhasil', description: `${YEAR_ADDED}: ${year.year}` });
      onAdded(year);
      onOpenChange(false);
    } catch (error) {
      setFailure(serverText(error, 'Tahun ajaran gagal ditambahkan. Silakan coba lagi.'));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Tambah Tahun Ajaran</DialogTitle>
          <DialogDescription>
            Tahun ajaran baru bisa dipakai semua sekolah untuk mengisi biayanya.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            id={`${id}-year`}
            label="Tahun Ajaran"
            placeholder="2026/2027"
            autoComplete="off"
            error={form.formState.errors.year?.message}
            {...form.register('year')}
          />
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Batal
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Simpan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
