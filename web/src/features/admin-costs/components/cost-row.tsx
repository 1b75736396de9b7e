import { useRef, useState, type KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import type { CostItem } from '@core/contracts/schools';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '@core/fees';
import { formatNumber, formatRupiah } from '@core/format';
import { parseRupiah } from '@core/rupiah';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { NOTES_TOO_LONG } from '@core/messages';
import { useUpdateCostItem } from '../api/admin-costs';

const UPDATED_TEXT = 'Item biaya berhasil diperbarui';
export const DELETED_TEXT = 'Item biaya berhasil dihapus';
const SAVE_FAILED = 'Gagal menyimpan perubahan';

export function categoryName(item: CostItem): string {
  return item.globalCategory?.name ?? item.schoolCategory?.name ?? 'Biaya';
}

/**
 * One cost item: its type and category label, its notes, the frequency
 * (saved on change) and the amount typed the Indonesian way (saved on Enter
 * or when the field is left), and a delete button. SPEC §8 shows only
 * success toasts; a refused change is undone and explained in the row.
 */
export function CostRow({ item, onDelete }: { item: CostItem; onDelete: () => void }) {
  const name = categoryName(item);
  const label = item.notes ? `${name} (${item.notes})` : name;
  const [amount, setAmount] = useState(formatNumber(item.amount));
  const [notes, setNotes] = useState(item.notes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCostItem();
  const errorId = `cost-${item.id}-error`;
  // Enter then leaving the field must not send the same amount twice
  const lastSent = useRef<number | null>(null);

  const save = async (change: {
    amount?: number;
    frequency?: Frequency;
    notes?: string | null;
  }) => {
    setProblem(null);
    try {
      await update.mutateAsync({ id: item.id, change });
      toast({ title: 'Berhasil', description: UPDATED_TEXT });
    } catch {
      lastSent.current = null;
      setAmount(formatNumber(item.amount));
      setNotes(item.notes ?? '');
      setProblem(SAVE_FAILED);
    }
  };

  const commitAmount = () => {
    const parsed = parseRupiah(amount);
    if (parsed.ok && parsed.value === item.amount) return;
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    if (lastSent.current === parsed.value) return;
    lastSent.current = parsed.value;
    void save({ amount: parsed.value });
  };

  const commitNotes = () => {
    const next = notes.trim();
    if (next === (item.notes ?? '')) return;
    if (next.length > 500) {
      setProblem(NOTES_TOO_LONG);
      return;
    }
    void save({ notes: next || null });
  };

  const keys =
    (commit: () => void, undo: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      }
      if (event.key === 'Escape') {
        undo();
        setProblem(null);
      }
    };

  return (
    <tr className="border-b border-slate-100 align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:py-3">
      <td className="py-3 pr-4 max-md:col-span-2 max-md:p-0">
        <p className="font-medium text-slate-900">{name}</p>
        <Badge variant={item.schoolCategory ? 'warning' : 'secondary'} className="mt-1">
          {item.schoolCategory ? 'School Custom' : 'Global Category'}
        </Badge>
        <Input
          aria-label={`Catatan ${label}`}
          placeholder="Catatan (opsional)"
          value={notes}
          disabled={update.isPending}
          onChange={(event) => setNotes(event.target.value)}
          onBlur={commitNotes}
          onKeyDown={keys(commitNotes, () => setNotes(item.notes ?? ''))}
          className="mt-2 h-9 text-sm md:min-w-36"
        />
      </td>
      <td className="py-3 pr-4 max-md:p-0">
        <NativeSelect
          aria-label={`Frekuensi ${label}`}
          value={item.frequency}
          disabled={update.isPending}
          onChange={(event) => void save({ frequency: event.target.value as Frequency })}
          className="md:min-w-32"
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="py-3 pr-4 max-md:p-0">
        <Input
          aria-label={`Jumlah ${label}`}
          inputMode="numeric"
          value={amount}
          disabled={update.isPending}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={commitAmount}
          onKeyDown={keys(commitAmount, () => setAmount(formatNumber(item.amount)))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className="tabular-nums md:min-w-28"
        />
        <p className="mt-1 text-xs text-slate-600 tabular-nums">{formatRupiah(item.amount)}</p>
        {problem && (
          <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
            {problem}
          </p>
        )}
      </td>
      <td className="py-3 max-md:col-span-2 max-md:p-0">
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Hapus ${label}`}>
          <Trash2 aria-hidden="true" />
          Hapus
        </Button>
      </td>
    </tr>
  );
}
