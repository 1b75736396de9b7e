import { Badge } from '@web/components/ui/badge';

/** Figures built from generated demo fees say so (DESIGN §5, §7). */
export function SampleNote({ text }: { text: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-900">
      <Badge variant="warning">Data contoh</Badge>
      {text}
    </p>
  );
}
