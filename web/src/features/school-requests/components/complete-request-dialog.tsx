import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, SchoolIcon } from 'lucide-react';
import type { NewSchoolInput } from '@core/contracts/new-school';
import type { SchoolRequest } from '@core/contracts/school-requests';
import type { EducationLevel } from '@core/levels';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SearchField } from '@web/components/ui/search-input';
import { useDebouncedValue } from '@web/hooks/use-debounced';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/cn';
import { schoolLevelOf } from '@web/lib/level-map';
import { PICK_SCHOOL_FIRST } from '@core/messages';
import { schoolPickerQuery, useCompleteRequest } from '../api/school-requests';

const COMPLETE_MISSING_TITLE = 'Data Tidak Lengkap';
const COMPLETE_DONE = 'Request berhasil diselesaikan';
const COMPLETE_FAILED = 'Gagal menyelesaikan request';

/** The page's form for a school missing from the registry (another feature's). */
export type NewSchoolFormSlot = ComponentType<{
  start?: { name?: string; educationLevel?: EducationLevel | null };
  hint?: string;
  submitLabel: string;
  onSubmit: (school: NewSchoolInput) => Promise<void>;
  onCancel?: () => void;
}>;

/**
 * 'Tandai Selesai' (SPEC §2, §5): search the directory, pick the school the
 * request asked for, confirm. Confirm stays disabled until a school is picked.
 * Beyond SPEC, a school missing from the registry is created and linked.
 */
export function CompleteRequestDialog({
  request,
  onOpenChange,
  NewSchoolForm,
}: {
  request: SchoolRequest | null;
  onOpenChange: (open: boolean) => void;
  NewSchoolForm?: NewSchoolFormSlot;
}) {
  const [creating, setCreating] = useState(false);
  // the parent keys this dialog by request, so each request starts from its own name
  const [text, setText] = useState(request?.requestedSchoolName ?? '');
  const [selected, setSelected] = useState<{ id: number; name: string } | null>(null);
  const search = useDebouncedValue(text.trim());
  const schools = useQuery(schoolPickerQuery(search));
  const complete = useCompleteRequest();

  const confirm = async () => {
    if (!request) return;
    if (!selected) {
      toast({
        title: COMPLETE_MISSING_TITLE,
        description: PICK_SCHOOL_FIRST,
        variant: 'destructive',
      });
      return;
    }
    try {
      await complete.mutateAsync({ id: request.id, schoolId: selected.id });
      toast({ title: COMPLETE_DONE });
      onOpenChange(false);
    } catch {
      toast({ title: COMPLETE_FAILED, variant: 'destructive' });
    }
  };

  const createAndComplete = async (school: NewSchoolInput) => {
    if (!request) return;
    // a refusal throws: the form shows the server's words and keeps what was typed
    await complete.mutateAsync({ id: request.id, school });
    toast({ title: COMPLETE_DONE, description: school.name });
    onOpenChange(false);
  };

  const results = schools.data?.schools ?? [];
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className={creating ? 'max-w-2xl' : 'max-w-xl'}>
        <DialogHeader>
          <DialogTitle>Tandai Selesai</DialogTitle>
          <DialogDescription>
            Pilih sekolah di direktori untuk request “{request?.requestedSchoolName}” (
            {request?.educationLevel}, {request?.city}).
          </DialogDescription>
        </DialogHeader>
        {creating && NewSchoolForm && request ? (
          <NewSchoolForm
            start={{
              name: request.requestedSchoolName,
              educationLevel: schoolLevelOf(request.educationLevel),
            }}
            hint={`Diminta: ${request.requestedSchoolName}, ${request.educationLevel}, ${request.city}`}
            submitLabel="Buat Sekolah & Tandai Selesai"
            onSubmit={createAndComplete}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <>
            <SearchField
              label="Cari sekolah"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Nama sekolah atau NPSN"
              autoComplete="off"
            />
            <div
              role="radiogroup"
              aria-label="Hasil pencarian sekolah"
              className="max-h-72 overflow-y-auto rounded-md border border-slate-200"
            >
              {!search ? (
                <p className="p-4 text-sm text-slate-600">Ketik nama sekolah untuk mencari.</p>
              ) : schools.isPending ? (
                <p className="p-4 text-sm text-slate-600">Memuat...</p>
              ) : results.length === 0 ? (
                <p className="p-4 text-sm text-slate-600">Tidak ada sekolah yang ditemukan</p>
              ) : (
                results.map((school) => {
                  const checked = selected?.id === school.id;
                  return (
                    <button
                      key={school.id}
                      type="button"
                      role="radio"
                      aria-checked={checked}
                      onClick={() => setSelected({ id: school.id, name: school.name })}
                      className={cn(
                        'flex w-full items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5 text-left text-sm last:border-b-0 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                        checked && 'bg-brand-50',
                      )}
                    >
                      <span>
                        <span className="block font-medium text-slate-900">{school.name}</span>
                        <span className="block text-slate-600">
                          {school.educationLevel.toUpperCase()} · {school.city.name},{' '}
                          {school.province.name}
                        </span>
                      </span>
                      {checked && <Check className="size-4 text-brand-700" aria-hidden="true" />}
                    </button>
                  );
                })
              )}
            </div>
            {NewSchoolForm && (
              <Button
                type="button"
                variant="link"
                className="h-auto justify-self-start p-0"
                onClick={() => setCreating(true)}
              >
                <SchoolIcon aria-hidden="true" />
                Sekolah belum ada di direktori? Buat sekolah baru
              </Button>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Batal
              </Button>
              <Button
                type="button"
                disabled={!selected || complete.isPending}
                onClick={() => void confirm()}
              >
                {complete.isPending ? 'Menyimpan...' : 'Tandai Selesai'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
