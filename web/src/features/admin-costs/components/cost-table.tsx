import { useState } from 'react';
import type { CostItem } from '@core/contracts/schools';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteCostItem } from '../api/admin-costs';
import { categoryName, CostRow, DELETED_TEXT } from './cost-row';

/** The cost table of Kelola Sekolah: type, frequency, amount, actions (SPEC §2). */
export function CostTable({ items }: { items: CostItem[] }) {
  const [deleting, setDeleting] = useState<CostItem | null>(null);
  const remove = useDeleteCostItem();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Berhasil', description: DELETED_TEXT });
    } catch {
      // SPEC §8: no failure toast; the item simply stays in the table
    }
    setDeleting(null);
  };

  return (
    <>
      {/* phones: each item is a card (type and notes, then frequency and amount side by side) */}
      <div className="md:overflow-x-auto">
        <table className="w-full text-left text-sm max-md:block">
          <thead className="border-b border-slate-200 text-slate-600 max-md:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Jenis Biaya
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Frekuensi
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Jumlah
              </th>
              <th scope="col" className="py-2 font-medium">
                Aksi
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block">
            {items.map((item) => (
              <CostRow
                // a saved change comes back as a new amount: start the field from it
                key={`${item.id}-${item.amount}-${item.frequency}-${item.notes ?? ''}`}
                item={item}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Hapus item biaya?</DialogTitle>
            <DialogDescription>
              {deleting && `${categoryName(deleting)} akan dihapus dari tahun ajaran ini.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Batal
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              Hapus
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
