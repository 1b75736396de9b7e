import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import type { AcademicYear } from '@core/contracts/schools';
import { Button } from '@web/components/ui/button';
import { FormSelect } from '@web/components/ui/form-field';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { useCopyCostItems } from '../api/admin-costs';

const COPY_FAILED = 'Biaya gagal disalin. Silakan coba lagi.';

/**
 * A year without fees starts from one that has them: every item is copied
 * (category, amount, frequency, notes), then edited in the table.
 */
export function CopyYear({
  schoolId,
  target,
  sources,
}: {
  schoolId: number;
  target: AcademicYear;
  /** years of this school that have fees, newest first */
  sources: readonly AcademicYear[];
}) {
  const id = useId();
  // the newest year before the target, else the newest there is
  const preferred =
    sources.find((year) => year.year < target.year) ?? sources.find((y) => y.id !== target.id);
  const [fromId, setFromId] = useState(preferred ? String(preferred.id) : '');
  const [failure, setFailure] = useState<string | null>(null);
  const copy = useCopyCostItems(schoolId);
  const choices = sources.filter((year) => year.id !== target.id);
  if (choices.length === 0) return null;

  const run = async () => {
    setFailure(null);
    const from = choices.find((year) => String(year.id) === fromId);
    if (!from) return;
    try {
      const result = await copy.mutateAsync({
        fromAcademicYearId: from.id,
        toAcademicYearId: target.id,
      });
      toast({
        title: 'Berhasil',
        description: `${result.copied} item biaya disalin dari ${from.year} ke ${target.year}`,
      });
    } catch (error) {
      setFailure(serverText(error, COPY_FAILED));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border border-brand-100 bg-brand-50 p-4"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          Mulai tahun ajaran {target.year}
        </h3>
        <p className="text-sm text-slate-700">
          Salin semua biaya dari tahun ajaran lain, lalu ubah yang naik atau berubah.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormSelect
          id={`${id}-from`}
          label="Salin dari tahun ajaran"
          value={fromId}
          onChange={(event) => setFromId(event.target.value)}
          className="sm:w-48"
        >
          {choices.map((year) => (
            <option key={year.id} value={year.id}>
              {year.year}
            </option>
          ))}
        </FormSelect>
        <Button type="button" onClick={() => void run()} disabled={copy.isPending || !fromId}>
          <Copy aria-hidden="true" />
          {copy.isPending ? 'Menyalin...' : 'Salin Biaya'}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
