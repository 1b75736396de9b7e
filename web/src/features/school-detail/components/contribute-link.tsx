import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';

/** 'Kirim data biaya': the contribute form, prefilled with this school. */
export function ContributeLink({
  schoolId,
  variant = 'outline',
  className,
}: {
  schoolId: number;
  variant?: 'outline' | 'default';
  className?: string;
}) {
  return (
    <Link
      to={paths.contribute({ schoolId })}
      className={cn(buttonVariants({ variant }), className)}
    >
      <FilePlus2 aria-hidden="true" />
      Kirim data biaya
    </Link>
  );
}
