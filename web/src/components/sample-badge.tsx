import { Badge } from '@web/components/ui/badge';

/** Generated demo fees are always labelled (DESIGN §5). */
export function SampleBadge() {
  return (
    <Badge variant="warning" title="Biaya ini adalah data contoh, bukan biaya resmi sekolah">
      Data contoh
    </Badge>
  );
}
