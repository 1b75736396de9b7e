import { useQueryClient } from '@tanstack/react-query';
import type { CreatedSchool } from '@core/contracts/new-school';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { ADMIN_SCHOOLS_KEY } from '@web/lib/admin-schools';
import { createSchool } from '../api/new-school';
import { NewSchoolForm, type NewSchoolStart } from './new-school-form';

const SCHOOL_CREATED = 'Sekolah berhasil ditambahkan';

export interface CreateSchoolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  start?: NewSchoolStart;
  hint?: string;
  /** the new school, e.g. to pick it at once */
  onCreated?: (school: CreatedSchool) => void;
}

/** 'Tambah Sekolah' (site admins): a school missing from the registry. */
export function CreateSchoolDialog({
  open,
  onOpenChange,
  start,
  hint,
  onCreated,
}: CreateSchoolDialogProps) {
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Tambah Sekolah</DialogTitle>
          <DialogDescription>
            Untuk sekolah yang belum ada di direktori. Sekolah baru langsung bisa dicari.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <NewSchoolForm
            start={start}
            hint={hint}
            submitLabel="Simpan Sekolah"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (input) => {
              const school = await createSchool(input);
              void queryClient.invalidateQueries({ queryKey: ADMIN_SCHOOLS_KEY });
              void queryClient.invalidateQueries({ queryKey: ['schools'] });
              toast({ title: SCHOOL_CREATED, description: school.name });
              onCreated?.(school);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
