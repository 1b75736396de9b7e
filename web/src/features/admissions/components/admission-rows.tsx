import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** A repeatable group of fields (schedule, quotas, fees) with add and remove buttons. */
export function AdmissionRows({
  title,
  addLabel,
  keys,
  onAdd,
  onRemove,
  removeLabel,
  error,
  children,
}: {
  title: string;
  addLabel: string;
  /** one stable key per row (useFieldArray's ids) */
  keys: readonly string[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  removeLabel: (index: number) => string;
  error?: string;
  children: (index: number) => ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold text-slate-900">{title}</legend>
      {keys.map((key, index) => (
        <div
          key={key}
          className="grid gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-start"
        >
          {children(index)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start md:mt-6"
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
          >
            <Trash2 aria-hidden="true" />
            Hapus
          </Button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
