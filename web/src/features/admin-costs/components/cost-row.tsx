import { useRef, useState, type KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { amountSchema } from '@core/contracts/admin-costs';
import type { CostItem } from '@core/contracts/schools';
import { EDITABLE_FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '@core/fees';
import { formatRupiah } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateCostItem } from '../api/admin-costs';

export const UPDATED_TEXT = 'Item biaya berhasil diperbarui';
export const DELETED_TEXT = 'Item biaya berhasil dihapus';
const SAVE_FAILED = 'Gagal menyimpan perubahan';

export function categoryName(item: CostItem): string {
  return item.globalCategory?.name ?? item.schoolCategory?.name ?? 'Biaya';
}

/**
 * One cost item: its type and category label, the frequency (saved on
 * change) and the amount (saved on Enter or when the field is left), and a
 * delete button. SPEC §8 shows only success toasts; a refused change is
 * undone and explained in the row.
 */
export function CostRow({ item, onDelete }: { item: CostItem; onDelete: () => void }) {
  const name = categoryName(item);
  const [amount, setAmount] = useState(String(item.amount));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCostItem();
  const errorId = `cost-${item.id}-error`;
  // Enter then leaving the field must not send the same amount twice
  const lastSent = useRef<number | null>(null);

  const save = async (change: { amount?: number; frequency?: Frequency }) => {
    setProblem(null);
    try {
      await update.mutateAsync({ id: item.id, change: change as never });
      toast({ title: 'Berhasil', description: UPDATED_TEXT });
    } catch {
      lastSent.current = null;
      setAmount(String(item.amount));
      setProblem(SAVE_FAILED);
    }
  };

  const commitAmount = () => {
    if (amount.trim() === String(item.amount)) return;
    const parsed = amountSchema.safeParse(amount.replace(/[.\s]/g, ''));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? SAVE_FAILED);
      return;
    }
    if (lastSent.current === parsed.data) return;
    lastSent.current = parsed.data;
    void save({ amount: parsed.data });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitAmount();
    }
    if (event.key === 'Escape') {
      setAmount(String(item.amount));
      setProblem(null);
    }
  };

  const editable = (EDITABLE_FREQUENCIES as readonly string[]).includes(item.frequency);
  return (
    <tr className="border-b border-slate-100 align-top">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">{name}</p>
        <Badge variant={item.schoolCategory ? 'warning' : 'secondary'} className="mt-1">
          {item.schoolCategory ? 'School Custom' : 'Global Category'}
        </Badge>
      </td>
      <td className="py-3 pr-4">
        <NativeSelect
          aria-label={`Frekuensi ${name}`}
          value={item.frequency}
          disabled={update.isPending}
          onChange={(event) => void save({ frequency: event.target.value as Frequency })}
          className="min-w-28"
        >
          {!editable && <option value={item.frequency}>{FREQUENCY_LABELS[item.frequency]}</option>}
          {EDITABLE_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="py-3 pr-4">
        <Input
          aria-label={`Jumlah ${name}`}
          inputMode="numeric"
          value={amount}
          disabled={update.isPending}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={commitAmount}
          onKeyDown={onKeyDown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className="min-w-28 tabular-nums"
        />
        <p className="mt-1 text-xs text-slate-600 tabular-nums">{formatRupiah(item.amount)}</p>
        {problem && (
          <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
            {problem}
          </p>
        )}
      </td>
      <td className="py-3">
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Hapus ${name}`}>
          <Trash2 aria-hidden="true" />
          Hapus
        </Button>
      </td>
    </tr>
  );
}
