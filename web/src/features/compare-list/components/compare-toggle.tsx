import { Check, Plus } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { compareStore, type PickedSchool } from '../store';
import { useCompareList } from '../use-compare-list';

/**
 * 'Bandingkan' on a card or the school page: adds the school to the
 * comparison list (up to 5 for visitors, 10 signed in), or takes it out again.
 */
export function CompareToggle({
  school,
  className,
  size = 'sm',
}: {
  school: PickedSchool;
  className?: string;
  /** small on a card; the school page's header gives it its other buttons' size */
  size?: ButtonProps['size'];
}) {
  const { picked, max } = useCompareList();
  const chosen = picked.some((s) => s.id === school.id);
  const toggle = () => {
    if (chosen) return compareStore.remove(school.id);
    if (compareStore.add(school, max)) return;
    toast({
      title: `Maksimal ${max} sekolah`,
      description:
        max < 10
          ? 'Hapus salah satu sekolah dari daftar bandingkan, atau masuk untuk membandingkan hingga 10 sekolah.'
          : 'Hapus salah satu sekolah dari daftar bandingkan terlebih dahulu.',
    });
  };
  return (
    <Button
      type="button"
      variant={chosen ? 'secondary' : 'outline'}
      size={size}
      className={className}
      aria-pressed={chosen}
      aria-label={`Bandingkan ${school.name}`}
      onClick={toggle}
    >
      {chosen ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {chosen ? 'Dibandingkan' : 'Bandingkan'}
    </Button>
  );
}
